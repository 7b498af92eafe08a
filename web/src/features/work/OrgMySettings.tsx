import { type Organization, REQUESTABLE_ROLES } from '@krug/contract/work';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../i18n/labels.ts';
import { apiFetch, errorText } from '../../lib/api.ts';
import { buttonClass, Field } from '../../ui/Field.tsx';
import { notify } from '../../ui/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useMembers, workKeys } from './api.ts';
export function MySettings({ org }: { org: Organization }) {
  const { t } = useTranslation();
  const label = useLabel();
  const queryClient = useQueryClient();
  const [ask, confirmDialog] = useConfirm();
  const members = useMembers(org.id);
  const [v, setV] = useState({
    job_title: org.user_job_title ?? '',
    requested_role: '',
    requested_department: '',
    requested_team: '',
    reason: '',
  });
  const [owner, setOwner] = useState('');
  const changed = v.requested_role || v.requested_department || v.requested_team;
  const save = useMutation({
    mutationFn: () =>
      apiFetch(`/api/work/organizations/${org.id}/members/me`, {
        method: 'PUT',
        body: { ...v, requested_role: v.requested_role || null },
      }),
    onSuccess: async () => {
      notify({ type: 'success', message: t('work.saved') });
      await queryClient.invalidateQueries({ queryKey: workKeys.all });
    },
    onError: (err) => notify({ type: 'error', message: errorText(err, t('work.saved')) }),
  });
  const candidates = (members.data?.members ?? []).filter((m) => m.is_admin && !m.is_owner);
  return (
    <div className="flex max-w-lg flex-col gap-3">
      <Field
        label={t('work.fields.jobTitle')}
        value={v.job_title}
        onChange={(e) => setV({ ...v, job_title: e.target.value })}
      />
      <label className="flex flex-col gap-1 text-sm font-medium text-fg-muted">
        {t('work.requestRole')}
        <select
          value={v.requested_role}
          onChange={(e) => setV({ ...v, requested_role: e.target.value })}
          className="rounded-lg border border-line-strong px-3 py-2 font-normal"
        >
          <option value="">—</option>
          {REQUESTABLE_ROLES.map((r) => (
            <option key={r} value={r}>
              {label('memberRole', r)}
            </option>
          ))}
        </select>
      </label>
      <Field
        label={t('work.requestDepartment')}
        value={v.requested_department}
        onChange={(e) => setV({ ...v, requested_department: e.target.value })}
      />
      <Field
        label={t('work.requestTeam')}
        value={v.requested_team}
        onChange={(e) => setV({ ...v, requested_team: e.target.value })}
      />
      {changed ? (
        <Field
          label={t('work.reason')}
          value={v.reason}
          onChange={(e) => setV({ ...v, reason: e.target.value })}
        />
      ) : null}
      <button
        type="button"
        className={buttonClass('primary', 'self-start')}
        onClick={() => save.mutate()}
        disabled={save.isPending}
      >
        {t('work.save')}
      </button>
      <CreateTeam orgId={org.id} />
      {org.user_is_owner ? (
        <section
          aria-label={t('work.transfer')}
          className="mt-4 rounded-xl border border-warn-line bg-warn-soft p-3"
        >
          <h3 className="mb-2 font-semibold">{t('work.transfer')}</h3>
          {candidates.length === 0 ? (
            <p className="text-sm">{t('work.transferHint')}</p>
          ) : (
            <div className="flex flex-wrap items-end gap-2">
              <label className="flex flex-col gap-1 text-sm">
                {t('work.newOwner')}
                <select
                  value={owner}
                  onChange={(e) => setOwner(e.target.value)}
                  className="rounded-lg border border-line-strong px-3 py-2"
                >
                  <option value="">—</option>
                  {candidates.map((c) => (
                    <option key={c.user_id} value={c.user_id}>
                      {c.user_first_name} {c.user_last_name}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                className={buttonClass('danger')}
                disabled={!owner}
                onClick={async () => {
                  const ok = await ask({
                    title: t('work.transfer'),
                    description: t('work.transferConfirm'),
                    confirmLabel: t('work.transfer'),
                    destructive: true,
                  });
                  if (!ok) return;
                  try {
                    await apiFetch(`/api/work/organizations/${org.id}/transfer-ownership`, {
                      method: 'POST',
                      body: { new_owner_id: owner },
                    });
                    await queryClient.invalidateQueries({ queryKey: workKeys.all });
                  } catch (err) {
                    notify({ type: 'error', message: errorText(err, t('ui.actionFailed')) });
                  }
                }}
              >
                {t('work.transfer')}
              </button>
            </div>
          )}
        </section>
      ) : (
        <button
          type="button"
          className={buttonClass('danger', 'mt-4 self-start')}
          onClick={async () => {
            const ok = await ask({
              title: t('work.leave'),
              description: t('work.leaveConfirm'),
              confirmLabel: t('work.leave'),
              destructive: true,
            });
            if (!ok) return;
            try {
              await apiFetch(`/api/work/organizations/${org.id}/leave`, { method: 'POST', body: {} });
              setTimeout(() => window.location.assign('/organizations/my-work'), 1500);
            } catch (err) {
              notify({ type: 'error', message: errorText(err, t('ui.actionFailed')) });
            }
          }}
        >
          {t('work.leave')}
        </button>
      )}
      {confirmDialog}
    </div>
  );
}

function CreateTeam({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  return (
    <form
      className="mt-2 flex items-end gap-2"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          await apiFetch(`/api/work/organizations/${orgId}/teams`, { method: 'POST', body: { name } });
          setName('');
          notify({ type: 'success', message: t('work.teamCreated') });
        } catch (err) {
          notify({ type: 'error', message: errorText(err, t('work.teamCreated')) });
        }
      }}
    >
      <Field label={t('work.teamName')} value={name} onChange={(e) => setName(e.target.value)} />
      <button type="submit" className={buttonClass('secondary')} disabled={!name.trim()}>
        {t('work.createTeam')}
      </button>
    </form>
  );
}
