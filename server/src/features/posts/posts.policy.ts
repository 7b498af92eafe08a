import type { Visibility } from '@krug/contract/posts';

export interface Viewer {
  id: string;
  gender: 'MALE' | 'FEMALE' | 'IT' | null;
  /** Shares a family with the author (or is a member of the post's family, for family posts). */
  inFamily: boolean;
  /** Lives in the author's household. */
  inHousehold: boolean;
  /** An admin or the owner of the instance (sees what an admin hid, CONTRACT §8). */
  isAdmin?: boolean;
}

const GENDER_OF: Partial<Record<Visibility, Viewer['gender']>> = {
  GENDER_MALE: 'MALE',
  GENDER_FEMALE: 'FEMALE',
  GENDER_IT: 'IT',
};

/** Who reads a post (CONTRACT §4, §8); visibility-sql.ts applies the same rule in SQL. */
export function canReadPost(
  viewer: Viewer,
  post: { authorId: string; visibility: string; hiddenAt?: Date | null },
): boolean {
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
