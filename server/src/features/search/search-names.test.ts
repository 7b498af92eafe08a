import type { SearchResponse } from '@krug/contract/search';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';

// Issue 21: names by part and despite typos (pg_trgm), closest first, each area's privacy intact.
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let viewer: U;
const ids: Record<string, string> = {};

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const search = async (kind: string, text: string) => {
  const res = await call(viewer.token, 'GET', `/api/search?kind=${kind}&q=${encodeURIComponent(text)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchResponse>();
};
const people = async (text: string) => (await search('people', text)).people.map((p) => p.id);
const families = async (text: string) => (await search('families', text)).families.map((f) => f.name);
const orgs = async (text: string) => (await search('organizations', text)).organizations.map((o) => o.name);

async function family(owner: U, name: string, open: boolean) {
  const res = await call(owner.token, 'POST', '/api/family/create-with-members', {
    name,
    privacy_level: 'PUBLIC',
    members: [],
  });
  expect(res.statusCode, res.body).toBe(201);
  await call(owner.token, 'PUT', `/api/family/${res.json().id}/privacy`, {
    is_private: !open,
    allow_public_discovery: open,
    who_can_see_posts: 'family',
    who_can_comment: 'family',
    profile_searchability: open ? 'public' : 'none',
  });
}

beforeAll(async () => {
  t = await createTestApp();
  viewer = await registerUser(t.app, { first_name: 'Зритель', last_name: 'Смотров' });
  const make = async (key: string, first: string, last: string) => {
    const u = await registerUser(t.app, { first_name: first, last_name: last });
    ids[key] = u.user.id;
    return u;
  };
  const ivanova = await make('ivanova', 'Анна', 'Иванова');
  await make('ivanovskaya', 'Мария', 'Ивановская');
  await make('smirnov', 'Пётр', 'Смирнов');
  await make('petrova', 'Ольга', 'Петрова');
  await make('hidden', 'Скрытый', 'Смирнов');
  await t.db
    .update(users)
    .set({ privacySettings: { profile_visible_to_public: false } })
    .where(eq(users.id, ids.hidden ?? ''));
  await family(ivanova, 'Ивановы', true);
  await family(ivanova, 'Смирновы', false);
  for (const name of ['Ромашка', 'Одуванчик и партнёры']) {
    const res = await call(ivanova.token, 'POST', '/api/work/organizations', {
      name,
      description: 'Описание',
      industry: 'Technology',
      creator_job_title: 'Директор',
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}, 60_000);
afterAll(() => t.close());

describe('people', () => {
  it('tolerate typos: «Иванва» finds «Иванова», «Смирнв» finds «Смирнов»', async () => {
    expect(await people('Иванва')).toContain(ids.ivanova);
    expect(await people('Смирнв')).toContain(ids.smirnov);
    expect(await people('Анна Иванва')).toContain(ids.ivanova);
  });

  it('keep prefix and partial input working, closest first', async () => {
    expect(await people('Иван')).toEqual(expect.arrayContaining([ids.ivanova, ids.ivanovskaya]));
    expect((await people('Иванова'))[0]).toBe(ids.ivanova);
    expect((await people('ивановская'))[0]).toBe(ids.ivanovskaya);
  });

  it('do not turn an unrelated name into a match', async () => {
    expect(await people('Иванва')).not.toContain(ids.petrova);
    expect(await people('Сидоренко')).toEqual([]);
  });

  it('still hide a profile closed to the public, typo or not', async () => {
    expect(await people('Смирнов')).not.toContain(ids.hidden);
    expect(await people('Смирнв')).not.toContain(ids.hidden);
  });
});

describe('families and organizations', () => {
  it('find a family despite a typo, and never a family that hides itself', async () => {
    expect(await families('Ивновы')).toEqual(['Ивановы']);
    expect(await families('Иван')).toEqual(['Ивановы']);
    expect(await families('Смирновы')).toEqual([]);
    expect(await families('Смирнвы')).toEqual([]);
  });

  it('find an organization despite a typo and by a word of its name', async () => {
    expect(await orgs('Ромашко')).toEqual(['Ромашка']);
    expect(await orgs('Одуванчек')).toEqual(['Одуванчик и партнёры']);
    expect(await orgs('партнёры')).toEqual(['Одуванчик и партнёры']);
    expect(await orgs('Василёк')).toEqual([]);
  });
});
