import { FILES, image } from './files.ts';
import { multipart } from './multipart.ts';

/** One API call, by app.inject in server tests or by fetch against a running server (scripts/). */
export type Call = (req: {
  method: 'GET' | 'POST';
  url: string;
  token?: string;
  json?: unknown;
  form?: { payload: Buffer; headers: Record<string, string> };
}) => Promise<{ status: number; body: Buffer }>;

export const json = <T>(res: { body: Buffer }) => JSON.parse(res.body.toString('utf8')) as T;
/** The posts of a list answer: `{posts}` or a bare array (with a Link header). */
const postIdsOf = (body: unknown): string[] =>
  (Array.isArray(body) ? body : ((body as { posts?: { id: string }[] }).posts ?? [])).map((p) => p.id);

async function ok(call: Call, req: Parameters<Call>[0], status: number) {
  const res = await call(req);
  if (res.status !== status)
    throw new Error(`${req.method} ${req.url}: ${res.status} ${res.body.toString().slice(0, 300)}`);
  return res;
}

export interface SeededUser {
  id: string;
  email: string;
  password: string;
  token: string;
}

export interface Seeded {
  users: SeededUser[];
  /** The photos uploaded, with the bytes sent (a restored instance must serve the same). */
  photos: { id: string; bytes: Buffer }[];
  postIds: string[];
  documentId: string;
  /** The scan's bytes, sent in 1 MB chunks. */
  scan: Buffer;
}

/** A 2.5 MB PDF, uploaded as a chunked scan (three 1 MB chunks). */
export async function scanPdf(): Promise<Buffer> {
  const head = await FILES.pdf();
  return Buffer.concat([head, Buffer.alloc(2.5 * 1024 * 1024 - head.length, 0x20)]);
}

/**
 * A small instance through the API: people, photos in posts, a comment with a reply (a row that
 * references its own table), and a document with a chunked scan.
 */
