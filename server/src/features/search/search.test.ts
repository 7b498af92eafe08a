import type { SearchResponse } from '@krug/contract/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { splitMarks } from './search.service.ts';

// Issue 21: one search over what the viewer may see, in Russian (stems, not substrings). Comments
// and chat messages: search-comments-messages.test.ts; hashtags: search-tags.test.ts; names with
// typos: search-names.test.ts.
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let anna: U;
let boris: U;
const posts: Record<string, string> = {};

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const search = async (token: string, query: string) => {
  const res = await call(token, 'GET', `/api/search?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchResponse>();
};
const found = async (token: string, q: string) =>
  (await search(token, `kind=posts&limit=100&q=${encodeURIComponent(q)}`)).posts.map((p) => p.id);

async function post(author: U, key: string, content: string, visibility = 'PUBLIC') {
  const res = await call(author.token, 'POST', '/api/posts', {
    content,
    visibility,
    source_module: 'community',
  });
  expect(res.statusCode, res.body).toBe(201);
  posts[key] = res.json().id;
}

beforeAll(async () => {
  t = await createTestApp();
  anna = await registerUser(t.app, { first_name: 'Анна', last_name: 'Дачникова' });
  boris = await registerUser(t.app, { first_name: 'Борис', last_name: 'Искатель' });
  await post(anna, 'dacha', 'Поехали на дачу всей компанией');
  await post(anna, 'family', 'Вся семья в сборе #праздник');
  await post(anna, 'granny', 'Пироги у бабушки');
  await post(anna, 'secret', 'Тайная дача только для меня', 'ONLY_ME');
  await post(
    anna,
    'long',
    `${'Очень длинный рассказ о жизни. '.repeat(20)}А потом дача. ${'И снова. '.repeat(20)}`,
  );
  const family = await call(anna.token, 'POST', '/api/family/create-with-members', {
    name: 'Дачники',
    privacy_level: 'PUBLIC',
    members: [],
  });
  expect(family.statusCode, family.body).toBe(201);
  await call(anna.token, 'PUT', `/api/family/${family.json().id}/privacy`, {
    is_private: false,
    allow_public_discovery: true,
    who_can_see_posts: 'public',
    who_can_comment: 'family',
    profile_searchability: 'public',
  });
  const org = await call(anna.token, 'POST', '/api/work/organizations', {
    name: 'Дачный кооператив',
    description: 'Садоводы',
    industry: 'Technology',
    creator_job_title: 'Председатель',
  });
  expect(org.statusCode, org.body).toBe(201);
}, 60_000);
afterAll(() => t.close());

describe('GET /api/search: Russian morphology', () => {
  it.each([
    ['дача', 'dacha'],
    ['дачу', 'dacha'],
    ['семьи', 'family'],
    ['семья', 'family'],
    ['бабушка', 'granny'],
    ['бабушки', 'granny'],
    ['#праздник', 'family'],
    ['праздники', 'family'],
  ])('«%s» finds the post %s', async (q, key) => {
    expect(await found(anna.token, q)).toContain(posts[key]);
  });

  it('does not match a word only by its letters', async () => {
    expect(await found(anna.token, 'да')).toEqual([]);
    expect(await found(anna.token, 'пирогами дача')).toEqual([]);
  });

  it('takes web search syntax without failing on stray operators', async () => {
    expect(await found(anna.token, 'дача -компанией')).not.toContain(posts.dacha);
    expect(await found(anna.token, 'дача or бабушка')).toEqual(
      expect.arrayContaining([posts.dacha, posts.granny]),
    );
    for (const q of ['!!!', '&|(', '"', '-', ':*', "'"]) expect(await found(anna.token, q)).toEqual([]);
  });
});

describe('GET /api/search: snippets, visibility, paging, grouping', () => {
  it('marks the matched words by offsets in a plain-text snippet', async () => {
    const { posts: hits } = await search(anna.token, `kind=posts&q=${encodeURIComponent('дача')}`);
    const dacha = hits.find((p) => p.id === posts.dacha);
    expect(dacha?.snippet).toBe('Поехали на дачу всей компанией');
    expect(dacha?.highlights).toEqual([[11, 15]]);
    const long = hits.find((p) => p.id === posts.long);
    expect(long?.snippet.length).toBeLessThan(long?.content.length ?? 0);
    const [start, end] = long?.highlights[0] ?? [0, 0];
    expect(long?.snippet.slice(start, end)).toBe('дача');
    // Cut from the middle: it says so at both ends.
    expect(long?.snippet.startsWith('… ')).toBe(true);
    expect(long?.snippet.endsWith(' …')).toBe(true);
  });

  it('keeps a private post its author’s alone', async () => {
    expect(await found(anna.token, 'тайная')).toEqual([posts.secret]);
    expect(await found(boris.token, 'тайная')).toEqual([]);
    expect(await found(boris.token, 'дача')).not.toContain(posts.secret);
    expect(await found(boris.token, 'дача')).toContain(posts.dacha);
  });

  it('pages posts newest first with a Link header', async () => {
    const first = await call(
      anna.token,
      'GET',
      `/api/search?kind=posts&limit=2&q=${encodeURIComponent('дача')}`,
    );
    expect(first.json<SearchResponse>().posts.map((p) => p.id)).toEqual([posts.long, posts.secret]);
    const next = /^<([^>]+)>; rel="next"$/.exec(String(first.headers.link))?.[1];
    expect(next).toContain('kind=posts');
    const second = await call(anna.token, 'GET', String(next));
    expect(second.json<SearchResponse>().posts.map((p) => p.id)).toEqual([posts.dacha]);
    expect(second.headers.link).toBeUndefined();
  });

  it('answers the first few of every kind without a kind', async () => {
    const all = await search(boris.token, `q=${encodeURIComponent('Дачн')}`);
    expect(all.people.map((p) => p.id)).toEqual([anna.user.id]);
    expect(all.families.map((f) => f.name)).toEqual(['Дачники']);
    expect(all.organizations.map((o) => o.name)).toEqual(['Дачный кооператив']);
    const people = await search(boris.token, `kind=people&q=${encodeURIComponent('анна')}`);
    expect(people).toMatchObject({ posts: [], families: [], organizations: [] });
    expect(people.people.map((p) => p.id)).toEqual([anna.user.id]);
  });

  it('refuses an empty query and an unknown kind with 422', async () => {
    for (const url of ['/api/search?q=%20%20', '/api/search', '/api/search?q=x&kind=songs']) {
      const res = await call(boris.token, 'GET', url);
      expect(res.statusCode, url).toBe(422);
    }
    expect((await call(boris.token, 'GET', '/api/search?q=')).json().detail).toBe('Введите запрос');
  });
});

describe('GET /api/search: hostile input', () => {
  it('never answers 5xx and always explains a refusal', async () => {
    const qs = [
      'x'.repeat(201),
      "'; drop table posts; --",
      '\u0001дача\u0002',
      '%00',
      '<script>alert(1)</script>',
      '(((((((',
      'дача'.repeat(50),
      '😀 дача',
      '*:',
      '!',
    ];
    const extra = [
      '',
      '&kind=posts',
      '&kind=people',
      '&kind=comments',
      '&kind=messages',
      '&kind=comments&before=zzz',
      '&limit=0',
      '&limit=abc',
      '&before=zzz',
      '&before=2026-13-45',
    ];
    for (const q of qs)
      for (const e of extra) {
        const url = `/api/search?q=${encodeURIComponent(q)}${e}`;
        const res = await call(boris.token, 'GET', url);
        expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
        if (res.statusCode !== 200) expect(typeof res.json().detail, url).toBe('string');
      }
  });
});

describe('splitMarks', () => {
  it('turns marks into offsets and drops unpaired ones', () => {
    expect(splitMarks('a \u0001bc\u0002 d \u0001e\u0002')).toEqual({
      snippet: 'a bc d e',
      highlights: [
        [2, 4],
        [7, 8],
      ],
    });
    expect(splitMarks('\u0002x\u0001\u0002y')).toEqual({ snippet: 'xy', highlights: [] });
  });
});
