import './texts.ts';
import './message-texts.ts';
import './attachments-texts.ts';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, Clock, CornerUpLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { textOn } from '../../ui/color.ts';
import {
  dropFailed,
  type OutgoingMessage,
  useCancelMessage,
  useFailedMessages,
  usePendingMessages,
  useRetryMessage,
} from './outbox.ts';

/**
 * The group's messages written here that have not left yet (outbox.ts), under the sent ones:
 * «отправляется» with a clock («Отменить» while one still waits for the network), and those the
 * server refused: «Не отправлено» with «Повторить» / «Удалить» (issue 31).
 */
export function OutboxList({
  groupId,
  color,
  onFailed,
}: {
  groupId: string;
  color: string;
  onFailed: (message: OutgoingMessage, error: unknown) => void;
}) {
  const { t } = useTranslation('chat');
  const { t: tm } = useTranslation('chatmsg');
  const { t: tMedia } = useTranslation('chatMedia');
  const queryClient = useQueryClient();
  const pending = usePendingMessages(groupId);
  const failed = useFailedMessages(groupId);
  const cancel = useCancelMessage();
  const retry = useRetryMessage(onFailed);
  if (pending.length === 0 && failed.length === 0) return null;
  const bubble = (m: OutgoingMessage, faded: boolean) => (
    <span
      className={`max-w-full rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap ${faded ? 'opacity-70' : ''}`}
      style={{ backgroundColor: color, color: textOn(color) }}
    >
      {m.replyTo ? (
        <span className="mb-1 flex items-center gap-1 border-l-4 border-current/60 pl-2 text-xs">
          <CornerUpLeft aria-hidden="true" className="h-3 w-3" />
          {m.replyTo.author_name}: {m.replyTo.text}
        </span>
      ) : null}
      {/* Issue 31: the files went up already; the bubble names them until the message is in. */}
      {m.mediaIds?.length ? (
        <span className="block text-xs" data-testid="outbox-attachments">
          {tMedia('attachmentPreview')}
          {m.mediaIds.length > 1 ? ` × ${m.mediaIds.length}` : ''}
        </span>
      ) : null}
      {m.content}
    </span>
  );
  return (
    <ol className="mt-2 flex flex-col gap-2" aria-label={t('chat.outboxSending')} data-testid="chat-outbox">
      {pending.map((m) => (
        <li key={m.clientKey} className="flex justify-end">
          <div className="flex min-w-0 max-w-[80%] flex-col items-end">
            {bubble(m, true)}
            <span className="flex items-center gap-2 text-[10px] text-fg-faint">
              <Clock aria-hidden="true" className="h-3 w-3" aria-label={tm('sending')} />
              {t('chat.outboxSending')}
              {m.waiting ? (
                <button
                  type="button"
                  className="text-xs text-primary-fg underline"
                  aria-label={t('chat.outboxCancelLabel', { text: m.content })}
                  onClick={() => cancel(m.clientKey)}
                >
                  {t('chat.outboxCancel')}
                </button>
              ) : null}
            </span>
          </div>
        </li>
      ))}
      {failed.map((m) => (
        <li key={m.clientKey} className="flex justify-end" data-testid="chat-failed">
          <div className="flex min-w-0 max-w-[80%] flex-col items-end">
            {bubble(m, true)}
            <span className="flex items-center gap-2 text-xs text-danger-fg">
              <AlertCircle aria-hidden="true" className="h-3 w-3" />
              {tm('notSent')}
              <button type="button" className="text-primary-fg underline" onClick={() => retry(m)}>
                {tm('retry')}
              </button>
              <button
                type="button"
                className="text-primary-fg underline"
                onClick={() => dropFailed(queryClient, m.clientKey)}
              >
                {tm('remove')}
              </button>
            </span>
          </div>
        </li>
      ))}
    </ol>
  );
}
