import './texts.ts';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { textOn } from '../../ui/color.ts';
import { useCancelMessage, usePendingMessages } from './outbox.ts';

/**
 * The group's messages written here that have not left yet (outbox.ts), under the sent ones:
 * «отправляется», and «Отменить» while one still waits for the network.
 */
export function OutboxList({ groupId, color }: { groupId: string; color: string }) {
  const { t } = useTranslation('chat');
  const pending = usePendingMessages(groupId);
  const cancel = useCancelMessage();
  if (pending.length === 0) return null;
  return (
    <ol className="mt-2 flex flex-col gap-2" aria-label={t('chat.outboxSending')} data-testid="chat-outbox">
      {pending.map((m) => (
        <li key={m.clientKey} className="flex justify-end">
          <div className="flex min-w-0 max-w-[80%] flex-col items-end">
            <span
              className="max-w-full rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap opacity-70"
              style={{ backgroundColor: color, color: textOn(color) }}
            >
              {m.content}
            </span>
            <span className="flex items-center gap-2 text-[10px] text-fg-faint">
              <Clock aria-hidden="true" className="h-3 w-3" />
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
    </ol>
  );
}
