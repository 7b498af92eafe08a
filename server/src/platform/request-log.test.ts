import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { bearer, registerUser } from '../test/factories.ts';
import { FILES } from '../test/files.ts';
import { multipart } from '../test/multipart.ts';
import { waitUntil } from '../test/wait.ts';
import { redactUrl } from './request-log.ts';

let t: TestApp;
let app: FastifyInstance;
const lines: string[] = [];
const log = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

/** Resolves once each request logged from line `from` on has its «request completed» line (written after the answer). */
async function everyRequestLogged(from: number) {
  const count = (msg: string) => lines.slice(from).filter((l) => l.includes(`"msg":"${msg}"`)).length;
  for (let i = 0; i < 200 && count('request completed') < count('incoming request'); i += 1)
    await new Promise((r) => setImmediate(r));
  expect(count('request completed')).toBe(count('incoming request'));
}

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info' }, { logStream: log });
  app = t.app;
});
afterAll(() => t.close());

/** Whether the request to `url` (as logged) has its «request completed» line. */
function completed(url: string) {
  const logged = lines.map((l) => JSON.parse(l) as { reqId?: string; req?: { url?: string }; res?: unknown });
  const start = logged.find((l) => l.req?.url === url);
  return !!start && logged.some((l) => l.reqId === start.reqId && l.res !== undefined);
}

describe('request logs', () => {
  it('never contain a token, a file signature or an authorization header', async () => {
    const { token } = await registerUser(app);
    const upload = multipart([{ name: 'file', filename: 'photo.png', data: await FILES.png() }]);
    const media = await app.inject({
      method: 'POST',
      url: '/api/media/upload',
      headers: { ...bearer(token), ...upload.headers },
      payload: upload.payload,
    });
    expect(media.statusCode).toBe(201);
    const fileUrl = media.json().file_url as string;
    const sig = new URL(fileUrl, 'http://x').searchParams.get('sig') ?? '';
    expect(sig.length).toBeGreaterThan(10);
    expect((await app.inject({ url: fileUrl })).statusCode).toBe(200);
    // A bad signature is logged as a rejection; the signature still must not show.
    expect(
      (await app.inject({ url: fileUrl.replace(/sig=[^&]+/, 'sig=forged-signature-value') })).statusCode,
    ).toBe(403);
    const ws = await app.injectWS(`/api/ws?token=${token}`);
    ws.terminate();
    await app.inject({ url: `/api/auth/me?access_token=${token}`, headers: bearer(token) });
    // A response's own line is written after inject() resolves: wait for the last one.
    await waitUntil(
      () => completed('/api/auth/me?access_token=[redacted]'),
      'the last request is logged as completed',
    );

    const text = lines.join('\n');
    expect(text).toContain('/api/ws?token=[redacted]');
    expect(text).toContain('sig=[redacted]');
    expect(text).toContain('/api/media/files/');
    expect(text).not.toContain(token);
    expect(text).not.toContain(token.split('.')[2]);
    expect(text).not.toContain(sig);
    expect(text).not.toContain('forged-signature-value');
    expect(text).not.toMatch(/bearer\s+ey/i);
  });

  it("never contain a calendar feed's secret token (it is in the path)", async () => {
    const from = lines.length;
    const { token } = await registerUser(app);
    const feed = await app.inject({ method: 'POST', url: '/api/calendar/feed', headers: bearer(token) });
    expect(feed.statusCode).toBe(201);
    const path = new URL(feed.json().url).pathname;
    const secret =
      path
        .split('/')
        .pop()
        ?.replace(/\.ics$/, '') ?? '';
    expect(secret.length).toBeGreaterThan(20);
    expect((await app.inject({ url: path })).statusCode).toBe(200);
    // A revoked or mistyped feed is logged too (as a 404), equally without the token.
    expect((await app.inject({ url: `${path.slice(0, -8)}garbage.ics` })).statusCode).toBe(404);
    await everyRequestLogged(from);
    const text = lines.join('\n');
    expect(text).toContain('/api/calendar/feed/[redacted]');
    expect(text).not.toContain(secret);
    expect(text).not.toContain(secret.slice(0, 20));
  });

  it('redactUrl keeps everything but the secret values', () => {
    expect(redactUrl('/api/calendar/feed/AbC-123_xyz.ics')).toBe('/api/calendar/feed/[redacted]');
    expect(redactUrl('/api/calendar/feed')).toBe('/api/calendar/feed');
    expect(redactUrl('/api/ws?token=abc.def.ghi')).toBe('/api/ws?token=[redacted]');
    expect(redactUrl('/api/media/files/1?exp=123&sig=xyz&variant=thumb')).toBe(
      '/api/media/files/1?exp=123&sig=[redacted]&variant=thumb',
    );
    expect(redactUrl('/api/posts?before=abc')).toBe('/api/posts?before=abc');
  });
});
