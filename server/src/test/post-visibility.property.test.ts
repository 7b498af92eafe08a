import { MODULES } from '@krug/contract/modules';
import { FEED_FILTERS, VISIBILITIES } from '@krug/contract/posts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';
import { acceptInvitations, bearer, registerUser } from './factories.ts';

/**
 * Issue 16 §1–§2: every route that returns posts applies the rule of GET /api/posts/{id}. For
 * generated sets of posts of every visibility (FAMILY_ONLY with and without a family, by a family
 * member and by the family's creator, in every module) and every who_can_see_posts of the family,
 * an outsider and a user who is invited to the family and the household but has not accepted never
 * receive a post they cannot open by id; a visitor without a token sees PUBLIC posts only.
 * Issue 21: the same for the search by `#tag`, and for comments found by search (only comments
 * on posts the reader can open by id).
 * Issue 33: posts an admin hid after a report are opened by id by nobody but their author and
 * admins, and so are in no list of anyone else (the creator, the first account, is the admin).
 */

let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let creator: U;
let member: U;
let flatmate: U;
let invitee: U;
let outsiders: U[];
let familyId: string;
const baseline: string[] = [];

const get = (token: string | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
/** The posts of the comments a search answers. */
const commentPostIds = (body: unknown): string[] =>
  ((body as { comments?: { post_id: string }[] }).comments ?? []).map((c) => c.post_id);
/** Posts of a list answer; GET /api/posts may answer `{posts}` or a bare array (with a Link header). */
const postIds = (body: unknown): string[] =>
  (Array.isArray(body) ? body : ((body as { posts?: { id: string }[] }).posts ?? [])).map((p) => p.id);

const SEARCH_WORD = 'солнце';
/** Every generated post carries this tag; `#свет` finds them all by post_tags. */
const TAG = 'свет';
/** Search URLs that answer comments, under another form of the word. */
const commentUrls = [
  `/api/search?q=${encodeURIComponent('солнца')}`,
  `/api/search?kind=comments&limit=100&q=${encodeURIComponent('солнца')}`,
];
/** Every list route that returns posts, for one viewer (limit 100 so a page holds everything). */
function listUrls(authorIds: string[]) {
  const urls = ['/api/posts?limit=100', `/api/posts?limit=100&search=${encodeURIComponent(SEARCH_WORD)}`];
  // Issue 21: the search, grouped and by kind, under another form of the word («солнца»).
  urls.push(`/api/search?q=${encodeURIComponent('солнца')}`);
  urls.push(`/api/search?kind=posts&limit=100&q=${encodeURIComponent('солнца')}`);
  urls.push(`/api/search?q=${encodeURIComponent(`#${TAG}`)}`);
  urls.push(`/api/search?kind=posts&limit=100&q=${encodeURIComponent(`#${TAG}`)}`);
  for (const filter of FEED_FILTERS) {
    urls.push(`/api/posts?limit=100&filter=${filter}`);
    // The feed's scopes (All / family / news) with each filter.
    for (const module of ['family', 'news'])
      urls.push(`/api/posts?limit=100&filter=${filter}&module=${module}`);
  }
  for (const module of MODULES) urls.push(`/api/posts?limit=100&module=${module}`);
  for (const visibility of VISIBILITIES) urls.push(`/api/posts?limit=100&visibility=${visibility}`);
  urls.push(`/api/posts?limit=100&family_id=${familyId}`);
  urls.push(`/api/posts?limit=100&family_id=${familyId}&visibility=FAMILY_ONLY`);
  for (const id of authorIds) urls.push(`/api/posts?limit=100&author_id=${id}`);
  return urls;
}

beforeAll(async () => {
  t = await createTestApp();
  creator = await registerUser(t.app, { first_name: 'Создатель' });
  member = await registerUser(t.app, { first_name: 'Член' });
  flatmate = await registerUser(t.app, { first_name: 'Сосед' });
  invitee = await registerUser(t.app, { first_name: 'Приглашённый' });
  outsiders = [
    await registerUser(t.app, { first_name: 'Чужой' }),
    await registerUser(t.app, { first_name: 'Чужая' }),
    await registerUser(t.app, { first_name: 'Чужое' }),
  ];
  // Every gender is represented among the readers, so gender posts are readable by someone.
  const [male, female, it] = outsiders as [U, U, U];
  for (const [u, gender] of [
    [creator, 'FEMALE'],
    [member, 'MALE'],
    [invitee, 'MALE'],
    [male, 'MALE'],
    [female, 'FEMALE'],
    [it, 'IT'],
  ] as const) {
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/gender',
      headers: bearer(u.token),
      payload: { gender },
    });
  }
  const family = await t.app.inject({
    method: 'POST',
    url: '/api/family/create-with-members',
    headers: bearer(creator.token),
    payload: {
      name: 'Открытые',
      privacy_level: 'PUBLIC',
      members: [
        { user_id: member.user.id, relationship: 'spouse' },
        { user_id: invitee.user.id, relationship: 'sibling' },
      ],
    },
  });
  familyId = family.json().id;
  const home = await t.app.inject({
    method: 'POST',
    url: '/api/household/create',
    headers: bearer(creator.token),
    payload: { household_name: 'Дом', address_street: 'У', address_city: 'Г', address_country: 'Р' },
  });
  for (const u of [flatmate, invitee]) {
    await t.app.inject({
      method: 'POST',
      url: `/api/household/${home.json().household.id}/members`,
      headers: bearer(creator.token),
      payload: { user_id: u.user.id, relationship: 'roommate' },
    });
  }
  // The member and the flatmate accept; the invitee never does.
  await acceptInvitations(t.app, member.token);
  await acceptInvitations(t.app, flatmate.token);
  // Every visibility, with and without the family, by the creator and by a member: always there.
  for (const author of [creator, member])
    for (const visibility of VISIBILITIES)
      for (const inFamily of [false, true]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/posts',
          headers: bearer(author.token),
          payload: {
            content: `Базовая ${visibility} ${SEARCH_WORD} #${TAG}`,
            visibility,
            source_module: 'family',
            ...(inFamily ? { family_id: familyId } : {}),
          },
        });
        expect(res.statusCode, res.body).toBe(201);
        baseline.push(res.json().id);
      }
}, 120_000);
afterAll(() => t.close());

