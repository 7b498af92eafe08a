import './attachments-texts.ts';
import { ArrowDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RowProps } from './MessageBubble.tsx';

/** «Новые сообщения»: above the first message that was unread when the conversation opened. */
export function NewMessagesSeparator({ row }: { row?: RowProps }) {
  const { t } = useTranslation('chatMedia');
  return (
    <li
      {...row}
      data-new-messages
      className="flex items-center gap-3 py-1 text-xs font-medium text-primary-fg"
    >
      <span aria-hidden="true" className="h-px flex-1 bg-primary-line" />
      {t('newMessages')}
      <span aria-hidden="true" className="h-px flex-1 bg-primary-line" />
    </li>
  );
}

/** «↓» while the reader is scrolled up, with how many others' messages wait below. */
export function ScrollToBottomButton({ unseen, onClick }: { unseen: number; onClick(): void }) {
  const { t } = useTranslation('chatMedia');
  const label = unseen > 0 ? t('toBottomUnread', { n: unseen }) : t('toBottom');
  return (
    <div className="pointer-events-none sticky bottom-0 flex justify-end">
      <button
        type="button"
        onClick={onClick}
        aria-label={label}
        title={label}
        className="pointer-events-auto relative inline-flex size-11 items-center justify-center rounded-full bg-surface text-fg-muted shadow-md ring-1 ring-line hover:bg-surface-muted"
      >
        <ArrowDown aria-hidden="true" className="h-5 w-5" />
        {unseen > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-1.5 -right-1 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs leading-5 font-semibold text-white"
          >
            {unseen > 99 ? '99+' : unseen}
          </span>
        ) : null}
      </button>
    </div>
  );
}
