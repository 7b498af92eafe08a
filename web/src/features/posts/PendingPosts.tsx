import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { OutboxStatus } from '../../ui/OutboxStatus.tsx';
import { notify } from '../../ui/toast.ts';
import { useUser } from '../auth/session.tsx';
import { KeptThumbnails } from './KeptThumbnails.tsx';
import { type OutgoingPost, postOutbox } from './outbox.ts';
import { forgetFiles } from './outbox-files.ts';

/** A refused post: its reason as a toast (it stays on the wall as «Не отправлено»). */
export function useOnPostFailed() {
  const { t } = useTranslation('posts');
  return (_p: OutgoingPost, err: unknown) =>
    notify({
      type: 'error',
      message: t('posts.createFailed', { detail: errorText(err, t('posts.unknownError')) }),
    });
}

/**
 * The posts written on this wall that wait in the outbox (written offline) or that the server
 * refused, above the feed: «Отправляется» / «Отменить», or «Не отправлено» / «Повторить» / «Удалить».
 */
export function PendingPosts({ module, familyId }: { module: string; familyId?: string | undefined }) {
  const { t } = useTranslation('posts');
  const me = useUser();
  const queryClient = useQueryClient();
  const onWall = (p: OutgoingPost) => p.module === module && (p.body.family_id ?? undefined) === familyId;
  const pending = postOutbox.usePending(onWall);
  const failed = postOutbox.useFailed(onWall);
  const cancelSending = postOutbox.useCancel();
  // A post cancelled or deleted takes its photos kept on the device with it.
  const cancel = (clientKey: string) => {
    cancelSending(clientKey);
    void forgetFiles(clientKey).catch(() => undefined);
  };
  const remove = (clientKey: string) => {
    postOutbox.dropFailed(queryClient, clientKey);
    void forgetFiles(clientKey).catch(() => undefined);
  };
  const retry = postOutbox.useRetry(useOnPostFailed());
  if (pending.length === 0 && failed.length === 0) return null;
  const name = `${me.first_name} ${me.last_name}`;
  const card = (p: OutgoingPost, isFailed: boolean, waiting: boolean) => {
    const files = p.files?.length ?? p.body.media_file_ids?.length ?? 0;
    const content = p.body.content?.trim() ?? '';
    return (
      <li key={p.clientKey} className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line">
        <div className="flex items-start gap-3 opacity-70">
          <Avatar src={me.profile_picture} name={name} decorative />
          <div className="min-w-0 flex-1">
            <p className="font-medium">{name}</p>
            {content ? <p className="mt-1 break-words whitespace-pre-wrap">{content}</p> : null}
            {files > 0 ? (
              <p className="mt-1 text-sm text-fg-faint">{t('postsEditor.pendingFiles', { n: files })}</p>
            ) : null}
            {p.files ? <KeptThumbnails postKey={p.clientKey} files={p.files} /> : null}
          </div>
        </div>
        <div className="mt-2">
          <OutboxStatus
            text={content}
            failed={isFailed}
            waiting={waiting}
            onCancel={() => cancel(p.clientKey)}
            onRetry={() => retry(p)}
            onRemove={() => remove(p.clientKey)}
          />
        </div>
      </li>
    );
  };
  return (
    <ul className="flex flex-col gap-3" aria-label={t('postsEditor.postsOutbox')} data-testid="post-outbox">
      {pending.map((p) => card(p, false, p.waiting))}
      {failed.map((p) => card(p, true, false))}
    </ul>
  );
}
