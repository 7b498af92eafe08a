import type { CommentNode, Post } from '@krug/contract/posts';
import { type ApiBody, api, call } from '../../lib/api-client.ts';
import { defineOutbox, type Outgoing } from '../../lib/outbox.ts';
import { uploadMedia } from '../media/api.ts';
import { createPost, patchPost, postKeys } from './api.ts';
import { forgetFiles, markUploaded, type OutgoingFile, readKeptFile } from './outbox-files.ts';

/**
 * The outboxes of posts and comments (issue 35 §2, issue 32 item 15), as the chat's messages
 * (lib/outbox.ts): each carries a `client_key` made once per draft, so however often it is sent
 * (offline, then again after a lost answer) the server makes one post or comment of it. Kept across
 * a restart by the offline cache. Their failed lists live outside `['posts']`, which the feed
 * invalidates after every change.
 */
export interface OutgoingPost extends Outgoing {
  /** What the composer publishes; with `files`, its `media_file_ids` are made from them when sent. */
  body: Omit<ApiBody<'/api/posts', 'post'>, 'client_key'>;
  /** The wall it was written on (its pending card is shown there). */
  module: string;
  /**
   * Its attachments in their order when some were not uploaded before it had to wait: those are
   * kept on the device (outbox-files.ts) and uploaded first, each with its own key, when it is sent.
   */
  files?: OutgoingFile[];
}

/**
 * Uploads the kept files of a post not uploaded yet (an upload sent again is answered with the file
 * of its key) and answers the ids of all its files in their order.
 */
async function uploadKept(post: OutgoingPost, files: OutgoingFile[]): Promise<string[]> {
  const ids: string[] = [];
  for (const f of files) {
    if (f.mediaId) {
      ids.push(f.mediaId);
      continue;
    }
    const kept = await readKeptFile(post.clientKey, f.key);
    if (!kept) throw new Error(`A kept file is gone: ${f.name}`);
    if (kept.mediaId) {
      ids.push(kept.mediaId);
      continue;
    }
    const file = new File([kept.bytes], kept.name, { type: kept.type });
    const { id } = await uploadMedia(file, {
      source_module: post.body.source_module ?? 'personal',
      privacy_level: post.body.visibility ?? 'PUBLIC',
      client_key: f.key,
    });
    await markUploaded(post.clientKey, f.key, id);
    ids.push(id);
  }
  return ids;
}

export const postOutbox = defineOutbox<OutgoingPost, Post>({
  key: ['posts', 'send'],
  failedKey: ['outbox', 'posts'],
  send: async (post) => {
    const { body, clientKey, files } = post;
    if (!files) return createPost({ ...body, client_key: clientKey });
    const made = await createPost({
      ...body,
      media_file_ids: await uploadKept(post, files),
      client_key: clientKey,
    });
    await forgetFiles(clientKey).catch(() => undefined);
    return made;
  },
  onSent: (queryClient) => void queryClient.invalidateQueries({ queryKey: postKeys.all }),
});

export interface OutgoingComment extends Outgoing {
  postId: string;
  content: string;
  /** The comment answered, and its author's name to show while this one waits. */
  parentId?: string | null;
  replyTo?: string;
}

export const commentOutbox = defineOutbox<OutgoingComment, CommentNode>({
  key: ['posts', 'send-comment'],
  failedKey: ['outbox', 'comments'],
  send: ({ postId, content, parentId, clientKey }) =>
    call(
      api.POST('/api/posts/{id}/comments', {
        params: { path: { id: postId } },
        body: { content, parent_comment_id: parentId ?? null, client_key: clientKey },
      }),
    ),
  onSent: (queryClient, _comment, { postId }) => {
    void queryClient.invalidateQueries({ queryKey: postKeys.comments(postId) });
    patchPost(queryClient, postId, (p) => ({ ...p, comments_count: p.comments_count + 1 }));
  },
});
