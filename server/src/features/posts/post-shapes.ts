import { COMMENT_MAX_DEPTH } from '@krug/contract/limits';
import type { SourceModule } from '@krug/contract/modules';
import type { CommentNode, Post } from '@krug/contract/posts';
import { type Moderation, REPORT_TEXTS } from '@krug/contract/reports';
import { youtubeId } from '@krug/contract/youtube';
import type { CommentRow } from '../../db/schema/index.ts';
import type { MediaService } from '../media/media.service.ts';
import { type FeedCard, mediaRowsOf } from './feed-card.repo.ts';
import { canEditPost } from './posts.policy.ts';

/** How posts and comments are shaped for the contract (pure functions of posts.service.ts). */
/** A feed card as the contract's Post: its attachments' links signed for the viewer. */
export function postOf(media: Pick<MediaService, 'toViewerDto'>, viewerId: string, c: FeedCard): Post {
  return {
    id: c.id,
    content: c.content,
    created_at: c.createdAt,
    edited_at: c.editedAt,
    author: {
      id: c.authorId,
      first_name: c.firstName,
      last_name: c.lastName,
      profile_picture: c.profilePicture,
    },
    media_files: c.media.length ? mediaRowsOf(c.media).map((f) => media.toViewerDto(f, viewerId)) : [],
    youtube_urls: c.youtubeUrls,
    likes_count: c.likes,
    user_liked: c.liked,
    top_reactions: topReactions(c.reactions),
    user_reaction: c.myReaction,
    comments_count: c.comments,
    source_module: c.sourceModule as SourceModule,
    visibility: c.visibility as Post['visibility'],
    family_id: c.familyId,
    moderation: moderationOf({ hiddenAt: c.hiddenAt, hiddenNote: c.hiddenNote }),
    can_delete: c.canDelete,
    can_edit: canEditPost(viewerId, { authorId: c.authorId }),
  };
}

export function toComment(r: {
  c: CommentRow;
  firstName: string;
  lastName: string;
  profilePicture: string | null;
  likes: number;
  liked: boolean;
}): CommentNode {
  return {
    id: r.c.id,
    content: r.c.content,
    created_at: r.c.createdAt.toISOString(),
    is_edited: r.c.isEdited,
    author: {
      id: r.c.authorId,
      first_name: r.firstName,
      last_name: r.lastName,
      profile_picture: r.profilePicture,
    },
    likes_count: r.likes,
    user_liked: !!r.liked,
    parent_comment_id: r.c.parentId,
    replies: [],
    moderation: moderationOf(r.c),
  };
}

/** Why its author (or an admin) still sees a hidden post or comment; null when it is not hidden. */
export function moderationOf(row: {
  hiddenAt: Date | string | null;
  hiddenNote: string | null;
}): Moderation | null {
  if (!row.hiddenAt) return null;
  const at = typeof row.hiddenAt === 'string' ? row.hiddenAt : row.hiddenAt.toISOString();
  return { hidden_at: at, note: row.hiddenNote ?? REPORT_TEXTS.hiddenNoNote };
}

/** Every node of a tree, without recursion. */
export function flatten(c: CommentNode): CommentNode[] {
  const out: CommentNode[] = [];
  const stack = [c];
  for (let node = stack.pop(); node; node = stack.pop()) {
    out.push(node);
    for (let i = node.replies.length - 1; i >= 0; i--) stack.push(node.replies[i] as CommentNode);
  }
  return out;
}

/**
 * Builds the comment tree (comments in creation order) without recursion, at most
 * COMMENT_MAX_DEPTH levels deep: a comment deeper than that (stored before the cap existed) is
 * shown under its ancestor on level COMMENT_MAX_DEPTH - 1, as a new reply there would be attached,
 * so no chain however long can exhaust the stack while the answer is serialised.
 */
export function commentTree(nodes: CommentNode[]): CommentNode[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const children = new Map<string, CommentNode[]>();
  const roots: CommentNode[] = [];
  for (const node of nodes) {
    const parentId = node.parent_comment_id;
    if (parentId && byId.has(parentId) && parentId !== node.id) {
      const list = children.get(parentId);
      if (list) list.push(node);
      else children.set(parentId, [node]);
    } else roots.push(node);
  }
  // Breadth first from the roots: a parent is placed before its children.
  const depth = new Map<string, number>();
  /** The ancestor on level COMMENT_MAX_DEPTH - 1 of every comment at or below that level. */
  const anchor = new Map<string, CommentNode>();
  const regrouped = new Set<CommentNode>();
  const queue: CommentNode[] = [];
  for (const root of roots) {
    depth.set(root.id, 1);
    if (COMMENT_MAX_DEPTH - 1 <= 1) anchor.set(root.id, root);
    queue.push(root);
  }
  for (let i = 0; i < queue.length; i++) {
    const parent = queue[i] as CommentNode;
    const level = (depth.get(parent.id) ?? 1) + 1;
    for (const child of children.get(parent.id) ?? []) {
      if (depth.has(child.id)) continue;
      depth.set(child.id, Math.min(level, COMMENT_MAX_DEPTH));
      const holder = level > COMMENT_MAX_DEPTH ? (anchor.get(parent.id) ?? parent) : parent;
      if (holder !== parent) {
        child.parent_comment_id = holder.id;
        regrouped.add(holder);
      }
      holder.replies.push(child);
      if (level === COMMENT_MAX_DEPTH - 1) anchor.set(child.id, child);
      else if (level >= COMMENT_MAX_DEPTH) {
        const a = anchor.get(parent.id);
        if (a) anchor.set(child.id, a);
      }
      queue.push(child);
    }
  }
  // Replies gathered from several levels are shown in the order they were written.
  const order = new Map(nodes.map((n, i) => [n.id, i]));
  for (const holder of regrouped)
    holder.replies.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return roots;
}

/** The links with one per video, in order (the same video by two addresses is kept once). */
export function oneOfEachVideo(urls: string[]): string[] {
  const seen = new Set<string>();
  return urls.filter((u) => {
    const id = youtubeId(u) ?? '';
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** The three most given reactions, most first, ties by emoji. */
export function topReactions(counts: Record<string, number>): Post['top_reactions'] {
  const entries = Object.entries(counts);
  if (entries.length === 0) return [];
  return entries
    .sort(([a, n], [b, m]) => m - n || a.localeCompare(b))
    .slice(0, 3)
    .map(([emoji, count]) => ({ emoji, count }));
}
