import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../ui/Avatar.tsx';
import { ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { useUser } from '../auth/session.tsx';
import { useComments } from './api.ts';
import { CommentTree } from './CommentTree.tsx';
import { PendingComments, useSendComment } from './PendingComments.tsx';

/**
 * A post's open comments: the tree, the comments written here that have not left yet (the outbox,
 * issue 35 §2) and the box for a new one. A comment is sent through the outbox: offline it waits as
 * «Отправляется» and leaves once when the network returns.
 */
export function CommentsSection({ postId, postAuthorId }: { postId: string; postAuthorId: string }) {
  const { t } = useTranslation('posts');
  const me = useUser();
  const comments = useComments(postId, true);
  const [draft, setDraft] = useState('');
  const send = useSendComment();
  const sendComment = () => {
    const content = draft.trim();
    if (!content) return; // an empty comment is ignored and not sent
    send({ postId, content });
    setDraft('');
  };
  return (
    <section className="mt-3 flex flex-col gap-3">
      {comments.isPending ? (
        <ListSkeleton rows={2} />
      ) : comments.isError ? (
        <ErrorState error={comments.error} onRetry={() => void comments.refetch()} />
      ) : comments.data.length === 0 ? (
        <p className="text-sm text-fg-faint">{t('ui.noComments')}</p>
      ) : (
        <CommentTree postId={postId} postAuthorId={postAuthorId} comments={comments.data} />
      )}
      <PendingComments postId={postId} />
      <form
        className="flex items-center gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          sendComment();
        }}
      >
        <Avatar src={me.profile_picture} name={`${me.first_name} ${me.last_name}`} size="sm" decorative />
        <label htmlFor={`comment-${postId}`} className="sr-only">
          {t('posts.commentLabel')}
        </label>
        <input
          id={`comment-${postId}`}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('posts.commentPlaceholder')}
          className="min-w-0 flex-1 rounded-full border border-line-strong bg-surface px-3 py-1.5 text-sm"
        />
        <button type="submit" className="text-sm font-medium text-primary-fg">
          {t('posts.send')}
        </button>
      </form>
    </section>
  );
}
