import type { CommentNode, Post } from '@krug/contract/posts';
import { type ApiBody, api, call } from '../../lib/api-client.ts';
import { defineOutbox, type Outgoing } from '../../lib/outbox.ts';
import { createPost, patchPost, postKeys } from './api.ts';

/**
 * The outboxes of posts and comments (issue 35 §2, issue 32 item 15), as the chat's messages
 * (lib/outbox.ts): each carries a `client_key` made once per draft, so however often it is sent
 * (offline, then again after a lost answer) the server makes one post or comment of it. Kept across
 * a restart by the offline cache. Their failed lists live outside `['posts']`, which the feed
 * invalidates after every change.
 */
export interface OutgoingPost extends Outgoing {
  /** What the composer publishes; its files are uploaded already (their ids). */
  body: Omit<ApiBody<'/api/posts', 'post'>, 'client_key'>;
  /** The wall it was written on (its pending card is shown there). */
  module: string;
}

export const postOutbox = defineOutbox<OutgoingPost, Post>({
  key: ['posts', 'send'],
  failedKey: ['outbox', 'posts'],
  send: ({ body, clientKey }) => createPost({ ...body, client_key: clientKey }),
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
