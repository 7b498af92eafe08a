import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { DataExport, LatestDataExport } from '@krug/contract/data-export';
import type { Notification } from '@krug/contract/notifications';
import type { Post } from '@krug/contract/posts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExports, jobs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptInvitations, bearer, registerUser } from '../../test/factories.ts';
import { FILES, image } from '../../test/files.ts';
import { multipart } from '../../test/multipart.ts';
import { unzip } from '../../test/unzip.ts';
import { dataExportRepo } from './data-export.repo.ts';
import { DATA_EXPORT_JOB } from './data-export.service.ts';

// Issue 20: «Скачать мои данные» — a zip of the user's own data, made in the background.
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let alice: U;
let bob: U;
let png: Buffer;
let scanPng: Buffer;
const call = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const upload = async (token: string, url: string, parts: Parameters<typeof multipart>[0]) => {
  const body = multipart(parts);
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};
const latest = async (u: U) =>
  (await call(u.token, 'GET', '/api/users/export')).json<LatestDataExport>().export;
const fetchZip = (url: string) => t.app.inject({ method: 'GET', url });

let ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app, { first_name: 'Алиса' });
  bob = await registerUser(t.app, { first_name: 'Боб' });
  png = await FILES.png();
  scanPng = await image('png', 32, 32);
  const post = (await call(alice.token, 'POST', '/api/posts', { content: 'Запись Алисы' })).json<Post>();
  const bobsPost = (await call(bob.token, 'POST', '/api/posts', { content: 'Запись Боба' })).json<Post>();
  const myComment = await call(alice.token, 'POST', `/api/posts/${bobsPost.id}/comments`, {
    content: 'Комментарий Алисы',
  });
  await call(bob.token, 'POST', `/api/posts/${post.id}/comments`, { content: 'Комментарий Боба' });
  const group = (
    await call(alice.token, 'POST', '/api/chat-groups', { name: 'Дача', member_ids: [bob.user.id] })
  ).json().group;
  await acceptInvitations(t.app, bob.token, group.id);
  const say = (u: U, content: string) =>
    call(u.token, 'POST', `/api/chat-groups/${group.id}/messages`, {
      group_id: group.id,
      content,
      message_type: 'TEXT',
    });
  await say(alice, 'Сообщение Алисы');
  await say(bob, 'Сообщение Боба');
  const media = await upload(alice.token, '/api/media/upload', [
    { name: 'privacy_level', value: 'private' },
    { name: 'file', filename: 'фото/../дача.png', data: png },
  ]);
  await upload(bob.token, '/api/media/upload', [
    { name: 'privacy_level', value: 'private' },
    { name: 'file', filename: 'bob.png', data: png },
  ]);
  const doc = (
    await call(alice.token, 'POST', '/api/my-documents', {
      document_type: 'PASSPORT',
      country: 'Россия',
      document_data: { series: '4510' },
    })
  ).json();
  await upload(alice.token, `/api/my-documents/${doc.id}/upload-scan`, [
    { name: 'file', filename: 'scan.png', data: scanPng },
  ]);
  await call(alice.token, 'PUT', '/api/users/profile-picture', {
    profile_picture: `data:image/png;base64,${png.toString('base64')}`,
  });
  await call(alice.token, 'PUT', '/api/users/about', { about: 'Люблю дачу' });
  await call(alice.token, 'PUT', '/api/users/profile-cover', {
    cover_image: `data:image/png;base64,${png.toString('base64')}`,
  });
  // Circles and plans (issue 32 item 14): an album shared with the group, a family with a
  // relative by name, a household, a friend and an event.
  const album = (await call(alice.token, 'POST', '/api/albums', { title: 'Лето' })).json();
  await call(alice.token, 'POST', `/api/albums/${album.id}/items`, { media_ids: [media.id] });
  await call(alice.token, 'PUT', `/api/albums/${album.id}/shares`, {
    targets: [{ kind: 'chat_group', id: group.id }],
  });
  const family = await call(alice.token, 'POST', '/api/family/create-with-members', {
    name: 'Семья Алисы',
    members: [{ first_name: 'Бабушка', last_name: 'Алисина', relationship: 'parent' }],
  });
  expect(family.statusCode, family.body).toBe(201);
  const home = await call(alice.token, 'POST', '/api/household/create', {
    household_name: 'Дом Алисы',
    address_street: 'Садовая, 1',
    address_city: 'Тверь',
    address_country: 'Россия',
  });
  expect(home.statusCode, home.body).toBe(201);
  const request = await call(bob.token, 'POST', '/api/friends/requests', { user_id: alice.user.id });
  expect(request.statusCode, request.body).toBe(201);
  await call(alice.token, 'POST', `/api/friends/requests/${request.json().id}/accept`);
  const event = await call(alice.token, 'POST', `/api/chat-groups/${group.id}/scheduled-actions`, {
    title: 'Шашлыки',
    action_type: 'EVENT',
    scheduled_date: '2027-06-12',
    scheduled_time: '15:00',
    color_code: '#3b82f6',
  });
  expect(event.statusCode, event.body).toBe(201);
  ids = {
    post: post.id,
    comment: myComment.json().id,
    group: group.id,
    media: media.id,
    doc: doc.id,
    album: album.id,
    event: event.json().id,
  };
});
afterAll(() => t.close());

