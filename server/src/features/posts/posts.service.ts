import { FAMILY_TEXTS } from '@krug/contract/family';
import { COMMENT_MAX_DEPTH } from '@krug/contract/limits';
import { sourceModulesShownAs } from '@krug/contract/modules';
import type { CommentNode, CreatePostBody, EditPostBody, Post, PostListQuery } from '@krug/contract/posts';
import { FILTER_VISIBILITY, POST_TEXTS } from '@krug/contract/posts';
import { pastVerb } from '@krug/contract/russian-names';
import { findYoutubeUrls, youtubeId } from '@krug/contract/youtube';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { CommentRow } from '../../db/schema/index.ts';
import { usersRepo } from '../../identity/users.repo.ts';
import { decodeCursor, encodeCursor } from '../../platform/cursor.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import type { Page } from '../../platform/link-header.ts';
import { canCommentOnFamilyPosts } from '../family/family.policy.ts';
import { familyReads } from '../family/family-reads.service.ts';
import type { MediaService } from '../media/media.service.ts';
import { mediaLibrary } from '../media/media-files.service.ts';
import {
  forgetNotificationsAboutComment,
  forgetNotificationsAboutPost,
  type NotificationsService,
} from '../notifications/notifications.service.ts';
import { writePostTags } from '../tags/tags.service.ts';
import { type FeedCard, mediaRowsOf } from './feed-card.repo.ts';
import { feedPageRepo } from './feed-page.repo.ts';
import { commentTree, flatten, oneOfEachVideo, postOf, toComment } from './post-shapes.ts';
import { canDeleteComment, canDeletePost, canEditComment, canEditPost } from './posts.policy.ts';
import { postsRepo } from './posts.repo.ts';
import { searchPageRepo } from './search-page.repo.ts';

type Create = z.output<typeof CreatePostBody>;
type Edit = z.output<typeof EditPostBody>;
type ListQuery = z.output<typeof PostListQuery>;

