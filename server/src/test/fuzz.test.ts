import { UploadFields } from '@krug/contract/media';
import { CommentBody, CreatePostBody, EditCommentBody, ReactionBody } from '@krug/contract/posts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from './app.ts';
import { bearer } from './factories.ts';
import { FILES } from './files.ts';
import { casesFor, type FuzzCase, type Operation, type Parameter } from './fuzz/cases.ts';
import { rawMultipart } from './fuzz/raw-multipart.ts';
import type { JsonSchema } from './fuzz/schema-values.ts';
import { diskUsage, tableFingerprinter, writeCounter } from './fuzz/snapshot.ts';
import { buildWorld, type World } from './fuzz/world.ts';
import { type PushServiceStandIn, startPushService } from './push-service.ts';

/**
 * Hostile input on every operation of the OpenAPI document: never a 5xx, always `{detail}` on a
 * failure, and a rejected request writes no row and no file.
 */

const asJson = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

// Form-data routes read their fields with readForm(), so the document has no body schema for them.
const FORM_BODIES: Record<string, JsonSchema> = {
  'POST /api/posts': asJson(CreatePostBody),
  'POST /api/posts/{id}/reactions': asJson(ReactionBody),
  'POST /api/posts/{id}/comments': asJson(CommentBody),
  'PUT /api/comments/{id}': asJson(EditCommentBody),
  'POST /api/media/upload': asJson(UploadFields),
  'POST /api/my-documents/{id}/upload-scan': {
    type: 'object',
    properties: {
      chunk_index: { type: 'string' },
      total_chunks: { type: 'string' },
      original_filename: { type: 'string' },
    },
  },
};
const FILE_ROUTES = new Set(['POST /api/media/upload', 'POST /api/my-documents/{id}/upload-scan']);

/** A success on these may delete or hand over the fixtures, so the world is rebuilt after one. */
// The admin calls act on fixtures of their own (an account, an invite): nothing to rebuild after them.
const destructive = (op: Operation) =>
  (op.method === 'DELETE' && !op.path.startsWith('/api/admin/')) ||
  /leave|transfer-ownership|delete-account|change-password|approve|reject|logout|revoke-others/.test(op.path);

let t: TestApp;
let pushService: PushServiceStandIn;
let world: World;
let operations: Operation[];
let components: Record<string, JsonSchema>;
let fingerprint: () => Promise<Record<string, string>>;
let writes: () => Promise<string>;
let png: Buffer;

beforeAll(async () => {
  // Pushes go to a stand-in on this machine: the queued push jobs run after every accepted call.
  pushService = await startPushService();
  t = await createTestApp({ push: { serviceHosts: ['127.0.0.1'], allowHttp: true } });
  world = await buildWorld(t.app, pushService.origin);
  fingerprint = await tableFingerprinter(t.db);
  writes = await writeCounter(t.db);
  png = await FILES.png();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  components = doc.components?.schemas ?? {};
  operations = [];
  for (const [path, methods] of Object.entries<Record<string, Record<string, unknown>>>(doc.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, spec] of Object.entries(methods)) {
      const key = `${method.toUpperCase()} ${path}`;
      const content = (spec.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)
        ?.content;
      const body = content?.['application/json']?.schema ?? FORM_BODIES[key];
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: (spec.parameters as Parameter[] | undefined) ?? [],
        ...(body ? { body } : {}),
        file: FILE_ROUTES.has(key),
        form: key in FORM_BODIES,
      });
    }
  }
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

const signedIn = async (w: World) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(w.token) })).statusCode === 200;

async function send(c: FuzzCase) {
  const auth = c.auth === undefined ? bearer(world.token) : c.auth === false ? {} : { authorization: c.auth };
  return t.app.inject({
    method: c.method,
    url: c.url,
    headers: { ...c.headers, ...auth },
    ...(c.payload !== undefined ? { payload: c.payload } : {}),
  });
}

