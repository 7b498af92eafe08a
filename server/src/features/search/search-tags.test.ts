import { readFileSync } from 'node:fs';
import { extractHashtags, type PopularTagsResponse, type SearchResponse } from '@krug/contract/search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { tagsRepo } from '../tags/tags.repo.ts';
import { hashtagOf } from './search.service.ts';

// Issue 21: hashtags in posts, `q` = `#tag`, «Популярные теги», and the migration's backfill.
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let anna: U;
let boris: U;
const ids: Record<string, string> = {};

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const tagged = async (token: string, tag: string) => {
  const res = await call(token, 'GET', `/api/search?kind=posts&limit=100&q=${encodeURIComponent(tag)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchResponse>().posts.map((p) => p.id);
};
async function post(author: U, content: string, visibility = 'PUBLIC') {
  const res = await call(author.token, 'POST', '/api/posts', {
    content,
    visibility,
    source_module: 'community',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
const popular = async (token = boris.token) => {
  const res = await call(token, 'GET', '/api/tags/popular');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PopularTagsResponse>().tags;
};

beforeAll(async () => {
  t = await createTestApp();
  anna = await registerUser(t.app, { first_name: 'Анна' });
  boris = await registerUser(t.app, { first_name: 'Борис' });
  ids.dacha = await post(anna, 'Лето! #Дача #огород');
  ids.dacha2 = await post(anna, 'Снова #дача');
  ids.similar = await post(anna, 'Почти: #дачный сезон и дача без решётки');
  ids.secret = await post(anna, 'Только мне #дача #секрет', 'ONLY_ME');
  ids.family = await post(anna, 'Для семьи #семейное', 'FAMILY_ONLY');
}, 60_000);
afterAll(() => t.close());

describe('hashtags in search', () => {
  it('finds the posts carrying exactly that tag, case-insensitive', async () => {
    expect(await tagged(anna.token, '#дача')).toEqual([ids.secret, ids.dacha2, ids.dacha]);
    expect(await tagged(anna.token, '#ДАЧА')).toEqual([ids.secret, ids.dacha2, ids.dacha]);
    expect(await tagged(anna.token, ' #огород ')).toEqual([ids.dacha]);
    expect(await tagged(anna.token, '#нет_такого')).toEqual([]);
  });

  it("keeps the viewer's rule: another's private post never comes up by its tag", async () => {
    expect(await tagged(boris.token, '#дача')).toEqual([ids.dacha2, ids.dacha]);
    expect(await tagged(boris.token, '#секрет')).toEqual([]);
    expect(await tagged(boris.token, '#семейное')).toEqual([]);
  });

  it('pages a tag newest first with a Link header', async () => {
    const first = await call(
      anna.token,
      'GET',
      `/api/search?kind=posts&limit=2&q=${encodeURIComponent('#дача')}`,
    );
    expect(first.json<SearchResponse>().posts.map((p) => p.id)).toEqual([ids.secret, ids.dacha2]);
    const next = /^<([^>]+)>; rel="next"$/.exec(String(first.headers.link))?.[1];
    const second = await call(anna.token, 'GET', String(next));
    expect(second.json<SearchResponse>().posts.map((p) => p.id)).toEqual([ids.dacha]);
    expect(second.headers.link).toBeUndefined();
  });

  it('treats anything but one hashtag as words', () => {
    expect(hashtagOf('#Дача')).toBe('дача');
    expect(hashtagOf('  #дача ')).toBe('дача');
    for (const q of ['дача', '#дача #огород', '#дача огород', '#123', '#', 'a#дача'])
      expect(hashtagOf(q), q).toBeNull();
  });

  it('forgets a deleted post’s tags', async () => {
    const gone = await post(anna, 'Временно #исчезну');
    expect(await tagged(anna.token, '#исчезну')).toEqual([gone]);
    expect((await call(anna.token, 'DELETE', `/api/posts/${gone}`)).statusCode).toBe(204);
    expect(await tagged(anna.token, '#исчезну')).toEqual([]);
    expect(await tagsRepo.ofPost(t.db, gone)).toEqual([]);
  });
});

describe('GET /api/tags/popular', () => {
  it('counts public posts of the last 7 days only, most used first, ties by tag', async () => {
    const tags = await popular();
    expect(tags).toEqual([
      { tag: 'дача', count: 2 },
      { tag: 'дачный', count: 1 },
      { tag: 'огород', count: 1 },
    ]);
    // An old public post no longer counts.
    const old = await post(boris, 'Давно #огород #огород');
    await t.db.execute(
      sql`update post_tags set created_at = now() - interval '8 days' where post_id = ${old}`,
    );
    expect(await popular()).toEqual(tags);
  });

  it('answers at most POPULAR_TAGS_LIMIT tags', async () => {
    await post(boris, Array.from({ length: 15 }, (_, i) => `#тег${String.fromCharCode(1072 + i)}`).join(' '));
    expect(await popular()).toHaveLength(10);
  });

  it('refuses a visitor without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tags/popular' });
    expect(res.statusCode).toBe(401);
    expect(typeof res.json().detail).toBe('string');
  });
});

describe('the migration backfill agrees with extractHashtags', () => {
  const texts = [
    'Привет #Дача и #ёлка_2 x#нет',
    '#ЁЖИК #ёжик в тумане',
    'Цена #100 и #2024год',
    'ссылка http://x.ru/#якорь и &#1234; и ##двойной',
    '(#скобки) «#кавычки», #точка.',
    '#a#b #c',
    `#${'я'.repeat(60)}`,
    'без тегов вообще',
    'Семья: #Семья #СЕМЬЯ #семья_Ивановых',
    Array.from({ length: 25 }, (_, i) => `#t${i}x`).join(' '),
    '#English #MixedРусский #under_score_',
  ];

  it('finds the same tags in ordinary text as the server writes for new posts', async () => {
    const statements = readFileSync(
      new URL('../../db/migrations/0024_search_tags.sql', import.meta.url),
      'utf8',
    ).split('--> statement-breakpoint');
    const backfill = statements.find((s) => s.includes('INSERT INTO "post_tags"'));
    expect(backfill).toBeDefined();
    const made: string[] = [];
    for (const text of texts) made.push(await post(anna, text));
    for (const id of made)
      expect(await tagsRepo.ofPost(t.db, id)).toEqual(extractHashtags(texts[made.indexOf(id)] ?? '').sort());
    // The backfill, run over the same posts from scratch, writes the same rows.
    await t.db.execute(sql`delete from post_tags`);
    await t.db.execute(sql.raw(backfill ?? ''));
    for (const [i, id] of made.entries())
      expect(await tagsRepo.ofPost(t.db, id), texts[i]).toEqual(extractHashtags(texts[i] ?? '').sort());
  });
});
