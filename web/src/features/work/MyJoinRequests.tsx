import './texts.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { cancelJoinRequest, fetchMyJoinRequests, workKeys } from './api.ts';

/** My join requests (02 §2.17): pending ones can be cancelled, rejected ones show their reason. */
export function MyJoinRequests() {
  const { t } = useTranslation('work');
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: workKeys.myRequests,
    queryFn: ({ signal }) => fetchMyJoinRequests(signal),
  });
  const requests = list.data?.requests ?? [];
  return (
    <section aria-labelledby="my-requests" className="flex flex-col gap-3">
      <h1 id="my-requests" className="text-xl font-semibold">
        {t('work.myRequests')}
      </h1>
      {list.isSuccess && requests.length === 0 ? (
        <div className="rounded-2xl bg-surface p-6 text-center ring-1 ring-line">
          <p className="mb-3 text-fg-subtle">{t('work.noMyRequests')}</p>
          <Link to="/organizations/org-search" className={buttonClass('primary')}>
            {t('work.search')}
          </Link>
        </div>
      ) : null}
      <ul className="flex flex-col gap-2">
        {requests.map((r) => (
          <li
            key={r.id}
            className="flex items-center justify-between rounded-2xl bg-surface p-4 text-sm ring-1 ring-line"
          >
            <span>
              <strong>{r.organization_name}</strong> · {t(`work.statuses.${r.status}`)} ·{' '}
              {formatDate(r.requested_at)}
              {r.rejection_reason ? ` · ${r.rejection_reason}` : ''}
            </span>
            {r.status === 'pending' ? (
              <button
                type="button"
                className={buttonClass('secondary', 'px-2 py-1')}
                onClick={async () => {
                  await cancelJoinRequest(r.id);
                  await queryClient.invalidateQueries({ queryKey: workKeys.myRequests });
                }}
              >
                {t('work.cancelRequest')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