/** What is wrong with one answer, or nothing. */
function problemsOf(status: number, contentType: string | undefined, body: string): string[] {
  if (status >= 500) return [`status ${status}: ${body.slice(0, 200)}`];
  if (status < 400) return [];
  if (!contentType?.startsWith('application/json'))
    return [`status ${status} without JSON: ${body.slice(0, 100)}`];
  let parsed: { detail?: unknown };
  try {
    parsed = JSON.parse(body);
  } catch {
    return [`status ${status}, body is not JSON: ${body.slice(0, 100)}`];
  }
  if (typeof parsed.detail !== 'string' || parsed.detail === '')
    return [`status ${status}, no detail: ${body.slice(0, 100)}`];
  return [];
}

describe('hostile input on every operation', () => {
  it('finds every operation of the document, with fixtures for every path id', () => {
    expect(operations.length).toBeGreaterThan(100);
    for (const op of operations) expect(() => casesFor(op, world, components, png), op.path).not.toThrow();
  });

  it('watches every fingerprinted table with the write counter, and a refused sign-in with neither', async () => {
    const tables = Object.keys(await fingerprint());
    expect(tables).toContain('users');
    const watched = await t.db.execute<{ table: string; triggers: number }>(
      sql`select c.relname as table, count(*)::int as triggers from pg_trigger g
          join pg_class c on c.oid = g.tgrelid
          where g.tgname like 'fuzz_watch_%' group by c.relname`,
    );
    expect(Object.fromEntries(watched.rows.map((r) => [r.table, r.triggers]))).toEqual(
      Object.fromEntries(tables.map((n) => [n, 4])),
    );
    const was = await writes();
    await t.db.execute(sql`update users set first_name = first_name where id = ${world.userId}`);
    expect(await writes()).not.toBe(was);
    // A session's last activity, written by whatever signed-in call falls due for it, is not a write;
    // any other change to a session is.
    const [idle, sessions] = [await writes(), await fingerprint()];
    await t.db.execute(sql`update user_sessions set last_seen_at = now() + interval '1 minute'`);
    expect(await writes()).toBe(idle);
    expect(await fingerprint()).toEqual(sessions);
    await t.db.execute(sql`update user_sessions set expires_at = expires_at + interval '1 second'`);
    expect(await writes()).not.toBe(idle);
    expect((await fingerprint()).user_sessions).not.toBe(sessions.user_sessions);
    const [before, rows] = [await writes(), await fingerprint()];
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'wrong-password-1' },
    });
    expect(login.statusCode).toBe(401);
    expect(await writes()).toBe(before);
    expect(await fingerprint()).toEqual(rows);
  });

  it('never answers 5xx, always {detail} on a failure, and writes nothing when it rejects', async () => {
    const failures: string[] = [];
    let requests = 0;
    let rejected = 0;
    // The fingerprint is taken again only when a fingerprinted table was written (writeCounter).
    let written = await writes();
    let rows = await fingerprint();
    const look = async () => {
      const now = await writes();
      if (now !== written) {
        written = now;
        rows = await fingerprint();
      }
      return rows;
    };

    for (const op of operations) {
      let rebuilds = 0;
      let cases = casesFor(op, world, components, png);
      let before = await look();
      let disk = diskUsage(t.config.mediaDir);
      for (let i = 0; i < cases.length; i++) {
        const c = cases[i] as FuzzCase;
        const where = `${op.method} ${op.path} [${c.label}]`;
        let res: Awaited<ReturnType<typeof send>>;
        try {
          res = await send(c);
        } catch (err) {
          failures.push(`${where}: request threw ${(err as Error).message}`);
          continue;
        }
        requests += 1;
        // What an accepted call queued (an invitation's notification) runs before the look; a
        // refused call queues nothing.
        if (res.statusCode < 400) await t.app.jobs.runDue();
        // A 401 to the signed-in user means the fixtures were lost and later cases test nothing
        // (signing in answers 401 for wrong credentials, or a bad two-factor challenge, instead).
        if (res.statusCode === 401 && c.auth === undefined && !op.path.startsWith('/api/auth/login')) {
          failures.push(`${where}: 401 for the signed-in user: ${res.body}`);
        }
        for (const p of problemsOf(
          res.statusCode,
          res.headers['content-type'] as string | undefined,
          res.body,
        )) {
          failures.push(`${where}: ${p}`);
        }
        const rowsAfter = await look();
        const diskAfter = c.method === 'GET' ? disk : diskUsage(t.config.mediaDir);
        if (res.statusCode >= 400) {
          rejected += 1;
          const changed = Object.keys(rowsAfter).filter((k) => rowsAfter[k] !== before[k]);
          if (changed.length) failures.push(`${where}: ${res.statusCode} but wrote ${changed.join(', ')}`);
          if (diskAfter !== disk)
            failures.push(`${where}: ${res.statusCode} but disk ${disk} → ${diskAfter}`);
        }
        before = rowsAfter;
        disk = diskAfter;
        // Two fresh worlds per operation keep its later cases reaching live objects; beyond that
        // they meet consumed ones (404/409), which is hostile input too, and the run stays short.
        if (res.statusCode < 300 && destructive(op) && (rebuilds < 2 || !(await signedIn(world)))) {
          rebuilds += 1;
          world = await buildWorld(t.app, pushService.origin, world);
          cases = casesFor(op, world, components, png);
          before = await look();
          disk = diskUsage(t.config.mediaDir);
        }
      }
    }
    console.log(`fuzz: ${operations.length} operations, ${requests} requests, ${rejected} rejected`);
    expect(failures).toEqual([]);
  }, 900_000); // a bound: ~250 operations and ~10,000 requests, each refusal checked against a digest of every table
});