describe('data export', () => {
  it('has none until asked; starts with 202, is ready after the job, and notifies the owner', async () => {
    expect(await latest(alice)).toBeNull();
    const res = await call(alice.token, 'POST', '/api/users/export');
    expect(res.statusCode, res.body).toBe(202);
    const started = res.json<DataExport>();
    expect(started).toMatchObject({ status: 'pending', download_url: null, size_bytes: null });
    await t.app.jobs.runDue({ kinds: [DATA_EXPORT_JOB] });
    const ready = await latest(alice);
    expect(ready).toMatchObject({ id: started.id, status: 'ready' });
    expect(ready?.size_bytes).toBeGreaterThan(0);
    const days = (Date.parse(ready?.expires_at ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const [note] = (await call(alice.token, 'GET', '/api/notifications')).json<Notification[]>();
    expect(note).toMatchObject({
      type: 'data_export_ready',
      actor: null,
      link: { kind: 'data_export', id: started.id },
    });
  });

  it('holds the owner’s profile, posts, comments, messages, documents and files, and nothing of anyone else', async () => {
    const ready = await latest(alice);
    const res = await fetchZip(ready?.download_url ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toContain(`krug-data-${today}.zip`);
    expect(Number(res.headers['content-length'])).toBe(ready?.size_bytes);
    const files = unzip(res.rawPayload);
    const read = (name: string) => JSON.parse(files.get(name)?.toString('utf8') ?? 'null');

    const profile = read('profile.json');
    expect(profile).toMatchObject({ id: alice.user.id, email: alice.email, first_name: 'Алиса' });
    expect(JSON.stringify(profile)).not.toMatch(/password|token_version|\$argon|\$2[aby]\$/);
    expect(read('posts.json').map((p: { id: string; content: string }) => [p.id, p.content])).toEqual([
      [ids.post, 'Запись Алисы'],
    ]);
    expect(read('comments.json').map((c: { id: string; content: string }) => [c.id, c.content])).toEqual([
      [ids.comment, 'Комментарий Алисы'],
    ]);
    expect(read('messages.json')).toEqual([
      expect.objectContaining({ group_id: ids.group, group_name: 'Дача', content: 'Сообщение Алисы' }),
    ]);
    const [doc] = read('documents.json');
    expect(doc).toMatchObject({ id: ids.doc, document_type: 'PASSPORT', document_data: { series: '4510' } });
    expect(files.get(doc.scan)?.equals(scanPng)).toBe(true);
    const media = read('media.json');
    expect(media).toHaveLength(1);
    expect(media[0]).toMatchObject({ id: ids.media, mime_type: 'image/png' });
    expect(media[0].file).toMatch(new RegExp(`^files/media/${ids.media}-[^/]+$`));
    expect(files.get(media[0].file)?.equals(png)).toBe(true);
    expect(profile.profile_picture).toMatch(/^files\/avatar\.webp$/);
    expect(files.get(profile.profile_picture)?.length).toBeGreaterThan(0);
    expect(profile.about).toBe('Люблю дачу');
    expect(profile.cover_picture).toBe('files/cover.webp');
    expect(files.get(profile.cover_picture)?.length).toBeGreaterThan(0);

    const everything = [...files.values()].map((b) => b.toString('utf8')).join('\n');
    for (const foreign of ['Запись Боба', 'Комментарий Боба', 'Сообщение Боба', 'bob.png', bob.email])
      expect(everything).not.toContain(foreign);
    expect([...files.keys()].every((n) => !n.includes('..'))).toBe(true);
  });

  it('holds the owner’s albums, families, household, friends and events (issue 32 item 14)', async () => {
    const files = unzip((await fetchZip((await latest(alice))?.download_url ?? '')).rawPayload);
    const read = (name: string) => JSON.parse(files.get(name)?.toString('utf8') ?? 'null');
    expect(read('albums.json')).toEqual([
      expect.objectContaining({
        id: ids.album,
        title: 'Лето',
        media_ids: [ids.media],
        shared_with: [{ kind: 'chat_group', id: ids.group }],
      }),
    ]);
    const [family] = read('families.json');
    expect(family).toMatchObject({ name: 'Семья Алисы' });
    expect(family.members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ first_name: 'Бабушка', relationship: 'parent', has_account: false }),
        expect.objectContaining({ first_name: 'Алиса', has_account: true }),
      ]),
    );
    expect(read('household.json')).toEqual([
      expect.objectContaining({ name: 'Дом Алисы', address_city: 'Тверь' }),
    ]);
    expect(read('friends.json')).toEqual([expect.objectContaining({ id: bob.user.id, first_name: 'Боб' })]);
    expect(read('events.json')).toEqual([
      expect.objectContaining({
        id: ids.event,
        title: 'Шашлыки',
        group_name: 'Дача',
        scheduled_date: '2027-06-12',
        created_by_me: true,
      }),
    ]);
    // A friend is named, never given away by address.
    expect(files.get('friends.json')?.toString('utf8')).not.toContain(bob.email);
  });

  it('answers 429 within the hour after a ready one, and 409 while one is being prepared', async () => {
    const again = await call(alice.token, 'POST', '/api/users/export');
    expect(again.statusCode).toBe(429);
    expect(again.json().detail).toMatch(/через \d+ мин/);

    // Two at once: one starts, the other meets it (the partial unique index decides a tie).
    const both = await Promise.all([
      call(bob.token, 'POST', '/api/users/export'),
      call(bob.token, 'POST', '/api/users/export'),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([202, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json()).toEqual({ detail: 'Выгрузка уже готовится' });
    const third = await call(bob.token, 'POST', '/api/users/export');
    expect(third.statusCode).toBe(409);
    await t.app.jobs.runDue({ kinds: [DATA_EXPORT_JOB] });
    expect((await latest(bob))?.status).toBe('ready');
    const rows = await t.db.select().from(dataExports).where(eq(dataExports.userId, bob.user.id));
    expect(rows).toHaveLength(1);
  });

  it('downloads only by the owner’s signed link: 404 without it or with another export’s, 410 once expired', async () => {
    const mine = await latest(alice);
    const bobs = await latest(bob);
    const path = `/api/users/export/${mine?.id}/download`;
    expect((await fetchZip(path)).statusCode).toBe(404);
    const withBearer = await t.app.inject({ method: 'GET', url: path, headers: bearer(bob.token) });
    expect(withBearer.statusCode).toBe(404);
    const query = (bobs?.download_url ?? '').split('?')[1];
    expect((await fetchZip(`${path}?${query}`)).statusCode).toBe(404);
    expect((await fetchZip(`${path}?exp=1&sig=x`)).statusCode).toBe(404);
    expect((await fetchZip('/api/users/export/nope/download')).statusCode).toBe(422);

    await t.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, mine?.id ?? ''));
    expect((await latest(alice))?.status).toBe('expired');
    const gone = await fetchZip(mine?.download_url ?? '');
    expect(gone.statusCode).toBe(410);
    expect(typeof gone.json().detail).toBe('string');
  });

  it('a new export replaces the older one once ready, and a stale pending one fails', async () => {
    const old = await latest(alice);
    await t.db
      .update(dataExports)
      .set({ createdAt: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(dataExports.id, old?.id ?? ''));
    expect((await call(alice.token, 'POST', '/api/users/export')).statusCode).toBe(202);
    await t.app.jobs.runDue({ kinds: [DATA_EXPORT_JOB] });
    const rows = await t.db.select().from(dataExports).where(eq(dataExports.userId, alice.user.id));
    expect(rows.map((r) => r.status)).toEqual(['ready']);
    expect(rows[0]?.id).not.toBe(old?.id);

    // A pending export whose process stopped long ago is failed, and a new one may start.
    const carol = await registerUser(t.app);
    await t.db
      .insert(dataExports)
      .values({ userId: carol.user.id, createdAt: new Date(Date.now() - 3600_000) });
    expect((await latest(carol))?.status).toBe('failed');
    expect((await call(carol.token, 'POST', '/api/users/export')).statusCode).toBe(202);
    await t.app.jobs.runDue({ kinds: [DATA_EXPORT_JOB] });
    expect((await latest(carol))?.status).toBe('ready');
  });

  it('keeps one pending export per user in the database itself', async () => {
    const dave = await registerUser(t.app);
    const first = await dataExportRepo.insertPending(t.db, dave.user.id);
    expect(first?.status).toBe('pending');
    expect(await dataExportRepo.insertPending(t.db, dave.user.id)).toBeNull();
    await dataExportRepo.markFailed(t.db, first?.id ?? '');
    expect((await dataExportRepo.insertPending(t.db, dave.user.id))?.status).toBe('pending');
  });

  it('an account deleted takes its archive with it', async () => {
    const erin = await registerUser(t.app);
    expect((await call(erin.token, 'POST', '/api/users/export')).statusCode).toBe(202);
    await t.app.jobs.runDue({ kinds: [DATA_EXPORT_JOB] });
    const [row] = await t.db.select().from(dataExports).where(eq(dataExports.userId, erin.user.id));
    const file = join(t.config.mediaDir, row?.fileKey ?? 'missing');
    expect(existsSync(file)).toBe(true);
    // The export's job and the verification mail's (a new account is mailed a link).
    expect(await t.db.select().from(jobs).where(eq(jobs.ownerId, erin.user.id))).toHaveLength(2);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/delete-account',
      headers: bearer(erin.token),
      payload: { current_password: erin.password },
    });
    expect(gone.statusCode, gone.body).toBe(204);
    expect(existsSync(file)).toBe(false);
    // So do its jobs (the export's and the mail's, here).
    expect(await t.db.select().from(jobs).where(eq(jobs.ownerId, erin.user.id))).toEqual([]);
  });

  it('needs a sign-in to start or see an export', async () => {
    for (const method of ['GET', 'POST'] as const)
      expect((await t.app.inject({ method, url: '/api/users/export' })).statusCode).toBe(401);
  });
});
