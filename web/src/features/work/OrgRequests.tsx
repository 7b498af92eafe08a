import './texts.ts';
import type { ChangeRequest, Organization } from '@krug/contract/work';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Inbox } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../i18n/labels.ts';
import { errorText } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Dialog as UiDialog } from '../../ui/Dialog.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import { RelativeTime } from '../../ui/RelativeTime.tsx';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { PersonLink } from '../people/PersonLink.tsx';
import { workKeys } from './api.ts';
import { type Decidable, decide, fetchChangeRequests } from './org-api.ts';

const STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
type Status = (typeof STATUSES)[number];

/** What a change request changes: its old and requested value, as labels. */
export function useChangeValues() {
  const label = useLabel();
  return (r: ChangeRequest): [string | null, string | null] =>
    r.request_type === 'ROLE_CHANGE'
      ? [r.current_role && label('memberRole', r.current_role), label('memberRole', r.requested_role)]
      : r.request_type === 'DEPARTMENT_CHANGE'
        ? [r.current_department, r.requested_department]
        : [r.current_team, r.requested_team];
}

/** One change request: who, what, old → new, reason, dates, status and rejection reason (02 §2.13). */
export function ChangeRequestCard({
  request: r,
  showUser = true,
  actions,
}: {
  request: ChangeRequest;
  showUser?: boolean;
  actions?: React.ReactNode;
}) {
  const { t } = useTranslation('work');
  const label = useLabel();
  const values = useChangeValues();
  const [was, becomes] = values(r);
  const tone =
    r.status === 'APPROVED'
      ? 'bg-info-soft text-info-fg'
      : r.status === 'REJECTED'
        ? 'bg-danger-soft text-danger-fg'
        : 'bg-warn-soft text-warn-fg';
  return (
    <article
      aria-label={`${r.user_name}: ${label('changeRequestType', r.request_type)}`}
      className="flex flex-col gap-2 rounded-xl bg-surface-sunken p-3 text-sm"
    >
      <header className="flex flex-wrap items-center gap-2">
        {showUser ? (
          <>
            <Avatar src={r.user_avatar_url} name={r.user_name} size="sm" />
            <span className="min-w-0">
              <strong className="block truncate">
                <PersonLink userId={r.user_id}>{r.user_name}</PersonLink>
              </strong>
              <span className="block truncate text-xs text-fg-faint">{r.user_email}</span>
            </span>
          </>
        ) : null}
        <span className="font-medium">{label('changeRequestType', r.request_type)}</span>
        <span className={`ml-auto rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>
          {label('requestStatus', r.status)}
        </span>
      </header>
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-fg-subtle">{t('work.requestsPanel.was')}:</span>
        <span className={was ? 'font-medium' : 'text-fg-faint italic'}>
          {was || t('work.requestsPanel.none')}
        </span>
        <ArrowRight aria-hidden="true" className="h-4 w-4 text-fg-faint" />
        <span className="sr-only">{t('work.requestsPanel.becomes')}:</span>
        <span className="font-semibold text-work-strong">{becomes || t('work.requestsPanel.none')}</span>
      </p>
      {r.reason ? (
        <p className="text-fg-muted">{t('work.requestsPanel.reason', { reason: r.reason })}</p>
      ) : null}
      {r.rejection_reason ? (
        <p className="text-danger-fg">{t('work.requestsPanel.rejection', { reason: r.rejection_reason })}</p>
      ) : null}
      <p className="flex flex-wrap gap-x-3 text-xs text-fg-faint">
        <span>{t('work.requestsPanel.sent', { date: formatDateTime(r.created_at) })}</span>
        {r.reviewed_at ? (
          <span>{t('work.requestsPanel.decided', { date: formatDateTime(r.reviewed_at) })}</span>
        ) : null}
      </p>
      {actions}
    </article>
  );
}

/** The requests tab (admins): join requests and change requests with status tabs (02 §2.13, §2.14). */
export function RequestsTab({
  org,
  joinRequests,
}: {
  org: Organization;
  joinRequests: {
    id: string;
    user_name: string;
    user_email: string;
    message: string | null;
    requested_at: string;
    can_decide: boolean;
  }[];
}) {
  const { t } = useTranslation('work');
  const label = useLabel();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>('PENDING');
  const changes = useQuery({
    queryKey: workKeys.changeRequests(org.id, status),
    queryFn: ({ signal }) => fetchChangeRequests(org.id, status, signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: workKeys.all });
  // The request being rejected: its reason is asked in a dialog.
  const [rejecting, setRejecting] = useState<Decidable | null>(null);
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const send = async (request: Decidable, verdict: 'approve' | { reason: string | null }, done: string) => {
    setSending(true);
    try {
      await decide(org.id, request, verdict);
      notify({ type: 'success', message: done });
      await refresh();
      return true;
    } catch (err) {
      notify({ type: 'error', message: errorText(err, t('work.requestsPanel.decideFailed')) });
      return false;
    } finally {
      setSending(false);
    }
  };
  const approve = (request: Decidable) => void send(request, 'approve', t('work.requestsPanel.approved'));
  const reject = (request: Decidable) => {
    setReason('');
    setRejecting(request);
  };
  const decisions = (request: Decidable) => (
    <span className="flex flex-wrap gap-2">
      <button
        type="button"
        className={buttonClass('primary', 'px-3 py-1')}
        disabled={sending}
        onClick={() => approve(request)}
      >
        {t('work.approve')}
      </button>
      <button
        type="button"
        className={buttonClass('secondary', 'px-3 py-1')}
        disabled={sending}
        onClick={() => reject(request)}
      >
        {t('work.reject')}
      </button>
    </span>
  );
  const list = changes.data?.data ?? [];
  const tab =
    'rounded-full px-3 py-1 text-sm font-medium aria-selected:bg-work-soft aria-selected:text-work-strong text-fg-subtle hover:bg-surface-muted';
  return (
    <div className="flex flex-col gap-6 text-sm">
      <UiDialog
        open={rejecting !== null}
        onOpenChange={(open) => (open ? undefined : setRejecting(null))}
        title={t('work.reject')}
        footer={
          <>
            <button type="button" className={buttonClass('secondary')} onClick={() => setRejecting(null)}>
              {t('ui.cancel')}
            </button>
            <button
              type="button"
              className={buttonClass('danger')}
              disabled={sending}
              onClick={async () => {
                if (
                  rejecting &&
                  (await send(rejecting, { reason: reason.trim() || null }, t('work.requestsPanel.rejected')))
                )
                  setRejecting(null);
              }}
            >
              {t('work.reject')}
            </button>
          </>
        }
      >
        <label htmlFor="reject-reason" className="text-sm font-medium">
          {t('work.rejectReason')}
        </label>
        <textarea
          id="reject-reason"
          rows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          className="mt-1 w-full rounded-lg border border-line-strong bg-surface px-3 py-2"
        />
      </UiDialog>
      <section aria-labelledby="join-requests-title">
        <h3 id="join-requests-title" className="mb-2 font-semibold">
          {t('work.joinRequests')}{' '}
          {joinRequests.length ? <span className="text-fg-faint">· {joinRequests.length}</span> : null}
        </h3>
        {joinRequests.length === 0 ? <p className="text-fg-faint">{t('work.noRequests')}</p> : null}
        <ul className="flex flex-col gap-2">
          {joinRequests.map((r) => (
            <li
              key={r.id}
              className="flex flex-col gap-2 rounded-xl bg-surface-sunken p-3 sm:flex-row sm:items-center"
            >
              <span className="flex min-w-0 flex-1 items-start gap-2">
                <Avatar name={r.user_name} size="sm" />
                <span className="min-w-0">
                  <strong className="block">{r.user_name}</strong>
                  <span className="block truncate text-xs text-fg-faint">
                    {r.user_email} · <RelativeTime value={r.requested_at} />
                  </span>
                  {r.message ? (
                    <span className="mt-1 block text-fg-muted">
                      {t('work.requestsPanel.joinMessage', { message: r.message })}
                    </span>
                  ) : null}
                </span>
              </span>
              {r.can_decide ? decisions({ kind: 'join', id: r.id }) : null}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="change-requests-title">
        <h3 id="change-requests-title" className="mb-2 font-semibold">
          {t('work.changeRequests')}
        </h3>
        <div
          role="tablist"
          aria-label={t('work.requestsPanel.statusTabs')}
          className="mb-3 flex flex-wrap gap-1"
        >
          {STATUSES.map((s) => (
            <button
              key={s}
              type="button"
              role="tab"
              aria-selected={status === s}
              className={tab}
              onClick={() => setStatus(s)}
            >
              {label('requestStatus', s)}
            </button>
          ))}
        </div>
        {changes.isPending ? <ListSkeleton rows={2} /> : null}
        {changes.isError ? (
          <ErrorState
            error={changes.error}
            title={t('work.requestsPanel.loadFailed')}
            onRetry={() => void changes.refetch()}
          />
        ) : null}
        {changes.isSuccess && list.length === 0 ? (
          <EmptyState icon={<Inbox />} title={t('work.noRequests')} />
        ) : null}
        <ul className="flex flex-col gap-2">
          {list.map((r) => (
            <li key={r.id}>
              <ChangeRequestCard
                request={r}
                actions={
                  r.can_decide ? (
                    decisions({ kind: 'change', id: r.id })
                  ) : r.status === 'PENDING' && r.is_mine ? (
                    <p className="text-xs text-fg-subtle">{t('work.requestsPanel.mine')}</p>
                  ) : null
                }
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
