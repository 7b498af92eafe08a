import { describe, expect, it } from 'vitest';
import { canDeletePost, canEditPost, canReadPost, familiesOfPost } from './posts.policy.ts';

// CONTRACT §4: delete is the author's, or a PARENT's (or the creator's) of the post's family. A
// family post is one written with the family's id, or FAMILY_ONLY by a member of that family.
const AUTHOR = 'author';
const F = 'family-of-author';
const G = 'other-family';

type PostKind = 'with family_id' | 'FAMILY_ONLY, no family_id' | 'PUBLIC, no family_id' | 'ONLY_ME';
const posts: Record<PostKind, { authorId: string; familyId: string | null; visibility: string }> = {
  'with family_id': { authorId: AUTHOR, familyId: F, visibility: 'PUBLIC' },
  'FAMILY_ONLY, no family_id': { authorId: AUTHOR, familyId: null, visibility: 'FAMILY_ONLY' },
  'PUBLIC, no family_id': { authorId: AUTHOR, familyId: null, visibility: 'PUBLIC' },
  ONLY_ME: { authorId: AUTHOR, familyId: null, visibility: 'ONLY_ME' },
};

// Each actor: their id and the families they manage (PARENT or creator).
type Actor =
  | 'author'
  | "PARENT of the author's family"
  | 'PARENT of another family'
  | 'member, not PARENT'
  | 'stranger';
const actors: Record<Actor, { id: string; managed: string[] }> = {
  author: { id: AUTHOR, managed: [] },
  "PARENT of the author's family": { id: 'parent', managed: [F] },
  'PARENT of another family': { id: 'other-parent', managed: [G] },
  'member, not PARENT': { id: 'sibling', managed: [] },
  stranger: { id: 'stranger', managed: [] },
};

const allowed: Record<PostKind, Actor[]> = {
  'with family_id': ['author', "PARENT of the author's family"],
  'FAMILY_ONLY, no family_id': ['author', "PARENT of the author's family"],
  'PUBLIC, no family_id': ['author'],
  ONLY_ME: ['author'],
};

describe('canDeletePost', () => {
  const cases = (Object.keys(posts) as PostKind[]).flatMap((kind) =>
    (Object.keys(actors) as Actor[]).map((actor) => [kind, actor, allowed[kind].includes(actor)] as const),
  );
  it.each(cases)('%s post, %s → %s', (kind, actor, expected) => {
    const a = actors[actor];
    // The author belongs to family F only.
    expect(canDeletePost(a.id, posts[kind], { managed: new Set(a.managed), ofAuthor: [F] })).toBe(expected);
  });
});

describe('familiesOfPost', () => {
  it('is the family_id when there is one, else the author’s families for FAMILY_ONLY, else none', () => {
    expect(familiesOfPost({ familyId: G, visibility: 'FAMILY_ONLY' }, [F])).toEqual([G]);
    expect(familiesOfPost({ familyId: null, visibility: 'FAMILY_ONLY' }, [F, G])).toEqual([F, G]);
    expect(familiesOfPost({ familyId: null, visibility: 'HOUSEHOLD_ONLY' }, [F])).toEqual([]);
  });
});

// CONTRACT §8: a post an admin hid is read by its author and by admins (who still need its audience).
describe('canReadPost of a hidden post', () => {
  const viewer = (id: string, extra: object = {}) => ({
    id,
    gender: null,
    inFamily: true,
    inHousehold: true,
    ...extra,
  });
  const at = new Date();
  it.each([
    ['its author', viewer(AUTHOR), 'ONLY_ME', true],
    ['an admin in its audience', viewer('admin', { isAdmin: true }), 'PUBLIC', true],
    ['an admin outside its audience', viewer('admin', { isAdmin: true }), 'ONLY_ME', false],
    ['a family member', viewer('sibling'), 'FAMILY_ONLY', false],
    ['anyone', viewer('stranger'), 'PUBLIC', false],
  ] as const)('%s → %s', (_who, v, visibility, expected) => {
    expect(canReadPost(v, { authorId: AUTHOR, visibility, hiddenAt: at })).toBe(expected);
    // Not hidden: the audience alone decides.
    expect(canReadPost(v, { authorId: AUTHOR, visibility, hiddenAt: null })).toBe(
      v.id === AUTHOR || visibility !== 'ONLY_ME',
    );
  });
});

// Issue 32 item 9: the author edits a post; a family manager who may delete it may not rewrite it.
describe('canEditPost', () => {
  it.each([
    ['its author', AUTHOR, true],
    ['a PARENT of its family', 'parent', false],
    ['anyone else', 'stranger', false],
  ] as const)('%s → %s', (_who, userId, expected) => {
    expect(canEditPost(userId, { authorId: AUTHOR })).toBe(expected);
  });
});
