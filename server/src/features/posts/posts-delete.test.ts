import type { Post } from '@krug/contract/posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyMembers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { feedPageRepo } from './feed-page.repo.ts';
import { canDeletePost } from './posts.policy.ts';

// CONTRACT §4: a family's PARENTs (and its creator) delete the family's posts, which include
// FAMILY_ONLY posts written by a member without the family's id; `can_delete` says the same.
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
const who: Record<'creator' | 'parent' | 'spouse' | 'child' | 'otherParent', U> = {} as never;
let familyId: string;
const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function familyOf(owner: U, name: string, members: [U, 'PARENT' | 'SPOUSE' | 'CHILD'][]) {
  const res = await call(owner.token, 'POST', '/api/family/create-with-members', { name, members: [] });
  expect(res.statusCode, res.body).toBeLessThan(300);
  const list = (await call(owner.token, 'GET', '/api/family-profiles')).json().family_profiles;
  const family = list.find((f: { name: string }) => f.name === name);
  // Accepted memberships, written directly: how a member joins is the family area's business.
  for (const [u, role] of members)
    await t.db.insert(familyMembers).values({
      familyId: family.id,
      userId: u.user.id,
      firstName: u.user.first_name,
      lastName: u.user.last_name,
      role,
    });
  return family.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['creator', 'parent', 'spouse', 'child', 'otherParent'] as const)
    who[k] = await registerUser(t.app, { first_name: k });
  familyId = await familyOf(who.creator, 'Семья', [
    [who.parent, 'PARENT'],
    [who.spouse, 'SPOUSE'],
    [who.child, 'CHILD'],
  ]);
  await familyOf(who.otherParent, 'Другая семья', [[who.spouse, 'PARENT']]);
});
afterAll(() => t.close());

const write = async (visibility: string) =>
  (
    await call(who.child.token, 'POST', '/api/posts', { content: `Запись ${visibility}`, visibility })
  ).json<Post>();
const canDelete = async (u: U, postId: string) => {
  const one = (await call(u.token, 'GET', `/api/posts/${postId}`)).json<Post>().can_delete;
  const listed = (await call(u.token, 'GET', `/api/posts?author_id=${who.child.user.id}&limit=100`))
    .json<Post[]>()
    .find((p) => p.id === postId)?.can_delete;
  expect(listed, 'the list agrees with the post').toBe(one);
  return one;
};

describe('deleting a family member’s FAMILY_ONLY post', () => {
  it.each(['parent', 'creator'] as const)('the family’s %s may (and is offered to)', async (k) => {
    const post = await write('FAMILY_ONLY');
    expect(await canDelete(who[k], post.id)).toBe(true);
    expect((await call(who[k].token, 'DELETE', `/api/posts/${post.id}`)).statusCode).toBe(204);
    expect((await call(who.child.token, 'GET', `/api/posts/${post.id}`)).statusCode).toBe(404);
  });

  it('a member who is not PARENT may not, nor a PARENT of a family the author is not in', async () => {
    const post = await write('FAMILY_ONLY');
    // spouse: SPOUSE here, PARENT of the other family (which the author is not in).
    expect(await canDelete(who.spouse, post.id)).toBe(false);
    expect((await call(who.spouse.token, 'DELETE', `/api/posts/${post.id}`)).statusCode).toBe(403);
  });

  it('a PUBLIC post without the family’s id is not a family post', async () => {
    const post = await write('PUBLIC');
    expect(await canDelete(who.parent, post.id)).toBe(false);
    expect((await call(who.parent.token, 'DELETE', `/api/posts/${post.id}`)).statusCode).toBe(403);
    expect(await canDelete(who.child, post.id)).toBe(true);
  });
});

// Issue 37: pages compute can_delete in their own statement (visibility-sql deletableBy); it must
// be canDeletePost (posts.policy.ts), which DELETE checks, for every post and reader.
describe('can_delete in the page statement', () => {
  it('is canDeletePost for every author, visibility, family and reader', async () => {
    const made: Post[] = [];
    for (const author of [who.child, who.creator, who.spouse, who.otherParent])
      for (const visibility of ['PUBLIC', 'FAMILY_ONLY', 'HOUSEHOLD_ONLY', 'ONLY_ME'])
        for (const inFamily of [false, true]) {
          const res = await call(author.token, 'POST', '/api/posts', {
            content: `Проверка ${visibility}`,
            visibility,
            ...(inFamily ? { family_id: familyId } : {}),
          });
          // Only the family's accepted members post into it (a private family is 404 to others).
          if (res.statusCode === 201) made.push(res.json<Post>());
          else expect([403, 404]).toContain(res.statusCode);
        }
    let offered = 0;
    const outsider = await registerUser(t.app, { first_name: 'outsider' });
    for (const reader of [...Object.values(who), outsider]) {
      // The plain feed (the prepared statement) and a filtered page (built per call).
      const wall = (await call(reader.token, 'GET', '/api/posts?limit=100')).json<Post[]>();
      const family = (await call(reader.token, 'GET', `/api/posts?limit=100&family_id=${familyId}`)).json<
        Post[]
      >();
      for (const shown of [...wall, ...family]) {
        const post = made.find((p) => p.id === shown.id);
        if (!post) continue;
        const families = await feedPageRepo.managedFamilies(t.db, reader.user.id, [post.author.id]);
        const expected = canDeletePost(
          reader.user.id,
          { authorId: post.author.id, familyId: post.family_id, visibility: post.visibility },
          { managed: families.managed, ofAuthor: families.ofAuthor(post.author.id) },
        );
        expect(shown.can_delete, `${reader.user.first_name} on ${post.content} (${post.family_id})`).toBe(
          expected,
        );
        if (expected && post.author.id !== reader.user.id) offered += 1;
      }
    }
    // Not vacuous: managers are offered other members' posts.
    expect(offered).toBeGreaterThan(0);
  });
});
