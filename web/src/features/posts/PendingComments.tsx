import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { OutboxStatus } from '../../ui/OutboxStatus.tsx';
import { notify } from '../../ui/toast.ts';
import { useUser } from '../auth/session.tsx';
import { commentOutbox, type OutgoingComment } from './outbox.ts';

/** A refused comment: its reason as a toast (it stays below as «Не отправлено»). */
function useOnFailed() {
  const { t } = useTranslation('posts');
  return (_c: OutgoingComment, err: unknown) =>
    notify({ type: 'error', message: errorText(err, t('posts.unknownError')) });
}

/**
 * Sends a comment through the outbox: the draft gets its key here, once, and keeps it through
 * every retry, so the server makes one comment of it however often it goes out.
 */
export function useSendComment() {
  const send = commentOutbox.useSend(useOnFailed());
  return (comment: Omit<OutgoingComment, 'clientKey'>) =>
    send.mutate({ ...comment, clientKey: crypto.randomUUID() });
}

/** This post's comments written here that have not left yet or were refused, under the others. */
export function PendingComments({ postId }: { postId: string }) {
  const { t } = useTranslation('posts');
  const me = useUser();
  const queryClient = useQueryClient();
  const ofPost = (c: OutgoingComment) => c.postId === postId;
  const pending = commentOutbox.usePending(ofPost);
  const failed = commentOutbox.useFailed(ofPost);
  const cancel = commentOutbox.useCancel();
  const retry = commentOutbox.useRetry(useOnFailed());
  if (pending.length === 0 && failed.length === 0) return null;
  const name = `${me.first_name} ${me.last_name}`;
  const row = (c: OutgoingComment, isFailed: boolean, waiting: boolean) => (
    <li key={c.clientKey} className="flex gap-2">
      <Avatar src={me.profile_picture} name={name} size="sm" decorative />
      <div className="min-w-0 flex-1">
        <div className="w-fit max-w-full rounded-2xl bg-surface-sunken px-3 py-1.5 text-sm opacity-70">
          <p className="font-medium">{name}</p>
          {c.replyTo ? <p className="text-xs text-fg-faint">↩ {c.replyTo}</p> : null}
          <p className="break-words whitespace-pre-wrap">{c.content}</p>
        </div>
        <div className="mt-1 px-3">
          <OutboxStatus
            text={c.content}
            failed={isFailed}
            waiting={waiting}
            onCancel={() => cancel(c.clientKey)}
            onRetry={() => retry(c)}
            onRemove={() => commentOutbox.dropFailed(queryClient, c.clientKey)}
          />
        </div>
      </div>
    </li>
  );
  return (
    <ul
      className="flex flex-col gap-3"
      aria-label={t('postsEditor.commentsOutbox')}
      data-testid="comment-outbox"
    >
      {pending.map((c) => row(c, false, c.waiting))}
      {failed.map((c) => row(c, true, false))}
    </ul>
  );
}
