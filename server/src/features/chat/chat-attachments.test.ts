import { CHAT_TEXTS } from '@krug/contract/chat';
import { CHAT_ATTACHMENT_TEXTS, MUTED_FOREVER } from '@krug/contract/chat-attachments';
import type { MediaFile } from '@krug/contract/media';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessageMedia, chatMessages } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { allowGroupAdds, bearer, registerUser } from '../../test/factories.ts';
import { FILES } from '../../test/files.ts';
import { openLiveSocket } from '../../test/live-socket.ts';
import { uploadMedia } from '../../test/multipart.ts';

/** Issue 31: files in chat messages, a group's shared media, muting a group. */
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let anna: U;
let boris: U;
let outsider: U;
let groupId: string;
let otherGroupId: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (u: U, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(u.token), ...(payload ? { payload } : {}) });
const rows = async (table: typeof chatMessages | typeof chatMessageMedia) =>
  (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;

const upload = (u: U, filename: string, data: Buffer) => uploadMedia(t.app, u.token, filename, data);
const send = (u: U, group: string, payload: object) =>
  call(u, 'POST', `/api/chat-groups/${group}/messages`, payload);

beforeAll(async () => {
  t = await createTestApp();
  anna = await registerUser(t.app, { first_name: 'Анна' });
  boris = await registerUser(t.app, { first_name: 'Борис' });
  outsider = await registerUser(t.app, { first_name: 'Чужой' });
  await allowGroupAdds(t.app, boris.token);
  const res = await call(anna, 'POST', '/api/chat-groups', { name: 'Дача', member_ids: [boris.user.id] });
  expect(res.statusCode, res.body).toBe(201);
  groupId = res.json().group.id;
  otherGroupId = (await call(outsider, 'POST', '/api/chat-groups', { name: 'Своя' })).json().group.id;
});
afterAll(() => t.close());

describe('sending files', () => {
  it('sends a photo and a PDF with a caption: the sender, the list and the live event carry them', async () => {
    const photo = await upload(anna, 'dacha.png', await FILES.png());
    const pdf = await upload(anna, 'plan.pdf', await FILES.pdf());
    const socket = await openLiveSocket(t.app, boris.token);
    try {
      const heard = socket.waitFor((e) => e.type === 'chat.message');
      const res = await send(anna, groupId, { content: ' Смотрите ', media_ids: [photo.id, pdf.id] });
      expect(res.statusCode, res.body).toBe(201);
      const message = res.json();
      expect(message.content).toBe('Смотрите');
      expect(message.attachments.map((f: MediaFile) => f.original_filename)).toEqual([
        'dacha.png',
        'plan.pdf',
      ]);
      const [image, doc] = message.attachments as MediaFile[];
      // Members get the feed's reader view: the placeholder and size, never the original's link.
      expect(image).toMatchObject({ file_type: 'image', width: 64, height: 48 });
      expect(image?.placeholder).toBeTruthy();
      expect(image?.file_url).toContain('variant=');
      expect(doc).toMatchObject({ file_type: 'document', mime_type: 'application/pdf' });
      const live = (await heard) as unknown as { message: { attachments: MediaFile[] } };
      expect(live.message.attachments.map((f) => f.id)).toEqual([photo.id, pdf.id]);
    } finally {
      socket.ws.terminate();
    }
    const list = (await call(boris, 'GET', `/api/chat-groups/${groupId}/messages`)).json();
    const last = list.messages.at(-1);
    expect(last.attachments.map((f: MediaFile) => f.id)).toEqual([photo.id, pdf.id]);
    // The thumbnail link works for the other member.
    const thumb = new URL(last.attachments[0].thumbnail_url, 'http://x');
    const bytes = await t.app.inject({ method: 'GET', url: thumb.pathname + thumb.search });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/webp');
  });

  it('sends files without text; a message with neither is 422', async () => {
    const photo = await upload(anna, 'solo.png', await FILES.png());
    const res = await send(anna, groupId, { media_ids: [photo.id] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ content: '', attachments: [{ id: photo.id }] });
    const empty = await send(anna, groupId, { content: '  ', media_ids: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toContain(CHAT_TEXTS.messageEmpty);
  });

  it("refuses someone else's file, an unknown id, a duplicate and more than 10 files (422, nothing written)", async () => {
    const hers = await upload(anna, 'hers.png', await FILES.png());
    const mine = await upload(boris, 'mine.png', await FILES.png());
    const before = [await rows(chatMessages), await rows(chatMessageMedia)];
    const cases: [object, string][] = [
      [{ content: 'x', media_ids: [mine.id, hers.id] }, CHAT_ATTACHMENT_TEXTS.notYours],
      [{ content: 'x', media_ids: ['00000000-0000-4000-8000-000000000000'] }, CHAT_ATTACHMENT_TEXTS.notYours],
      [{ content: 'x', media_ids: [mine.id, mine.id] }, CHAT_ATTACHMENT_TEXTS.duplicate],
      [{ content: 'x', media_ids: Array.from({ length: 11 }, () => mine.id) }, CHAT_ATTACHMENT_TEXTS.tooMany],
    ];
    for (const [payload, detail] of cases) {
      const res = await send(boris, groupId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().detail).toContain(detail);
    }
    expect([await rows(chatMessages), await rows(chatMessageMedia)]).toEqual(before);
  });

  it('a non-member sending their own file to the group gets 404 and nothing is written', async () => {
    const own = await upload(outsider, 'own.png', await FILES.png());
    const before = [await rows(chatMessages), await rows(chatMessageMedia)];
    expect((await send(outsider, groupId, { content: 'x', media_ids: [own.id] })).statusCode).toBe(404);
    expect([await rows(chatMessages), await rows(chatMessageMedia)]).toEqual(before);
  });

  it('the same client key answers the first message with its files, once', async () => {
    const photo = await upload(boris, 'key.png', await FILES.png());
    const body = { content: 'Раз', media_ids: [photo.id], client_key: crypto.randomUUID() };
    const first = await send(boris, groupId, body);
    const again = await send(boris, groupId, body);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toMatchObject({ id: first.json().id, attachments: [{ id: photo.id }] });
  });
});

describe('shared media and its files', () => {
  it('lists photos and files apart, newest first, keyset-paginated; a non-member gets 404', async () => {
    const photos = (
      await call(boris, 'GET', `/api/chat-groups/${groupId}/media?kind=media&limit=100`)
    ).json();
    const names = photos.items.map((i: { file: MediaFile }) => i.file.original_filename);
    expect(names).toEqual(['key.png', 'solo.png', 'dacha.png']);
    const files = (await call(boris, 'GET', `/api/chat-groups/${groupId}/media?kind=files`)).json();
    expect(files.items.map((i: { file: MediaFile }) => i.file.original_filename)).toEqual(['plan.pdf']);
    expect(files.items[0]).toMatchObject({ user_id: anna.user.id });

    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const q: string = cursor ? `&before=${cursor}` : '';
      const page = (
        await call(anna, 'GET', `/api/chat-groups/${groupId}/media?kind=media&limit=1${q}`)
      ).json();
      walked.push(...page.items.map((i: { file: MediaFile }) => i.file.original_filename));
      cursor = page.next_cursor;
    } while (cursor);
    expect(walked).toEqual(names);

    const refused = await call(outsider, 'GET', `/api/chat-groups/${groupId}/media`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().detail).toBe(CHAT_TEXTS.groupNotFound);
    expect((await call(anna, 'GET', `/api/chat-groups/${groupId}/media?kind=all`)).statusCode).toBe(422);
  });

  it('a member opens a file sent in the group; a non-member, or a file never sent there, is 404', async () => {
    const page = (await call(anna, 'GET', `/api/chat-groups/${groupId}/media?kind=files`)).json();
    const pdfId = page.items[0].file.id as string;
    const opened = await call(boris, 'GET', `/api/chat-groups/${groupId}/media/${pdfId}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ file: { id: pdfId, original_filename: 'plan.pdf' } });
    expect((await call(outsider, 'GET', `/api/chat-groups/${groupId}/media/${pdfId}`)).statusCode).toBe(404);
    // The outsider's own group never saw it either.
    expect((await call(outsider, 'GET', `/api/chat-groups/${otherGroupId}/media/${pdfId}`)).statusCode).toBe(
      404,
    );
    const unsent = await upload(anna, 'unsent.png', await FILES.png());
    expect((await call(anna, 'GET', `/api/chat-groups/${groupId}/media/${unsent.id}`)).statusCode).toBe(404);
  });

  it('a file sent in a group can be reported by its members, not by anyone else', async () => {
    const page = (await call(anna, 'GET', `/api/chat-groups/${groupId}/media?kind=files`)).json();
    const pdfId = page.items[0].file.id as string;
    const report = (u: U) =>
      call(u, 'POST', '/api/reports', { target_type: 'media', target_id: pdfId, reason: 'spam' });
    expect((await report(outsider)).statusCode).toBe(404);
    expect((await report(boris)).statusCode).toBeLessThan(300);
  });
});

describe('mute', () => {
  it('mutes for 1 hour, 8 hours or for good, shows it on the entry, keeps it out of the unread total', async () => {
    const entry = async () =>
      (await call(boris, 'GET', '/api/chat-groups'))
        .json()
        .chat_groups.find((g: { group: { id: string } }) => g.group.id === groupId);
    await call(anna, 'POST', `/api/chat-groups/${groupId}/messages`, { content: 'Непрочитанное' });
    const unread = async () => (await call(boris, 'GET', '/api/chat-groups/unread')).json().total;
    const before = await unread();
    expect(before).toBeGreaterThan(0);

    const hour = await call(boris, 'PUT', `/api/chat-groups/${groupId}/mute`, { duration: '1h' });
    expect(hour.statusCode, hour.body).toBe(200);
    const until = new Date(hour.json().muted_until).getTime();
    expect(until - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    expect((await entry()).muted_until).toBe(hour.json().muted_until);
    expect(await unread()).toBe(0);
    // The group's own badge still counts.
    expect((await entry()).unread_count).toBe(before);

    const eight = await call(boris, 'PUT', `/api/chat-groups/${groupId}/mute`, { duration: '8h' });
    expect(new Date(eight.json().muted_until).getTime() - Date.now()).toBeGreaterThan(7 * 3600_000);
    const forever = await call(boris, 'PUT', `/api/chat-groups/${groupId}/mute`, { duration: 'forever' });
    expect(forever.json().muted_until).toBe(MUTED_FOREVER);
    expect((await entry()).muted_until).toBe(MUTED_FOREVER);
    // Only boris muted it.
    const annas = (await call(anna, 'GET', '/api/chat-groups')).json().chat_groups;
    expect(annas.find((g: { group: { id: string } }) => g.group.id === groupId).muted_until).toBeNull();

    const off = await call(boris, 'DELETE', `/api/chat-groups/${groupId}/mute`);
    expect(off.json()).toEqual({ group_id: groupId, muted_until: null });
    expect(await unread()).toBe(before);
  });

  it('refuses a bad duration (422) and a non-member (404)', async () => {
    expect(
      (await call(boris, 'PUT', `/api/chat-groups/${groupId}/mute`, { duration: '2h' })).statusCode,
    ).toBe(422);
    expect(
      (await call(outsider, 'PUT', `/api/chat-groups/${groupId}/mute`, { duration: '1h' })).statusCode,
    ).toBe(404);
    expect((await call(outsider, 'DELETE', `/api/chat-groups/${groupId}/mute`)).statusCode).toBe(404);
  });
});