/**
 * Someone who can see the post (not its author) reports it and the admin (the creator, the
 * instance's first account) hides it; a post nobody else can see (ONLY_ME) stays as it is.
 */
async function hideThroughReport(postId: string, author: U, hidden: Map<string, U>) {
  for (const reporter of [creator, member, flatmate, invitee, ...outsiders]) {
    if (reporter === author) continue;
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: bearer(reporter.token),
      payload: { target_type: 'post', target_id: postId, reason: 'spam' },
    });
    if (report.statusCode === 404) continue;
    expect(report.statusCode, report.body).toBe(201);
    const resolved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${report.json().id}/resolve`,
      headers: bearer(creator.token),
      payload: { action: 'hide_content', note: 'Скрыто по жалобе' },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    hidden.set(postId, author);
    return;
  }
}

const postSpec = fc.record({
  author: fc.constantFrom('creator', 'member', 'flatmate', 'invitee'),
  visibility: fc.constantFrom(...VISIBILITIES),
  inFamily: fc.boolean(),
  module: fc.constantFrom('family', 'community', 'personal', 'work', 'education'),
  withWord: fc.boolean(),
  /** Reported by someone who can see it and hidden by the admin. */
  hidden: fc.boolean(),
});

describe('no list leaks a post (property, seeded)', () => {
  it('outsiders and invitees receive from every list only posts they can open by id', async () => {
    const authors = () => ({ creator, member, flatmate, invitee });
    let checkedLists = 0;
    let seenByOutsiders = 0;
    let familyPostsSeenByMember = 0;
    let commentsSeen = 0;
    let hiddenChecked = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(postSpec, { minLength: 2, maxLength: 8 }), async (specs) => {
        const made: string[] = [...baseline];
        /** Hidden posts and their authors. */
        const hidden = new Map<string, U>();
        for (const spec of specs) {
          const author = authors()[spec.author];
          // Only accepted members post into the family (the open family answers others 403).
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/posts',
            headers: bearer(author.token),
            payload: {
              content: `${spec.withWord ? `Сегодня ${SEARCH_WORD} светит` : 'Просто запись'} #${TAG}`,
              visibility: spec.visibility,
              source_module: spec.module,
              ...(spec.inFamily ? { family_id: familyId } : {}),
            },
          });
          if (res.statusCode === 201) {
            made.push(res.json().id);
            // Its author comments on it (always allowed to): the comment search's material.
            const c = await t.app.inject({
              method: 'POST',
              url: `/api/posts/${res.json().id}/comments`,
              headers: bearer(author.token),
              payload: { content: `Какое ${SEARCH_WORD}!` },
            });
            expect(c.statusCode, c.body).toBe(201);
            if (spec.hidden) await hideThroughReport(res.json().id, author, hidden);
          } else {
            expect(res.statusCode, res.body).toBe(403);
            expect(spec.inFamily && ['flatmate', 'invitee'].includes(spec.author)).toBe(true);
          }
        }
        for (const whoCanSeePosts of ['family', 'household', 'public'] as const) {
          await t.app.inject({
            method: 'PUT',
            url: `/api/family/${familyId}/privacy`,
            headers: bearer(creator.token),
            payload: {
              is_private: false,
              allow_public_discovery: true,
              who_can_see_posts: whoCanSeePosts,
              who_can_comment: 'family',
              profile_searchability: 'public',
            },
          });
          const readers: [string, U][] = [
            ['invitee', invitee],
            ['outsider (male)', outsiders[0] as U],
            ['outsider (female)', outsiders[1] as U],
            ['outsider (IT)', outsiders[2] as U],
          ];
          const authorIds = Object.values(authors()).map((u) => u.user.id);
          for (const [name, reader] of readers) {
            const openable = new Set<string>();
            for (const id of made) {
              const res = await get(reader.token, `/api/posts/${id}`);
              expect([200, 404], `${name} GET /api/posts/${id}`).toContain(res.statusCode);
              if (res.statusCode === 200) openable.add(id);
            }
            // A hidden post is opened by nobody but its author (and admins): not by these readers.
            for (const [id, author] of hidden)
              if (author !== reader) expect(openable.has(id), `${name} opened hidden ${id}`).toBe(false);
            const lists = [...listUrls(authorIds), `/api/family/${familyId}/public`];
            for (const url of lists) {
              const res = await get(reader.token, url);
              expect(res.statusCode, `${name} ${url}: ${res.body.slice(0, 200)}`).toBe(200);
              const leaked = postIds(res.json()).filter((id) => made.includes(id) && !openable.has(id));
              expect(leaked, `${name} ${url} (who_can_see_posts=${whoCanSeePosts})`).toEqual([]);
              checkedLists += 1;
              if (name !== 'invitee')
                seenByOutsiders += postIds(res.json()).filter((id) => openable.has(id)).length;
            }
            for (const url of commentUrls) {
              const res = await get(reader.token, url);
              expect(res.statusCode, `${name} ${url}: ${res.body.slice(0, 200)}`).toBe(200);
              const on = commentPostIds(res.json());
              const leaked = on.filter((id) => made.includes(id) && !openable.has(id));
              expect(leaked, `${name} ${url} (who_can_see_posts=${whoCanSeePosts})`).toEqual([]);
              commentsSeen += on.filter((id) => openable.has(id)).length;
            }
          }
          // A visitor without a token sees PUBLIC posts only on the family's public view.
          const anonymous = await get(null, `/api/family/${familyId}/public`);
          expect(anonymous.statusCode).toBe(200);
          for (const id of postIds(anonymous.json()).filter((p) => made.includes(p))) {
            const post = await get(creator.token, `/api/posts/${id}`);
            expect(post.json().visibility, `anonymous saw ${id}`).toBe('PUBLIC');
          }
          // Not vacuous: the accepted member reads the family's FAMILY_ONLY posts on its wall.
          const wall = postIds(
            (await get(member.token, `/api/posts?limit=100&family_id=${familyId}`)).json(),
          );
          familyPostsSeenByMember += wall.filter((id) => made.includes(id)).length;
          // Its author still opens a hidden post, and sees why.
          for (const [id, author] of hidden) {
            const own = await get(author.token, `/api/posts/${id}`);
            expect(own.statusCode).toBe(200);
            expect(own.json().moderation?.note).toBe('Скрыто по жалобе');
            hiddenChecked += 1;
          }
        }
      }),
      { seed: 16_2026, numRuns: 4, endOnFailure: true },
    );
    expect(checkedLists).toBeGreaterThan(1000);
    expect(seenByOutsiders).toBeGreaterThan(0);
    expect(familyPostsSeenByMember).toBeGreaterThan(0);
    expect(commentsSeen).toBeGreaterThan(0);
    expect(hiddenChecked).toBeGreaterThan(0);
  }, 600_000);
});