export async function seedInstance(
  call: Call,
  opts: { users?: number; posts?: number } = {},
): Promise<Seeded> {
  const users: SeededUser[] = [];
  for (let i = 0; i < (opts.users ?? 3); i++) {
    const person = {
      email: `backup-${i}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      password: `secret-${i}-123`,
      first_name: ['Анна', 'Борис', 'Вера', 'Глеб'][i % 4] ?? 'Анна',
      last_name: 'Смирнова',
    };
    const res = json<{ access_token: string; user: { id: string } }>(
      await ok(call, { method: 'POST', url: '/api/auth/register', json: person }, 201),
    );
    users.push({ id: res.user.id, email: person.email, password: person.password, token: res.access_token });
  }
  const [anna, boris] = users as [SeededUser, SeededUser];
  const photos: Seeded['photos'] = [];
  for (const [i, bytes] of [await image('png', 120, 90), await image('jpeg', 200, 150)].entries()) {
    const up = multipart([{ name: 'file', filename: `photo-${i}.${i ? 'jpg' : 'png'}`, data: bytes }]);
    const media = json<{ id: string }>(
      await ok(call, { method: 'POST', url: '/api/media/upload', token: anna.token, form: up }, 201),
    );
    photos.push({ id: media.id, bytes });
  }
  const postIds: string[] = [];
  for (let i = 0; i < (opts.posts ?? 5); i++) {
    const form = multipart([
      { name: 'content', value: `Пост ${i}: дача, «Круг», 🌻` },
      ...(i === 0 ? photos.map((p) => ({ name: 'media_file_ids', value: p.id })) : []),
    ]);
    postIds.push(
      json<{ id: string }>(
        await ok(call, { method: 'POST', url: '/api/posts', token: anna.token, form }, 201),
      ).id,
    );
  }
  const commentOn = `/api/posts/${postIds[0]}/comments`;
  const comment = json<{ id: string }>(
    await ok(
      call,
      {
        method: 'POST',
        url: commentOn,
        token: boris.token,
        form: multipart([{ name: 'content', value: 'Красиво!' }]),
      },
      201,
    ),
  );
  const reply = multipart([
    { name: 'content', value: 'Спасибо' },
    { name: 'parent_comment_id', value: comment.id },
  ]);
  await ok(call, { method: 'POST', url: commentOn, token: anna.token, form: reply }, 201);
  // Rows the database's triggers count and fan out (migration 0035): a like, and a follow that
  // puts Anna's posts into Boris's «Подписки».
  await ok(call, { method: 'POST', url: `/api/posts/${postIds[0]}/like`, token: boris.token }, 200);
  await ok(call, { method: 'POST', url: `/api/people/${anna.id}/follow`, token: boris.token }, 200);

  const document = json<{ id: string }>(
    await ok(
      call,
      {
        method: 'POST',
        url: '/api/my-documents',
        token: anna.token,
        json: { document_type: 'PASSPORT', country: 'Россия', document_data: { series: '4510' } },
      },
      201,
    ),
  );
  const scan = await scanPdf();
  const chunks = Math.ceil(scan.length / (1024 * 1024));
  for (let i = 0; i < chunks; i++) {
    const form = multipart([
      { name: 'chunk_index', value: String(i) },
      { name: 'total_chunks', value: String(chunks) },
      { name: 'original_filename', value: 'passport.pdf' },
      { name: 'file', filename: 'passport.pdf', data: scan.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024) },
    ]);
    await ok(
      call,
      { method: 'POST', url: `/api/my-documents/${document.id}/upload-scan`, token: anna.token, form },
      200,
    );
  }
  return { users, photos, postIds, documentId: document.id, scan };
}

/**
 * What a restored instance must still do: the seeded people sign in with their passwords, a token
 * issued before the backup still works (sessions' sign-ins), the photos and the scan are the same
 * bytes. Answers a list of failures (empty when all is well).
 */
export async function checkRestored(call: Call, seeded: Seeded): Promise<string[]> {
  const failures: string[] = [];
  const [anna] = seeded.users as [SeededUser];
  for (const user of seeded.users) {
    const res = await call({
      method: 'POST',
      url: '/api/auth/login',
      json: { email: user.email, password: user.password },
    });
    if (res.status !== 200) failures.push(`sign-in of ${user.email}: ${res.status}`);
  }
  const me = await call({ method: 'GET', url: '/api/auth/me', token: anna.token });
  if (me.status !== 200 || json<{ id: string }>(me).id !== anna.id)
    failures.push(`an old session's token: ${me.status}`);
  const post = await call({ method: 'GET', url: `/api/posts/${seeded.postIds[0]}`, token: anna.token });
  if (post.status !== 200) return [...failures, `the post with photos: ${post.status}`];
  const card = json<{ likes_count: number; comments_count: number }>(post);
  if (card.likes_count !== 1 || card.comments_count !== 2)
    failures.push(`the post's counts: ${card.likes_count} likes, ${card.comments_count} comments (1, 2)`);
  const boris = seeded.users[1] as SeededUser;
  const subscribed = await call({
    method: 'GET',
    url: '/api/posts?filter=subscribed&limit=100',
    token: boris.token,
  });
  const inFeed = new Set(subscribed.status === 200 ? postIdsOf(json(subscribed)) : []);
  const missing = seeded.postIds.filter((id) => !inFeed.has(id));
  if (subscribed.status !== 200 || missing.length)
    failures.push(`Boris's «Подписки»: ${subscribed.status}, missing ${missing.length} of Anna's posts`);
  const files = json<{ media_files: { id: string; file_url: string }[] }>(post).media_files;
  for (const photo of seeded.photos) {
    const url = files.find((f) => f.id === photo.id)?.file_url;
    const res = url ? await call({ method: 'GET', url }) : null;
    if (res?.status !== 200 || !res.body.equals(photo.bytes))
      failures.push(`photo ${photo.id}: ${res?.status ?? 'absent'}`);
  }
  const docs = json<{ id: string; scan_file_url: string | null }[]>(
    await call({ method: 'GET', url: '/api/my-documents', token: anna.token }),
  );
  const scanUrl = docs.find((d) => d.id === seeded.documentId)?.scan_file_url;
  const scan = scanUrl ? await call({ method: 'GET', url: scanUrl }) : null;
  if (scan?.status !== 200 || !scan.body.equals(seeded.scan))
    failures.push(`the scan: ${scan?.status ?? 'absent'}`);
  return failures;
}

/** Calls through app.inject (server tests). */
export const injectCall =
  (app: import('fastify').FastifyInstance): Call =>
  async (req) => {
    const res = await app.inject({
      method: req.method,
      url: req.url,
      headers: { ...(req.token ? { authorization: `Bearer ${req.token}` } : {}), ...req.form?.headers },
      ...(req.form
        ? { payload: req.form.payload }
        : req.json !== undefined
          ? { payload: req.json as object }
          : {}),
    });
    return { status: res.statusCode, body: res.rawPayload };
  };

/** Calls through fetch against a running server (scripts/backup-roundtrip.ts). */
export const fetchCall =
  (base: string): Call =>
  async (req) => {
    const res = await fetch(base + req.url, {
      method: req.method,
      headers: {
        ...(req.token ? { authorization: `Bearer ${req.token}` } : {}),
        ...(req.json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...req.form?.headers,
      },
      body: req.form
        ? new Uint8Array(req.form.payload)
        : req.json !== undefined
          ? JSON.stringify(req.json)
          : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
  };
