import { canManage, isMember, type Membership } from '../work/work.policy.ts';

/**
 * Organization feed permissions (02 §6, issue 32 item 12). The feed, its photos and its comments
 * are read by the organization's members (a follower or a visitor sees the public profile only);
 * every member may comment and like a comment, a comment is edited by its author only and deleted
 * by its author or an organization admin.
 */
type M = Membership | undefined;

/** Who reads the feed, its posts' photos and comments: the organization's members. */
export const canReadOrgFeed = (m: M) => isMember(m);
/** Who comments and replies: whoever reads the feed (members; can_post is about posts only). */
export const canCommentOnOrgPost = (m: M) => canReadOrgFeed(m);
/** A comment goes by its author or an organization admin. */
export const canDeleteOrgComment = (userId: string, comment: { authorId: string }, m: M) =>
  comment.authorId === userId || canManage(m);
/** A comment is changed by its author only (as a wall comment), while they still read the feed. */
export const canEditOrgComment = (userId: string, comment: { authorId: string }, m: M) =>
  canReadOrgFeed(m) && comment.authorId === userId;
/** Who likes a comment: whoever reads the feed (members). */
export const canLikeOrgComment = (m: M) => canReadOrgFeed(m);
