import { useTranslation } from 'react-i18next';
import { useUnreadTotal } from './unread.ts';

/** The number of unread messages beside «Чат» (sidebar, drawer, phone bar); nothing at zero. */
export function UnreadChatBadge({ className = 'ml-auto' }: { className?: string }) {
  const { t } = useTranslation();
  const n = useUnreadTotal() ?? 0;
  if (n === 0) return null;
  return (
    <span
      data-testid="chat-unread-badge"
      className={`${className} inline-flex min-w-5 items-center justify-center rounded-full bg-danger px-1.5 text-xs leading-5 font-semibold text-white`}
    >
      <span aria-hidden="true">{n > 999 ? '999+' : n}</span>
      <span className="sr-only">{t('nav.unreadChats', { n })}</span>
    </span>
  );
}
