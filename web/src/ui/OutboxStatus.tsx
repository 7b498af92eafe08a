import '../features/chat/message-texts.ts';
import { AlertCircle, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The line under something written here that has not left yet (lib/outbox.ts), as the chat shows it:
 * «Отправляется» with «Отменить» while it still waits for the network, or «Не отправлено» with
 * «Повторить» / «Удалить» when the server refused it. Used by posts and comments.
 */
export function OutboxStatus({
  text,
  failed,
  waiting,
  onCancel,
  onRetry,
  onRemove,
}: {
  /** What was written (names the cancel button for a screen reader). */
  text: string;
  failed: boolean;
  waiting: boolean;
  onCancel(): void;
  onRetry(): void;
  onRemove(): void;
}) {
  const { t } = useTranslation('chatmsg');
  const action = 'tap inline-flex items-center font-medium text-primary-fg underline';
  if (failed)
    return (
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-danger-fg">
        <span className="inline-flex items-center gap-1">
          <AlertCircle aria-hidden="true" className="h-3.5 w-3.5" />
          {t('notSent')}
        </span>
        <button type="button" className={action} onClick={onRetry}>
          {t('retry')}
        </button>
        <button type="button" className={action} onClick={onRemove}>
          {t('remove')}
        </button>
      </span>
    );
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-fg-faint">
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className="h-3.5 w-3.5" />
        {t('sending')}
      </span>
      {waiting ? (
        <button
          type="button"
          className={action}
          aria-label={t('cancelSendingOf', { text })}
          onClick={onCancel}
        >
          {t('cancelSending')}
        </button>
      ) : null}
    </span>
  );
}
