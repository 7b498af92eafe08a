import { PEOPLE_TEXTS } from '@krug/contract/people';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { image } from '../../test/files.ts';
import { peopleKit, type U } from './people.test-kit.ts';

// Issue 32 item 14: a person's page gets a cover, «О себе» and mutual friends, like VK.
let t: TestApp;
const { call, person } = peopleKit(() => t.app);
const page = async (viewer: U, of: U) => {
  const res = await call(viewer, 'GET', `/api/people/${of.user.id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
async function befriend(a: U, b: U) {
  const sent = await call(a, 'POST', '/api/friends/requests', { user_id: b.user.id });
  expect(sent.statusCode, sent.body).toBe(201);
  const ok = await call(b, 'POST', `/api/friends/requests/${sent.json().id}/accept`);
  expect(ok.statusCode, ok.body).toBe(200);
}
const dataUrl = async (width: number, height: number) =>
  `data:image/png;base64,${(await image('png', width, height)).toString('base64')}`;
const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('«О себе»', () => {
  it('is saved trimmed, shown on the page, cleared by an empty text, and 500 characters at most', async () => {
    const me = await person('Автор');
    const guest = await person('Гость');
    expect((await page(guest, me)).about).toBeNull();

    const saved = await call(me, 'PUT', '/api/users/about', { about: '  Люблю рыбалку\nи дачу  ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ about: 'Люблю рыбалку\nи дачу', cover_picture: null });
    expect((await page(guest, me)).about).toBe('Люблю рыбалку\nи дачу');
    expect((await page(me, me)).about).toBe('Люблю рыбалку\nи дачу');

    const long = await call(me, 'PUT', '/api/users/about', { about: 'я'.repeat(501) });
    expect(long.statusCode).toBe(422);
    expect(long.json().detail).toBe(PEOPLE_TEXTS.aboutTooLong);
    // Spaces around do not count; exactly 500 is fine.
    const edge = await call(me, 'PUT', '/api/users/about', { about: ` ${'я'.repeat(500)} ` });
    expect(edge.statusCode, edge.body).toBe(200);
    expect((await page(guest, me)).about).toHaveLength(500);
    const notText = await call(me, 'PUT', '/api/users/about', { about: 5 });
    expect(notText.statusCode).toBe(422);
    expect(notText.json().detail).toBe(PEOPLE_TEXTS.aboutNotText);

    const cleared = await call(me, 'PUT', '/api/users/about', { about: '   ' });
    expect(cleared.json().about).toBeNull();
    expect((await page(guest, me)).about).toBeNull();
  });
});

describe('the cover', () => {
  it('is re-encoded to a 1500×500 WebP, replaced (the old file gone) and removed', async () => {
    const me = await person('Обложкин');
    const guest = await person('Гость');
    const first = await call(me, 'PUT', '/api/users/profile-cover', { cover_image: await dataUrl(900, 600) });
    expect(first.statusCode, first.body).toBe(200);
    const url = first.json().cover_picture as string;
    expect(url).toMatch(/^\/api\/users\/covers\/[0-9a-f-]{36}\.webp$/);
    expect((await page(guest, me)).cover_picture).toBe(url);
    const served = await fetchFile(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const { default: sharp } = await import('sharp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1500, 500]);

    const second = await call(me, 'PUT', '/api/users/profile-cover', {
      cover_image: await dataUrl(3000, 1000),
    });
    const next = second.json().cover_picture as string;
    expect(next).not.toBe(url);
    expect((await fetchFile(url)).statusCode).toBe(404);
    expect((await fetchFile(next)).statusCode).toBe(200);

    const text = await call(me, 'PUT', '/api/users/profile-cover', {
      cover_image: `data:image/png;base64,${Buffer.from('hi').toString('base64')}`,
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().detail).toBe(PEOPLE_TEXTS.coverNotImage);
    expect((await page(guest, me)).cover_picture).toBe(next);

    const removed = await call(me, 'DELETE', '/api/users/profile-cover');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().cover_picture).toBeNull();
    expect((await fetchFile(next)).statusCode).toBe(404);
    expect((await page(guest, me)).cover_picture).toBeNull();
    expect((await fetchFile('/api/users/covers/nope.webp')).statusCode).toBe(404);
  });

  it('goes with the account', async () => {
    const me = await person('Уходящий');
    const url = (
      await call(me, 'PUT', '/api/users/profile-cover', { cover_image: await dataUrl(200, 100) })
    ).json().cover_picture as string;
    expect((await fetchFile(url)).statusCode).toBe(200);
    const gone = await call(me, 'DELETE', '/api/auth/delete-account', { current_password: me.password });
    expect(gone.statusCode, gone.body).toBe(204);
    expect((await fetchFile(url)).statusCode).toBe(404);
  });
});

describe('a restricted page', () => {
  it('hides «О себе», the cover and mutual friends', async () => {
    const hidden = await person('Скрытный');
    const stranger = await person('Чужой');
    await call(hidden, 'PUT', '/api/users/about', { about: 'Секрет' });
    await call(hidden, 'PUT', '/api/users/profile-cover', { cover_image: await dataUrl(200, 100) });
    expect(
      (await call(hidden, 'PUT', '/api/users/privacy', { profile_visible_to_public: false })).statusCode,
    ).toBe(200);
    expect(await page(stranger, hidden)).toMatchObject({
      restricted: true,
      about: null,
      cover_picture: null,
      mutual_friends: null,
    });
    expect(await page(hidden, hidden)).toMatchObject({ about: 'Секрет', cover_picture: expect.any(String) });
  });
});

describe('mutual friends', () => {
  it('counts the friends of both, lists six by name, leaves out blocked people, and is null on one’s own page', async () => {
    const viewer = await person('Зритель');
    const host = await person('Хозяин');
    expect((await page(viewer, viewer)).mutual_friends).toBeNull();
    expect((await page(viewer, host)).mutual_friends).toEqual({ count: 0, people: [] });

    const names = ['Вера', 'Анна', 'Глеб', 'Борис', 'Дарья', 'Ефим', 'Жанна'];
    const both: U[] = [];
    for (const name of names) {
      const p = await person(name, 'Общий');
      await befriend(viewer, p);
      await befriend(p, host);
      both.push(p);
    }
    // Friends of only one of them and a pending request do not count.
    await befriend(viewer, await person('Только', 'Мой'));
    await befriend(await person('Только', 'Его'), host);
    const pending = await person('Ждущий', 'Общий');
    await befriend(pending, host);
    await call(viewer, 'POST', '/api/friends/requests', { user_id: pending.user.id });

    const mutual = (await page(viewer, host)).mutual_friends;
    expect(mutual.count).toBe(7);
    expect(mutual.people.map((p: { first_name: string }) => p.first_name)).toEqual([
      'Анна',
      'Борис',
      'Вера',
      'Глеб',
      'Дарья',
      'Ефим',
    ]);
    const anna = both[1] as U;
    expect(mutual.people[0]).toEqual({
      id: anna.user.id,
      first_name: 'Анна',
      last_name: 'Общий',
      profile_picture: null,
    });
    // The same from the other side.
    expect((await page(host, viewer)).mutual_friends.count).toBe(7);

    // A person the viewer blocked, or who blocked the host, is no mutual friend (CONTRACT §8).
    expect((await call(viewer, 'POST', '/api/blocks', { user_id: anna.user.id })).statusCode).toBe(201);
    expect((await call(both[0] as U, 'POST', '/api/blocks', { user_id: host.user.id })).statusCode).toBe(201);
    const after = (await page(viewer, host)).mutual_friends;
    expect(after.count).toBe(5);
    expect(after.people.map((p: { first_name: string }) => p.first_name)).toEqual([
      'Борис',
      'Глеб',
      'Дарья',
      'Ефим',
      'Жанна',
    ]);
  });
});
