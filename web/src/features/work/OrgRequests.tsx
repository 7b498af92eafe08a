import type { Organization } from '@krug/contract/work';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../i18n/labels.ts';
import { apiFetch, errorText } from '../../lib/api.ts';
import { Dialog as UiDialog } from '../../ui/Dialog.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import { notify } from '../../ui/toast.ts';
import { workKeys } from './api.ts';
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
  }[];
}) {
  const { t } = useTranslation();
  const label = useLabel();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<'PENDING' | 'APPROVED' | 'REJECTED'>('PENDING');
  const changes = useQuery({
    queryKey: workKeys.changeRequests(org.id, status),
    queryFn: ({ signal }) =>
      apiFetch<{
        data: {
          id: string;
          request_type: string;
          user_name: string;
          current_role: string | null;
          requested_role: string | null;
          requested_department: string | null;
          requested_team: string | null;
          reason: string | null;
        }[];
      }>(`/api/work/organizations/${org.id}/change-requests?status=${status}`, { signal }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: workKeys.all });
  // The request being rejected: its reason is asked in a dialog.
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const send = async (url: string, body: object) => {
    setSending(true);
    try {
      await apiFetch(url, { method: 'POST', body });
      await refresh();
      return true;
    } catch (err) {
      notify({ type: 'error', message: errorText(err, t('ui.actionFailed')) });
      return false;
    } finally {
      setSending(false);
    }
  };
  const decide = async (url: string, reject: boolean) => {
    if (!reject) return void (await send(url, {}));
    setReason('');
    setRejecting(url);
  };
  return (
    <div className="flex flex-col gap-4 text-sm">
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
                if (rejecting && (await send(rejecting, { rejection_reason: reason.trim() || null })))
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
      <section aria-label={t('work.joinRequests')}>
        <h3 className="mb-2 font-semibold">{t('work.joinRequests')}</h3>
        {joinRequests.length === 0 ? <p className="text-fg-faint">{t('work.noRequests')}</p> : null}
        <ul className="flex flex-col gap-2">
          {joinRequests.map((r) => (
            <li key={r.id} className="flex items-center justify-between rounded-xl bg-surface-sunken p-3">
              <span>
                <strong>{r.user_name}</strong> · {r.user_email} {r.message ? `· «${r.message}»` : ''}
              </span>
              <span className="flex gap-2">
                <button
                  type="button"
                  className={buttonClass('primary', 'px-2 py-1')}
                  onClick={() => decide(`/api/work/join-requests/${r.id}/approve`, false)}
                >
                  {t('work.approve')}
                </button>
                <button
                  type="button"
                  className={buttonClass('secondary', 'px-2 py-1')}
                  onClick={() => decide(`/api/work/join-requests/${r.id}/reject`, true)}
                >
                  {t('work.reject')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label={t('work.changeRequests')}>
        <h3 className="mb-2 font-semibold">{t('work.changeRequests')}</h3>
        <label className="mb-2 flex items-center gap-2">
          {t('work.filter')}
          <select
            value={status}
            onChange={(e) => setStatus(e.target.value as typeof status)}
            className="rounded-lg border border-line-strong px-2 py-1"
          >
            {(['PENDING', 'APPROVED', 'REJECTED'] as const).map((s) => (
              <option key={s} value={s}>
                {label('requestStatus', s)}
              </option>
            ))}
          </select>
        </label>
        {(changes.data?.data.length ?? 0) === 0 ? (
          <p className="text-fg-faint">{t('work.noRequests')}</p>
        ) : null}
        <ul className="flex flex-col gap-2">
          {changes.data?.data.map((r) => (
            <li key={r.id} className="flex items-center justify-between rounded-xl bg-surface-sunken p-3">
              <span>
                <strong>{r.user_name}</strong> · {label('changeRequestType', r.request_type)}:{' '}
                {label('memberRole', r.current_role)} →{' '}
                {r.requested_role
                  ? label('memberRole', r.requested_role)
                  : (r.requested_department ?? r.requested_team)}
                {r.reason ? ` · ${r.reason}` : ''}
              </span>
              {status === 'PENDING' ? (
                <span className="flex gap-2">
                  <button
                    type="button"
                    className={buttonClass('primary', 'px-2 py-1')}
                    onClick={() =>
                      decide(`/api/work/organizations/${org.id}/change-requests/${r.id}/approve`, false)
                    }
                  >
                    {t('work.approve')}
                  </button>
                  <button
                    type="button"
                    className={buttonClass('secondary', 'px-2 py-1')}
                    onClick={() =>
                      decide(`/api/work/organizations/${org.id}/change-requests/${r.id}/reject`, true)
                    }
                  >
                    {t('work.reject')}
                  </button>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
