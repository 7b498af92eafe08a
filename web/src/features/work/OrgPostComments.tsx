import './texts.ts';
import { type OrgComment, OrgCommentBody } from '@krug/contract/org-feed';
import type { CommentNode } from '@krug/contract/posts';
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import { ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { useUser } from '../auth/session.tsx';
import { type CommentActions, CommentTree } from '../posts/CommentTree.tsx';
import {
  addOrgComment,
  deleteOrgComment,
  editOrgComment,
  fetchOrgComments,
  likeOrgComment,
} from './org-api.ts';

/**
 * The loaded pages as the wall's comment tree: comments come oldest first and a reply always after
 * its parent, so each reply finds its top-level comment (one level of replies on this feed).
 */
export function orgThread(comments: OrgComment[]): CommentNode[] {
  const top: CommentNode[] = [];
  const byId = new Map<string, CommentNode>();
  for (const c of comments) {
    const node: CommentNode = {
      id: c.id,
      content: c.content,
      created_at: c.created_at,
      is_edited: c.is_edited,
      author: c.author,
      likes_count: c.likes_count,
      user_liked: c.user_liked,
      parent_comment_id: c.parent_comment_id,
      moderation: c.moderation,
      replies: [],
    };
    byId.set(c.id, node);
    const parent = c.parent_comment_id ? byId.get(c.parent_comment_id) : undefined;
    if (parent) parent.replies.push(node);
    else top.push(node);
  }
  return top;
}

export const orgCommentsKey = (postId: string) => ['work', 'comments', postId];

type Pages = InfiniteData<{ comments: OrgComment[]; next_cursor: string | null }, string | null>;
/** The loaded pages with one comment changed (a like's or an edit's answer, without refetching). */
const changed = (data: Pages | undefined, id: string, change: (c: OrgComment) => OrgComment) =>
  data && {
    ...data,
    pages: data.pages.map((p) => ({ ...p, comments: p.comments.map((c) => (c.id === id ? change(c) : c)) })),
  };

/** An organization post's comments (issue 32 item 12): the wall's thread, a «more» button, a new comment box. */
export function OrgPostComments({
  postId,
  postAuthorId,
  onChanged,
}: {
  postId: string;
  postAuthorId: string | null;
  /** The post's comment count changed (the feed refreshes it). */
  onChanged(): Promise<unknown>;
}) {
  const { t } = useTranslation(['work', 'posts']);
  const me = useUser();
  const queryClient = useQueryClient();
  const key = orgCommentsKey(postId);
  const comments = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => fetchOrgComments(postId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: key });
    await onChanged();
  };
  const add = useMutation({
    mutationFn: (body: { content: string; parent_comment_id: string | null }) => addOrgComment(postId, body),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: deleteOrgComment,
    onSuccess: refresh,
    onError: (err) => notify({ type: 'error', message: errorText(err, t('work.orgPosts.deleteFailed')) }),
  });
  const like = useMutation({
    mutationFn: likeOrgComment,
    onSuccess: (r, id) =>
      queryClient.setQueryData<Pages>(key, (d) =>
        changed(d, id, (c) => ({ ...c, user_liked: r.liked, likes_count: r.likes_count })),
      ),
    onError: (err) => notify({ type: 'error', message: errorText(err, t('work.orgPosts.likeFailed')) }),
  });
  const edit = useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) => editOrgComment(id, content),
    onSuccess: (saved) => queryClient.setQueryData<Pages>(key, (d) => changed(d, saved.id, () => saved)),
  });
  const all = comments.data?.pages.flatMap((p) => p.comments) ?? [];
  const deletable = new Set(all.filter((c) => c.can_delete).map((c) => c.id));
  const actions: CommentActions = {
    reply: (content, parentId) => add.mutateAsync({ content, parent_comment_id: parentId }),
    replyPending: add.isPending,
    remove: (id) => remove.mutate(id),
    mayDelete: (node) => deletable.has(node.id),
    like: (id) => like.mutate(id),
    edit: { save: (id, content) => edit.mutateAsync({ id, content }), pending: edit.isPending },
    // «Пожаловаться» reports it as a wall comment (target `comment`): the admin queue handles both.
    reportable: true,
  };
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = `org-comment-${postId}`;
  const send = async () => {
    const parsed = OrgCommentBody.safeParse({ content: draft });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      await add.mutateAsync({ content: parsed.data.content, parent_comment_id: null });
      setDraft('');
    } catch (err) {
      setError(errorText(err, t('work.orgPosts.commentFailed')));
    }
  };
  return (
    <section
      aria-label={t('work.orgPosts.comments')}
      className="mt-3 flex flex-col gap-3 border-t border-line pt-3"
    >
      {comments.isPending ? <ListSkeleton rows={2} /> : null}
      {comments.isError ? (
        <ErrorState
          error={comments.error}
          title={t('work.orgPosts.commentsFailed')}
          onRetry={() => void comments.refetch()}
        />
      ) : null}
      {comments.isSuccess && all.length === 0 ? (
        <p className="text-sm text-fg-faint">{t('work.orgPosts.noComments')}</p>
      ) : null}
      {all.length > 0 ? (
        <CommentTree
          postId={postId}
          postAuthorId={postAuthorId ?? ''}
          comments={orgThread(all)}
          actions={actions}
        />
      ) : null}
      {comments.hasNextPage ? (
        <button
          type="button"
          className={buttonClass('ghost', 'self-start px-2 py-1 text-sm')}
          disabled={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          {t('work.orgPosts.more')}
        </button>
      ) : null}
      <form
        className="flex items-start gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <Avatar src={me.profile_picture} name={`${me.first_name} ${me.last_name}`} size="sm" decorative />
        <div className="min-w-0 flex-1">
          <label htmlFor={fieldId} className="sr-only">
            {t('work.orgPosts.commentLabel')}
          </label>
          <textarea
            id={fieldId}
            rows={2}
            value={draft}
            placeholder={t('work.orgPosts.commentPlaceholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            onChange={(e) => setDraft(e.target.value)}
            className="block w-full resize-none rounded-xl border border-line-strong bg-surface px-3 py-2 text-sm"
          />
          {error ? (
            <p id={`${fieldId}-error`} role="alert" className="mt-1 text-sm text-danger-fg">
              {error}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          className={buttonClass('primary', 'px-3 py-1.5 text-sm')}
          disabled={!draft.trim() || add.isPending}
        >
          {t('work.orgPosts.send')}
        </button>
      </form>
    </section>
  );
}
