import type { EditOrgCommentBody, OrgComment, OrgCommentBody } from '@krug/contract/org-feed';
import { ORG_FEED_TEXTS } from '@krug/contract/org-feed';
import { pastVerb } from '@krug/contract/russian-names';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { usersRepo } from '../../identity/users.repo.ts';
import { decodeCursor, page } from '../../platform/cursor.ts';
import { Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { moderationOf } from '../posts/post-shapes.ts';
import type { Membership } from '../work/work.policy.ts';
import { workReads } from '../work/work-reads.service.ts';
import {
  canCommentOnOrgPost,
  canDeleteOrgComment,
  canEditOrgComment,
  canLikeOrgComment,
  canReadOrgFeed,
} from './org-feed.policy.ts';
import { orgFeedRepo } from './org-feed.repo.ts';
import { type OrgCommentRow, orgPostCommentsRepo as repo } from './org-post-comments.repo.ts';

/**
 * Comments on organization posts (issue 32 item 12): oldest first, keyset-paginated, one level of
 * replies (a reply to a reply joins the same top-level comment). A post the caller may not read is
 * 404, whatever its organization.
 */
export function createOrgPostCommentsService(deps: {
  db: Db;
  notifications: Pick<NotificationsService, 'notify'>;
}) {
  const { db, notifications } = deps;

  /** The post and the caller's membership if the caller may read it, else undefined. */
  async function readable(userId: string, postId: string) {
    // Across a block the post and its comments are not found (CONTRACT §8), as on the wall.
    const post = await orgFeedRepo.post(db, postId, userId);
    if (!post) return undefined;
    const [org, row] = await Promise.all([
      workReads.org(db, post.orgId),
      workReads.membership(db, post.orgId, userId),
    ]);
    const me: Membership | undefined =
      org && row
        ? { userId, isAdmin: row.isAdmin, canInvite: row.canInvite, isOwner: org.ownerId === userId }
        : undefined;
    return canReadOrgFeed(me) ? { post, me } : undefined;
  }
  async function readablePost(userId: string, postId: string) {
    const found = await readable(userId, postId);
    if (!found) throw new NotFound(ORG_FEED_TEXTS.postNotFound);
    return found;
  }

  const toComment = (userId: string, r: OrgCommentRow, me: Membership | undefined): OrgComment => ({
    id: r.c.id,
    post_id: r.c.postId,
    content: r.c.content,
    created_at: r.c.createdAt.toISOString(),
    author: {
      id: r.c.authorId,
      first_name: r.firstName,
      last_name: r.lastName,
      profile_picture: r.avatar ?? null,
    },
    parent_comment_id: r.c.parentId,
    is_edited: r.c.isEdited,
    likes_count: r.likes,
    user_liked: r.liked,
    can_delete: canDeleteOrgComment(userId, r.c, me),
    can_edit: canEditOrgComment(userId, r.c, me),
    moderation: moderationOf(r.c),
  });

  /** The comment and the caller's membership if the caller may see it (its post and itself), else 404. */
  async function visible(userId: string, commentId: string) {
    const comment = await repo.one(db, commentId, userId);
    const found = comment ? await readable(userId, comment.c.postId) : undefined;
    if (!comment || !found) throw new NotFound(ORG_FEED_TEXTS.commentNotFound);
    return { comment, ...found };
  }

  return {
    async list(userId: string, postId: string, q: { limit: number; after?: string | undefined }) {
      const { me } = await readablePost(userId, postId);
      const rows = await repo.page(db, postId, userId, q.limit, decodeCursor(q.after, 'after'));
      const { next } = page(
        rows.map((r) => r.c),
        q.limit,
      );
      return { comments: rows.map((r) => toComment(userId, r, me)), next_cursor: next };
    },

    async add(userId: string, postId: string, body: z.output<typeof OrgCommentBody>) {
      const { post, me } = await readablePost(userId, postId);
      if (!canCommentOnOrgPost(me)) throw new Forbidden(ORG_FEED_TEXTS.postNotFound);
      const parent = body.parent_comment_id ? await repo.one(db, body.parent_comment_id, userId) : undefined;
      if (body.parent_comment_id && (!parent || parent.c.postId !== postId))
        throw new Invalid(ORG_FEED_TEXTS.commentNotFound, 'parent_comment_id');
      // One level of replies: a reply to a reply joins its top-level comment.
      const parentId = parent ? (parent.c.parentId ?? parent.c.id) : null;
      const id = await repo.insert(db, { postId, authorId: userId, parentId, content: body.content });
      const u = await usersRepo.findById(db, userId);
      const says = (verb: string) =>
        `${u ? `${u.firstName} ${u.lastName}` : ''} ${pastVerb(verb, u?.gender)}`;
      const link = { kind: 'organization', id: post.orgId };
      if (parent)
        await notifications.notify({
          userId: parent.c.authorId,
          actorId: userId,
          type: 'reply',
          text: `${says('ответил')} на ваш комментарий`,
          link,
        });
      if (post.authorId && post.authorId !== parent?.c.authorId)
        await notifications.notify({
          userId: post.authorId,
          actorId: userId,
          type: 'comment',
          text: `${says('прокомментировал')} вашу публикацию в организации`,
          link,
        });
      const created = await repo.one(db, id, userId);
      if (!created) throw new Error('comment not found after insert');
      return toComment(userId, created, me);
    },

    async remove(userId: string, commentId: string) {
      const { comment, me } = await visible(userId, commentId);
      if (!canDeleteOrgComment(userId, comment.c, me)) throw new Forbidden(ORG_FEED_TEXTS.commentForbidden);
      await repo.delete(db, commentId);
    },

    /** Its author changes the text (marked «изменено»); anyone else who sees it is refused (403). */
    async edit(userId: string, commentId: string, body: z.output<typeof EditOrgCommentBody>) {
      const { comment, me } = await visible(userId, commentId);
      if (!canEditOrgComment(userId, comment.c, me)) throw new Forbidden(ORG_FEED_TEXTS.commentEditForbidden);
      await repo.update(db, commentId, body.content);
      const changed = await repo.one(db, commentId, userId);
      if (!changed) throw new NotFound(ORG_FEED_TEXTS.commentNotFound);
      return toComment(userId, changed, me);
    },

    /** Likes the comment or takes the like back (as a wall comment's heart; no notification). */
    async like(userId: string, commentId: string) {
      const { me } = await visible(userId, commentId);
      if (!canLikeOrgComment(me)) throw new NotFound(ORG_FEED_TEXTS.commentNotFound);
      return repo.toggleLike(db, commentId, userId);
    },

    /** A comment the viewer may see, as a report names it (CONTRACT §8: one reports what one sees). */
    async visibleComment(userId: string, commentId: string) {
      const { comment, post } = await visible(userId, commentId);
      const org = await workReads.org(db, post.orgId);
      return { authorId: comment.c.authorId, content: comment.c.content, orgName: org?.name ?? null };
    },

    /** An admin hid it after a report; answers whether it exists. */
    hide: (commentId: string, note: string | null) => repo.hide(db, commentId, note),
  };
}

export type OrgPostCommentsService = ReturnType<typeof createOrgPostCommentsService>;
