import type { Visibility } from '@krug/contract/posts';

/** The viewer of one post: who they are, and what relates them to the post's author. */
export interface Viewer {
  id: string;
  gender: 'MALE' | 'FEMALE' | 'IT' | null;
  /**
   * An active member of the post's family, for a post written in one; for a post without one,
   * shares a family with the author (both active members; an invitation gives nothing).
   */
  inFamily: boolean;
  /** Lives in the author's household (both active residents). */
  inHousehold: boolean;
  /** An admin or the owner of the instance (sees what an admin hid, CONTRACT §8). */
  isAdmin?: boolean;
  /** A block stands between the viewer and the author, whoever made it (CONTRACT §8 "Blocking"). */
  blocked?: boolean;
}

/**
 * A viewer's circles as visibleTo (visibility-sql.ts) collects them: active memberships only, and
 * blocks either way. `familyPeers` and `householdPeers` are the people sharing an active family
 * or household with the viewer (the viewer among them when they have one).
 */
export interface Circles {
  id: string;
  gender: Viewer['gender'];
  isAdmin: boolean;
  families: ReadonlySet<string>;
  familyPeers: ReadonlySet<string>;
  householdPeers: ReadonlySet<string>;
  blockedWith: ReadonlySet<string>;
}

/** The Viewer of one post from the viewer's circles: the relations visibleTo tests per post. */
export const viewerOf = (circles: Circles, post: { authorId: string; familyId: string | null }): Viewer => ({
  id: circles.id,
  gender: circles.gender,
  isAdmin: circles.isAdmin,
  inFamily: post.familyId ? circles.families.has(post.familyId) : circles.familyPeers.has(post.authorId),
  inHousehold: circles.householdPeers.has(post.authorId),
  blocked: circles.blockedWith.has(post.authorId),
});

const GENDER_OF: Partial<Record<Visibility, Viewer['gender']>> = {
  GENDER_MALE: 'MALE',
  GENDER_FEMALE: 'FEMALE',
  GENDER_IT: 'IT',
};

/**
 * Who reads a post (CONTRACT §4, §8). visibleTo (visibility-sql.ts) is the same rule in SQL, the
 * one every query applies; post-read-rule.property.test.ts checks the two agree.
 */
export function canReadPost(
  viewer: Viewer,
  post: { authorId: string; visibility: string; hiddenAt?: Date | null },
): boolean {
  // Neither side of a block reads the other's posts, whatever their audience.
  if (viewer.blocked) return false;
  if (viewer.id === post.authorId) return true;
  // Hidden by an admin: its author (above) and admins only, whatever its audience.
  if (post.hiddenAt && !viewer.isAdmin) return false;
  switch (post.visibility as Visibility) {
    case 'PUBLIC':
      return true;
    case 'FAMILY_ONLY':
      return viewer.inFamily;
    case 'HOUSEHOLD_ONLY':
      return viewer.inHousehold;
    case 'ONLY_ME':
      return false;
    default:
      return viewer.gender !== null && GENDER_OF[post.visibility as Visibility] === viewer.gender;
  }
}

/**
 * The families a post belongs to (CONTRACT §4, "family posts"): the one it was written in
 * (`family_id`), or, for a FAMILY_ONLY post without one, every family its author is a member of.
 */
export function familiesOfPost(
  post: { familyId: string | null; visibility: string },
  authorFamilyIds: readonly string[],
): readonly string[] {
  if (post.familyId) return [post.familyId];
  return post.visibility === 'FAMILY_ONLY' ? authorFamilyIds : [];
}

/**
 * The author deletes; so does a PARENT (or the creator) of one of the post's families.
 * `managedFamilyIds` are the families the user manages; `authorFamilyIds` those the author is in.
 */
export const canDeletePost = (
  userId: string,
  post: { authorId: string; familyId: string | null; visibility: string },
  families: { managed: ReadonlySet<string>; ofAuthor: readonly string[] },
) =>
  post.authorId === userId || familiesOfPost(post, families.ofAuthor).some((id) => families.managed.has(id));

/** A post's text and audience are edited by its author only (a family manager deletes, never rewrites). */
export const canEditPost = (userId: string, post: { authorId: string }) => post.authorId === userId;

/** Comment edits belong to the comment's author; deletion also to the post's author. */
export const canEditComment = (userId: string, comment: { authorId: string }) => comment.authorId === userId;
export const canDeleteComment = (userId: string, comment: { authorId: string }, post: { authorId: string }) =>
  comment.authorId === userId || post.authorId === userId;