export function createPostsService(deps: {
  db: Db;
  media: MediaService;
  notifications: NotificationsService;
}) {
  const { db, media, notifications } = deps;

  /** A feed card as the contract's Post: its attachments' links signed for the viewer. */
  const toPost = (viewerId: string, c: FeedCard): Post => postOf(media, viewerId, c);

  /** The cursor of the page after a full page of cards, null after the last. */
  function nextOf(cards: FeedCard[], limit: number): string | null {
    const last = cards.at(-1);
    return cards.length === limit && last
      ? encodeCursor({ createdAt: new Date(last.createdAt), id: last.id })
      : null;
  }

  /** A page of cards and the cursor of the next page. */
  function pageOf(viewerId: string, cards: FeedCard[], limit: number): Page<Post> {
    return { items: cards.map((c) => toPost(viewerId, c)), next: nextOf(cards, limit) };
  }

  /** «Анна Смирнова прокомментировала»: the actor's name and a verb agreeing with their gender. */
  async function actorSays(userId: string) {
    const u = await usersRepo.findById(db, userId);
    const name = u ? `${u.firstName} ${u.lastName}` : '';
    return (verb: string) => `${name} ${pastVerb(verb, u?.gender)}`;
  }

  /** The post if the viewer may read it (404 otherwise), for the checks before a write. */
  async function readable(viewerId: string, postId: string) {
    const post = await feedPageRepo.findReadable(db, viewerId, postId);
    if (!post) throw new NotFound(POST_TEXTS.postNotFound);
    return post;
  }

  async function card(viewerId: string, postId: string): Promise<Post> {
    const found = await feedPageRepo.findVisible(db, viewerId, postId);
    if (!found) throw new NotFound(POST_TEXTS.postNotFound);
    return toPost(viewerId, found);
  }

  return {
    /** For the family area: post counts per family and a family's public posts. */
    familyPostCounts: (familyIds: string[]) => postsRepo.familyPostCounts(db, familyIds),
    async familyPublicPosts(familyId: string, viewerId: string | null) {
      const cards = await feedPageRepo.familyPosts(db, familyId, viewerId);
      return cards.map((c) => ({
        id: c.id,
        author_name: `${c.firstName} ${c.lastName}`,
        author_profile_picture: c.profilePicture,
        content: c.content,
        media_files: mediaRowsOf(c.media).map((f) => media.toViewerDto(f, viewerId)),
        created_at: c.createdAt,
        like_count: c.likes,
        comment_count: c.comments,
      }));
    },

    async list(viewerId: string, q: ListQuery): Promise<Page<Post>> {
      const filter = q.filter && q.filter !== 'subscribed' ? FILTER_VISIBILITY[q.filter] : undefined;
      const cards = await feedPageRepo.list(db, viewerId, {
        sourceModules: q.module ? sourceModulesShownAs(q.module) : undefined,
        familyId: q.family_id,
        visibility: q.visibility ?? filter,
        subscribed: q.filter === 'subscribed',
        authorId: q.author_id,
        search: q.search || undefined,
        before: decodeCursor(q.before),
        limit: q.limit,
      });
      return pageOf(viewerId, cards, q.limit);
    },

    /**
     * A search's page of posts (issue 21): matching the words of `q` (Russian morphology), or
     * carrying `tag` when given, each with its marked headline of `q` (`marked`, see
     * db/full-text.ts headline), read in one prepared statement (search-page.repo.ts).
     */
    async search(
      viewerId: string,
      q: string,
      tag: string | null,
      limit: number,
      before?: string,
    ): Promise<Page<Post & { marked: string }>> {
      const way = tag ? 'tag' : (await feedPageRepo.searchIsRare(db, q)) ? 'rare' : 'walk';
      const cards = await searchPageRepo.page(db, viewerId, {
        way,
        q,
        tag: tag ?? undefined,
        limit,
        before: decodeCursor(before),
      });
      return {
        items: cards.map((c) => ({ ...toPost(viewerId, c), marked: c.marked ?? c.content })),
        next: nextOf(cards, limit),
      };
    },

    async get(viewerId: string, postId: string): Promise<Post> {
      return card(viewerId, postId);
    },

    /**
     * Publishes a post. With a client key its author already used (the outbox sending again after
     * the network came back), answers the post made the first time and `created` is false.
     */
    async create(authorId: string, body: Create): Promise<{ post: Post; created: boolean }> {
      const content = body.content.trim();
      const mediaIds = [...new Set(body.media_file_ids)];
      if (!content && mediaIds.length === 0) throw new Invalid(POST_TEXTS.contentOrFile);
      const own = await mediaLibrary.ownIds(db, authorId, mediaIds);
      if (own.length !== mediaIds.length) throw new Invalid(POST_TEXTS.mediaNotFound);
      if (body.family_id && !(await familyReads.membership(db, body.family_id, authorId))) {
        // A private family does not exist for outsiders (404), as on every other family call.
        const family = await familyReads.findById(db, body.family_id);
        if (!family || family.isPrivate) throw new NotFound(FAMILY_TEXTS.notFound);
        throw new Forbidden('Публиковать в семье могут только её участники');
      }
      const youtubeUrls = oneOfEachVideo([
        ...findYoutubeUrls(content),
        ...body.youtube_urls.filter((u) => youtubeId(u)),
      ]);
      const row = await postsRepo.create(
        db,
        {
          authorId,
          // A media-only post is sent with a single space as its content (spec §5).
          content: content || ' ',
          sourceModule: body.source_module,
          visibility: body.visibility,
          familyId: body.family_id ?? null,
          youtubeUrls,
          clientKey: body.client_key ?? null,
        },
        mediaIds,
        writePostTags,
      );
      const id =
        row?.id ?? (body.client_key && (await postsRepo.postByClientKey(db, authorId, body.client_key))?.id);
      if (!id) throw new Error('post neither made nor found by its client key');
      return { post: await card(authorId, id), created: !!row };
    },

    /**
     * The author edits the text or the audience (issue 32 item 9). A post keeps its attachments, so
     * it may lose its text only when it has some; links found in the old text give way to the new.
     */
    async edit(userId: string, postId: string, body: Edit): Promise<Post> {
      const post = await readable(userId, postId);
      if (!canEditPost(userId, post)) throw new Forbidden(POST_TEXTS.editForbidden);
      const values: { content?: string; visibility?: string; youtubeUrls?: string[] } = {};
      if (body.visibility !== undefined) values.visibility = body.visibility;
      if (body.content !== undefined) {
        const current = await card(userId, postId);
        const content = body.content.trim();
        if (!content && current.media_files.length === 0) throw new Invalid(POST_TEXTS.contentOrFile);
        const oldFromText = new Set(findYoutubeUrls(current.content).map((u) => youtubeId(u)));
        values.content = content || ' ';
        values.youtubeUrls = oneOfEachVideo([
          ...findYoutubeUrls(content),
          ...current.youtube_urls.filter((u) => !oldFromText.has(youtubeId(u))),
        ]);
      }
      await postsRepo.edit(db, postId, values, writePostTags);
      return card(userId, postId);
    },

    async remove(userId: string, postId: string): Promise<void> {
      const post = await readable(userId, postId);
      const families = await feedPageRepo.managedFamilies(db, userId, [post.authorId]);
      if (
        !canDeletePost(userId, post, {
          managed: families.managed,
          ofAuthor: families.ofAuthor(post.authorId),
        })
      )
        throw new Forbidden(POST_TEXTS.deleteForbidden);
      await postsRepo.delete(db, postId, forgetNotificationsAboutPost);
    },

    /** The like button: sets ❤️ or takes back the caller's reaction (a like is the default reaction). */
    async like(userId: string, postId: string) {
      const post = await readable(userId, postId);
      const result = await postsRepo.toggleLike(db, postId, userId);
      const about = { userId: post.authorId, actorId: userId, link: { kind: 'post', id: postId } };
      if (result.liked) {
        const says = await actorSays(userId);
        await notifications.notify({ ...about, type: 'like', text: `${says('оценил')} вашу запись` });
      } else await withdrawReaction(about);
      return result;
    },

    async react(userId: string, postId: string, emoji: string) {
      const post = await readable(userId, postId);
      const reaction = await postsRepo.react(db, postId, userId, emoji);
      const about = { userId: post.authorId, actorId: userId, link: { kind: 'post', id: postId } };
      if (reaction) {
        const says = await actorSays(userId);
        await notifications.notify({
          ...about,
          type: 'reaction',
          text: `${says('отреагировал')} ${reaction} на вашу запись`,
        });
      } else await withdrawReaction(about);
      const shaped = await card(userId, postId);
      return {
        user_reaction: shaped.user_reaction,
        top_reactions: shaped.top_reactions,
        likes_count: shaped.likes_count,
      };
    },

    async comments(userId: string, postId: string): Promise<CommentNode[]> {
      await readable(userId, postId);
      return commentTree((await postsRepo.commentsOf(db, postId, userId)).map(toComment));
    },

    /**
     * Comments or replies. With a client key its author already used, answers the comment made the
     * first time (nobody is told again) and `created` is false; the same key on another post is 409.
     */
    async comment(
      userId: string,
      postId: string,
      content: string,
      parentId: string | null,
      clientKey?: string,
    ): Promise<{ comment: CommentNode; created: boolean }> {
      const post = await readable(userId, postId);
      if (post.familyId) await mayCommentInFamily(userId, post.familyId);
      const parent = parentId ? await postsRepo.findShownComment(db, parentId, userId) : undefined;
      if (parentId && (!parent || parent.postId !== postId)) throw new Invalid(POST_TEXTS.commentNotFound);
      // A reply below COMMENT_MAX_DEPTH attaches to the deepest allowed ancestor instead.
      const path = parent ? await postsRepo.commentPath(db, parent.id) : [];
      const attachTo = path.length >= COMMENT_MAX_DEPTH ? path[COMMENT_MAX_DEPTH - 2] : parent?.id;
      const row = await postsRepo.insertComment(db, {
        postId,
        authorId: userId,
        parentId: attachTo ?? null,
        content,
        clientKey: clientKey ?? null,
      });
      if (!row) {
        const earlier = clientKey ? await postsRepo.commentByClientKey(db, userId, clientKey) : undefined;
        if (!earlier) throw new Error('comment neither made nor found by its client key');
        if (earlier.postId !== postId) throw new Conflict(POST_TEXTS.commentClientKeyReused);
        return { comment: await shownComment(userId, postId, earlier.id), created: false };
      }
      const says = await actorSays(userId);
      if (parent) {
        await notifications.notify({
          userId: parent.authorId,
          actorId: userId,
          type: 'reply',
          text: `${says('ответил')} на ваш комментарий`,
          link: { kind: 'comment', id: row.id },
        });
      }
      if (!parent || parent.authorId !== post.authorId) {
        await notifications.notify({
          userId: post.authorId,
          actorId: userId,
          type: 'comment',
          text: `${says('прокомментировал')} вашу запись`,
          link: { kind: 'comment', id: row.id },
        });
      }
      return { comment: await shownComment(userId, postId, row.id), created: true };
    },

    async editComment(userId: string, commentId: string, content: string): Promise<void> {
      const comment = await commentVisible(userId, commentId);
      if (!canEditComment(userId, comment)) throw new Forbidden(POST_TEXTS.commentForbidden);
      await postsRepo.updateComment(db, commentId, content);
    },

    async deleteComment(userId: string, commentId: string): Promise<void> {
      const comment = await commentVisible(userId, commentId);
      const post = await readable(userId, comment.postId);
      if (!canDeleteComment(userId, comment, post)) throw new Forbidden(POST_TEXTS.commentForbidden);
      await postsRepo.deleteComment(db, commentId, forgetNotificationsAboutComment);
    },

    async likeComment(userId: string, commentId: string) {
      await commentVisible(userId, commentId);
      return postsRepo.toggleCommentLike(db, commentId, userId);
    },

    /** A comment the viewer may see (on a post they may open, not hidden from them): what a report names. */
    async visibleComment(userId: string, commentId: string) {
      const c = await commentVisible(userId, commentId);
      return { id: c.id, authorId: c.authorId, postId: c.postId, content: c.content };
    },

    /** An admin hid a post or comment after a report (CONTRACT §8); answers whether it exists. */
    hide: (kind: 'post' | 'comment', id: string, note: string | null) => postsRepo.hide(db, kind, id, note),
  };

  /** A reaction taken back (by either button) withdraws what the like or the reaction notified. */
  async function withdrawReaction(about: {
    userId: string;
    actorId: string;
    link: { kind: string; id: string };
  }) {
    await notifications.withdraw({ ...about, type: 'like' });
    await notifications.withdraw({ ...about, type: 'reaction' });
  }

  /** A family's who_can_comment decides who comments on its posts (01 §6). */
  async function mayCommentInFamily(userId: string, familyId: string) {
    const family = await familyReads.findById(db, familyId);
    if (!family) return;
    const isMember = !!(await familyReads.membership(db, familyId, userId));
    const sharesHousehold = !isMember && (await familyReads.sharesHousehold(db, familyId, userId));
    if (!canCommentOnFamilyPosts(family, { isMember, sharesHousehold }))
      throw new Forbidden('Эта семья не разрешает вам комментировать её записи');
  }

  /** One comment of a post as its tree shows it (with its replies). */
  async function shownComment(userId: string, postId: string, commentId: string): Promise<CommentNode> {
    const tree = commentTree((await postsRepo.commentsOf(db, postId, userId)).map(toComment));
    const node = tree.flatMap(flatten).find((c) => c.id === commentId);
    if (!node) throw new Error('comment not found after insert');
    return node;
  }

  async function commentVisible(userId: string, commentId: string): Promise<CommentRow> {
    const comment = await postsRepo.findShownComment(db, commentId, userId);
    if (!comment || !(await feedPageRepo.findReadable(db, userId, comment.postId)))
      throw new NotFound(POST_TEXTS.commentNotFound);
    return comment;
  }
}

export type PostsService = ReturnType<typeof createPostsService>;
