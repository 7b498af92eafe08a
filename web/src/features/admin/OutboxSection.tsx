import './texts.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { adminApi, adminKeys } from './api.ts';

/** «Исходящая почта» (CONTRACT §8): mails kept instead of sent while no SMTP server is configured. */
export function OutboxSection() {
  const { t } = useTranslation('admin');
  const outbox = useQuery({ queryKey: adminKeys.outbox, queryFn: ({ signal }) => adminApi.outbox(signal) });
  return (
    <section aria-label={t('nav.outbox')} className="flex flex-col gap-3">
      <p className="text-sm text-fg-subtle">{t('outbox.intro')}</p>
      {outbox.isPending ? (
        <ListSkeleton />
      ) : outbox.isError ? (
        <ErrorState error={outbox.error} onRetry={() => void outbox.refetch()} />
      ) : outbox.data.length === 0 ? (
        <EmptyState title={t('outbox.empty')} text={t('outbox.emptyText')} />
      ) : (
        <ul className="flex flex-col gap-3">
          {outbox.data.map((mail) => (
            <li key={mail.id} className="rounded-xl border border-line p-3" data-testid="outbox-mail">
              <p className="font-medium">{mail.subject}</p>
              <p className="text-xs text-fg-subtle">
                {t('outbox.to', { to: mail.to })} · {formatDateTime(mail.at)}
              </p>
              <pre className="mt-2 whitespace-pre-wrap break-words font-sans text-sm">{mail.text}</pre>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
