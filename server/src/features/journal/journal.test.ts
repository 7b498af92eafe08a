import { JOURNAL_TEXTS } from '@krug/contract/journal';
import { addDaysTo } from '@krug/contract/recurrence';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptInvitations, bearer, registerUser } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';

/** Issue 34 §3: the Journal (private or family entries) and «В этот день». */
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let me: U;
let sister: U;
let invitee: U;
let outsider: U;
let familyId: string;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (u: U, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(u.token), ...(payload ? { payload } : {}) });
const ok = async (u: U, method: Method, url: string, payload?: object) => {
  const res = await call(u, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.statusCode === 204 ? undefined : res.json();
};
/** A JPEG whose EXIF says when it was taken (the camera's clock, `YYYY:MM:DD HH:MM:SS`). */
const photoTaken = (exifDate: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Камера' }, IFD2: { DateTimeOriginal: exifDate } })
    .toBuffer();
async function upload(u: U, data: Buffer, filename = 'photo.jpg') {
  const body = multipart([
    { name: 'privacy_level', value: 'private' },
    { name: 'file', filename, data },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    headers: { ...bearer(u.token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; taken_at: string | null };
}
const today = '2026-11-26';
const yearAgo = '2025-11-26';

beforeAll(async () => {
  t = await createTestApp();
  me = await registerUser(t.app, { first_name: 'Вера', last_name: 'Лебедева' });
  sister = await registerUser(t.app, { first_name: 'Надя', last_name: 'Лебедева' });
  invitee = await registerUser(t.app, { first_name: 'Гость', last_name: 'Позже' });
  outsider = await registerUser(t.app, { first_name: 'Чужой', last_name: 'Человек' });
  const family = await ok(me, 'POST', '/api/family/create-with-members', {
    name: 'Лебедевы',
    members: [
      { user_id: sister.user.id, relationship: 'sibling' },
      { user_id: invitee.user.id, relationship: 'other' },
    ],
  });
  familyId = family.id;
  await acceptInvitations(t.app, sister.token);
}, 60_000);
afterAll(() => t.close());

describe('the date a photo was taken', () => {
  it('is read from EXIF at upload, before any copy drops the metadata', async () => {
    const file = await upload(me, await photoTaken('2025:10:26 18:30:00'));
    expect(file.taken_at).toBe('2025-10-26T18:30:00.000Z');
    const plain = await upload(
      me,
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
      'a.png',
    );
    expect(plain.taken_at).toBeNull();
  });
});

describe('journal entries', () => {
  let privateId: string;
  let familyEntryId: string;
  it('keeps a private entry with photos, a mood and tags to its author', async () => {
    const photo = await upload(me, await photoTaken('2026:11:20 12:00:00'));
    const entry = await ok(me, 'POST', '/api/journal', {
      content: 'Первый снег',
      entry_date: '2026-11-20',
      mood: 'joy',
      tags: ['#Зима', 'снег', 'зима'],
      media_ids: [photo.id],
    });
    privateId = entry.id;
    expect(entry).toMatchObject({
      visibility: 'ONLY_ME',
      mood: 'joy',
      tags: ['зима', 'снег'],
      can_edit: true,
    });
    expect(entry.media_files.map((f: { id: string }) => f.id)).toEqual([photo.id]);
    for (const u of [sister, outsider, invitee])
      expect((await call(u, 'GET', `/api/journal/${privateId}`)).statusCode).toBe(404);
    const theirs = await ok(sister, 'GET', '/api/journal');
    expect(theirs.entries.map((e: { id: string }) => e.id)).not.toContain(privateId);
  });

  it('shares a FAMILY_ONLY entry with the family’s accepted members only', async () => {
    const entry = await ok(me, 'POST', '/api/journal', {
      content: 'Дача у бабушки',
      entry_date: '2026-08-01',
      visibility: 'FAMILY_ONLY',
      family_id: familyId,
    });
    familyEntryId = entry.id;
    const seen = await ok(sister, 'GET', `/api/journal/${familyEntryId}`);
    expect(seen).toMatchObject({ can_edit: false, author: { first_name: 'Вера' } });
    expect((await ok(sister, 'GET', '/api/journal')).entries.map((e: { id: string }) => e.id)).toEqual([
      familyEntryId,
    ]);
    expect((await ok(sister, 'GET', '/api/journal?author=me')).entries).toEqual([]);
    for (const u of [outsider, invitee])
      expect((await call(u, 'GET', `/api/journal/${familyEntryId}`)).statusCode).toBe(404);
  });

  it('lets only the author edit and delete', async () => {
    const body = {
      content: 'Чужая правка',
      entry_date: '2026-08-01',
      visibility: 'FAMILY_ONLY',
      family_id: familyId,
    };
    expect((await call(sister, 'PUT', `/api/journal/${familyEntryId}`, body)).statusCode).toBe(403);
    expect((await call(sister, 'DELETE', `/api/journal/${familyEntryId}`)).statusCode).toBe(403);
    expect((await call(outsider, 'DELETE', `/api/journal/${familyEntryId}`)).statusCode).toBe(404);
    const edited = await ok(me, 'PUT', `/api/journal/${familyEntryId}`, {
      ...body,
      content: 'Дача у бабушки, август',
    });
    expect(edited.content).toBe('Дача у бабушки, август');
    await ok(me, 'DELETE', `/api/journal/${privateId}`);
    expect((await call(me, 'GET', `/api/journal/${privateId}`)).statusCode).toBe(404);
  });

  it('refuses an empty text, a future date, someone else’s photo and a family the author is not in', async () => {
    const theirPhoto = await upload(outsider, await photoTaken('2026:01:01 10:00:00'));
    const otherFamily = await ok(outsider, 'POST', '/api/family/create-with-members', { name: 'Чужие' });
    const refuse = async (payload: object, detail: string) => {
      const res = await call(me, 'POST', '/api/journal', {
        content: 'Текст',
        entry_date: '2026-01-01',
        ...payload,
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().detail).toBe(detail);
    };
    await refuse({ content: '  ' }, JOURNAL_TEXTS.contentRequired);
    await refuse({ entry_date: '2999-01-01' }, JOURNAL_TEXTS.futureDate);
    await refuse({ media_ids: [theirPhoto.id] }, JOURNAL_TEXTS.photoNotFound);
    await refuse({ visibility: 'FAMILY_ONLY', family_id: otherFamily.id }, JOURNAL_TEXTS.notFamilyMember);
    expect((await call(me, 'GET', '/api/journal?before=garbage')).statusCode).toBe(422);
  });

  it('pages by day with a cursor', async () => {
    for (const d of ['2026-01-01', '2026-01-02', '2026-01-03'])
      await ok(me, 'POST', '/api/journal', { content: `День ${d}`, entry_date: d });
    const first = await ok(me, 'GET', '/api/journal?author=me&limit=2');
    expect(first.entries.map((e: { entry_date: string }) => e.entry_date)).toEqual([
      '2026-08-01',
      '2026-01-03',
    ]);
    const second = await ok(me, 'GET', `/api/journal?author=me&limit=2&before=${first.next_cursor}`);
    expect(second.entries.map((e: { entry_date: string }) => e.entry_date)).toEqual([
      '2026-01-02',
      '2026-01-01',
    ]);
    expect(second.next_cursor).toBeNull();
  });
});

describe('«В этот день»', () => {
  it('gathers the user’s own posts, entries and photos from this day of earlier years, and nobody else’s', async () => {
    const photo = await upload(me, await photoTaken('2025:11:26 09:15:00'));
    await upload(me, await photoTaken('2025:11:27 09:15:00'));
    const thisYear = await upload(me, await photoTaken('2026:11:26 08:00:00'));
    const entry = await ok(me, 'POST', '/api/journal', { content: 'Год назад', entry_date: yearAgo });
    await ok(me, 'POST', '/api/journal', { content: 'Сегодня', entry_date: today });
    // The sister's family entry of that day is hers, not mine.
    await ok(sister, 'POST', '/api/journal', {
      content: 'Её день',
      entry_date: yearAgo,
      visibility: 'FAMILY_ONLY',
      family_id: familyId,
    });
    const sisterPhoto = await upload(sister, await photoTaken('2025:11:26 10:00:00'));
    // A post written two years ago on this day (Moscow time), and one of the sister's.
    const post = await ok(me, 'POST', '/api/posts', {
      content: 'Два года назад',
      visibility: 'PUBLIC',
      source_module: 'family',
    });
    await t.db
      .update(posts)
      .set({ createdAt: new Date('2024-11-26T10:00:00Z') })
      .where(eq(posts.id, post.id));
    const hers = await ok(sister, 'POST', '/api/posts', {
      content: 'Её запись',
      visibility: 'PUBLIC',
      source_module: 'family',
    });
    await t.db
      .update(posts)
      .set({ createdAt: new Date('2024-11-26T11:00:00Z') })
      .where(eq(posts.id, hers.id));

    const res = await ok(me, 'GET', `/api/memories/on-this-day?date=${today}`);
    expect(res.date).toBe(today);
    expect(res.years.map((y: { year: number }) => y.year)).toEqual([2025, 2024]);
    const [y2025, y2024] = res.years;
    expect(y2025.years_ago).toBe(1);
    expect(y2025.photos.map((p: { id: string }) => p.id)).toEqual([photo.id]);
    expect(y2025.entries.map((e: { id: string }) => e.id)).toEqual([entry.id]);
    expect(y2024.posts.map((p: { id: string }) => p.id)).toEqual([post.id]);
    const everything = JSON.stringify(res);
    for (const other of [sisterPhoto.id, hers.id, thisYear.id, 'Её день', 'Сегодня'])
      expect(everything).not.toContain(other);
    // The sister's own day has her things only.
    const theirs = await ok(sister, 'GET', `/api/memories/on-this-day?date=${today}`);
    expect(JSON.stringify(theirs)).not.toContain(photo.id);
    expect(JSON.stringify(theirs)).not.toContain('Год назад');
    expect(theirs.years.flatMap((y: { photos: { id: string }[] }) => y.photos.map((p) => p.id))).toEqual([
      sisterPhoto.id,
    ]);
    // Another day has nothing.
    expect((await ok(me, 'GET', `/api/memories/on-this-day?date=${addDaysTo(today, 40)}`)).years).toEqual([]);
    expect((await call(me, 'GET', '/api/memories/on-this-day?date=26.11.2026')).statusCode).toBe(422);
  });
});
