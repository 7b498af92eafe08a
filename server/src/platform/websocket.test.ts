import fs, { mkdtempSync, writeFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { registerUser } from '../test/factories.ts';
import { type LiveSocket, openLiveSocket } from '../test/live-socket.ts';
import { socketClosed, waitUntil } from '../test/wait.ts';
import { WS_CLOSE } from './websocket.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

type Closed = { code: number; reason: string };
type OpenSocket = Pick<LiveSocket, 'ws' | 'received'>;
const closedOf = (s: OpenSocket) =>
  new Promise<Closed>((resolve) =>
    s.ws.on('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() })),
  );
const isOpen = (s: OpenSocket) => s.ws.readyState === s.ws.OPEN;
/** Opens a socket; undefined when the server refuses it at once with 1013. */
const openOrRefused = (token: string) =>
  new Promise<OpenSocket | undefined>((resolve, reject) => {
    const received: LiveSocket['received'] = [];
    void t?.app
      .injectWS(
        `/api/ws?token=${token}`,
        {},
        {
          onInit: (ws) => {
            ws.on('close', (code: number) =>
              code === 1013 ? resolve(undefined) : reject(new Error(`closed ${code}`)),
            );
            ws.on('message', (data: Buffer) => {
              received.push(JSON.parse(data.toString()));
              if (received.at(-1)?.type === 'ready') resolve({ ws: ws as LiveSocket['ws'], received });
            });
          },
        },
      )
      .catch(reject);
  });

describe('live socket limits', () => {
  it('opening one socket more than WS_MAX_PER_USER closes that user’s oldest with 4008', async () => {
    t = await createTestApp({ wsMaxPerUser: 3 });
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const sockets = [];
    for (let i = 0; i < 3; i += 1) sockets.push(await openLiveSocket(t.app, a.token));
    const other = await openLiveSocket(t.app, b.token);
    const [oldest] = sockets as [LiveSocket];
    const oldestClosed = closedOf(oldest);
    sockets.push(await openLiveSocket(t.app, a.token));
    expect(await oldestClosed).toEqual({ code: WS_CLOSE.tooManyForUser, reason: 'too many connections' });
    expect(sockets.slice(1).every(isOpen)).toBe(true);
    expect(isOpen(other)).toBe(true);
    // Twenty more: the user never holds more than three, the newest ones.
    for (let i = 0; i < 20; i += 1) sockets.push(await openLiveSocket(t.app, a.token));
    // Each was closed before the next one said `ready`; their clients see the close frames arrive.
    await Promise.all(sockets.slice(0, -3).map((s) => socketClosed(s.ws)));
    expect(sockets.filter(isOpen)).toEqual(sockets.slice(-3));
    for (const s of [...sockets, other]) s.ws.terminate();
  });

  it('beyond WS_MAX_TOTAL a new socket is closed with 1013 "try again later"', async () => {
    t = await createTestApp({ wsMaxTotal: 2 });
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const first = await openLiveSocket(t.app, a.token);
    const second = await openLiveSocket(t.app, b.token);
    // The listener goes on before the socket opens: the server may close it at once.
    const closed = await new Promise<Closed>((resolve) => {
      void t?.app.injectWS(
        `/api/ws?token=${b.token}`,
        {},
        {
          onInit: (ws) =>
            ws.on('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() })),
        },
      );
    });
    expect(closed).toEqual({ code: 1013, reason: 'try again later' });
    expect(isOpen(first) && isOpen(second)).toBe(true);
    // Once one is gone, there is room again (as soon as the server has seen it go).
    first.ws.terminate();
    let again: OpenSocket | undefined;
    await waitUntil(async () => {
      again = await openOrRefused(a.token);
      return again !== undefined;
    }, 'a socket is accepted after another one closed');
    expect(again && isOpen(again)).toBe(true);
    for (const s of [second, again]) s?.ws.terminate();
  });
});

describe('the web app when the process is out of file descriptors', () => {
  it('answers 503 with a detail instead of the page', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'krug-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Круг</title>');
    t = await createTestApp({ webDist });
    expect((await t.app.inject({ url: '/' })).statusCode).toBe(200);
    const spy = vi.spyOn(fs, 'createReadStream').mockImplementation(() => {
      const stream = new PassThrough();
      const err = Object.assign(new Error('EMFILE: too many open files'), { code: 'EMFILE', errno: -24 });
      process.nextTick(() => stream.destroy(err));
      return stream as unknown as fs.ReadStream;
    });
    syncBuiltinESMExports();
    try {
      for (const url of ['/', '/family/wall', '/index.html']) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(503);
        expect(res.json(), url).toEqual({ detail: 'Сервер перегружен. Попробуйте позже.' });
      }
    } finally {
      spy.mockRestore();
      syncBuiltinESMExports();
    }
  });
});
