import type { SecurityEvent } from '@krug/contract/audit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetchPage } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { registerSecurityEventsTexts } from './events-texts.ts';
import { useDeviceLabel } from './SessionsSection.tsx';

registerSecurityEventsTexts();

export const securityEventsKey = ['security', 'events'] as const;

/** `GET /api/users/security-events`: my account's events, newest first, paged by the Link header. */
function useSecurityEvents() {
  return useInfiniteQuery({
    queryKey: securityEventsKey,
    initialPageParam: '/api/users/security-events?limit=20',
    queryFn: ({ pageParam, signal }) => apiFetchPage<SecurityEvent>(pageParam, { signal }),
    getNextPageParam: (last) => last.next,
  });
}

function EventRow({ event }: { event: SecurityEvent }) {
  const { t } = useTranslation('securityEvents');
  const device = useDeviceLabel();
  const warn = event.action === 'auth.login_failed' || event.by_admin;
  const Icon = warn ? ShieldAlert : ShieldCheck;
  const reason = typeof event.details.reason === 'string' ? event.details.reason : null;
  return (
    <li className="flex items-start gap-3 py-2.5" data-testid="security-event">
      <Icon
        aria-hidden="true"
        className={`mt-0.5 h-5 w-5 shrink-0 ${warn ? 'text-warn-fg' : 'text-fg-faint'}`}
      />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium text-fg">{t(`actions.${event.action}`)}</p>
        <p className="text-xs text-fg-subtle">
          {formatDateTime(event.at)}
          {event.ip ? ` · ${t('from', { ip: event.ip })}` : null}
          {event.user_agent ? ` · ${device(event.user_agent)}` : null}
          {event.by_admin ? ` · ${t('byAdmin')}` : null}
        </p>
        {reason ? <p className="text-xs text-fg-subtle">{t('reason', { reason })}</p> : null}
      </div>
    </li>
  );
}

/** «События безопасности» (CONTRACT §8): what happened to my account, and from where. */
export function SecurityEventsSection() {
  const { t } = useTranslation('securityEvents');
  const headingId = useId();
  const events = useSecurityEvents();
  const rows = events.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:p-6"
    >
      <div>
        <h2 id={headingId} className="text-base font-semibold text-fg">
          {t('title')}
        </h2>
        <p className="text-sm text-fg-subtle">{t('intro')}</p>
      </div>
      {events.isPending ? (
        <ListSkeleton rows={3} />
      ) : events.isError ? (
        <ErrorState error={events.error} title={t('loadFailed')} onRetry={() => void events.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <ul className="divide-y divide-line">
          {rows.map((e) => (
            <EventRow key={e.id} event={e} />
          ))}
        </ul>
      )}
      {events.hasNextPage ? (
        <button
          type="button"
          className={buttonClass('secondary', 'min-h-11 self-center')}
          disabled={events.isFetchingNextPage}
          onClick={() => void events.fetchNextPage()}
        >
          {t('more')}
        </button>
      ) : null}
    </section>
  );
}