describe('uploads whose extension lies', () => {
  // Its own world: the fuzzing above may have changed the password or deleted the account.
  beforeAll(async () => {
    world = await buildWorld(t.app, pushService.origin);
  });
  const upload = (url: string, filename: string, data: Buffer) => {
    // PUBLIC: checked against the wider post-attachment list, where .txt is accepted too.
    const body = rawMultipart([
      { name: 'privacy_level', value: 'PUBLIC' },
      { name: 'file', filename, data },
    ]);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(world.token), ...body.headers },
      payload: body.payload,
    });
  };
  const pe = Buffer.concat([
    Buffer.from('MZ'),
    Buffer.alloc(58),
    Buffer.from([0x80, 0, 0, 0]),
    Buffer.alloc(64),
    Buffer.from('PE\0\0'),
    Buffer.alloc(200),
  ]);
  const LIARS: [string, Buffer][] = [
    ['page.jpg', Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')],
    [
      'drawing.jpg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="5"/></svg>'),
    ],
    [
      'drawing.png',
      Buffer.from(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
    ],
    ['photo.jpg', pe],
    ['photo.gif', Buffer.concat([Buffer.from('7f454c46', 'hex'), Buffer.alloc(200)])],
    ['photo.webp', Buffer.from('#!/bin/sh\necho pwned\n')],
    ['report.pdf', Buffer.from('plain words pretending to be a PDF')],
    ['archive.png', Buffer.from('504b0506000000000000000000000000000000000000', 'hex')],
  ];

  it.each(LIARS)(
    'refuses %s whose content is not what the name says with 415, keeping nothing',
    async (name, data) => {
      const disk = diskUsage(t.config.mediaDir);
      for (const url of ['/api/media/upload', `/api/my-documents/${world.document}/upload-scan`]) {
        const res = await upload(url, name, data);
        expect(res.statusCode, `${url} ${res.body}`).toBe(415);
        expect(typeof res.json().detail).toBe('string');
      }
      expect(diskUsage(t.config.mediaDir)).toBe(disk);
    },
  );

  it('takes a PNG named .pdf for what it really is, an image', async () => {
    const res = await upload('/api/media/upload', 'scan.pdf', png);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ file_type: 'image', mime_type: 'image/png' });
    const scan = await upload(`/api/my-documents/${world.document}/upload-scan`, 'scan.pdf', png);
    expect(scan.statusCode, scan.body).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: scan.json().document.scan_file_url });
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('keeps HTML named .txt as plain text, served as text/plain that browsers may not sniff', async () => {
    const res = await upload('/api/media/upload', 'notes.txt', Buffer.from('<script>alert(1)</script>'));
    expect(res.statusCode, res.body).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: res.json().file_url });
    expect(served.headers['content-type']).toMatch(/^text\/plain/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });
});
