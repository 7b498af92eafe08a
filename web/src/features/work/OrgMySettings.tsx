import './texts.ts';
import {
  type ChangeRequest,
  type Organization,
  REQUESTABLE_ROLES,
  type UpdateMeResponse,
} from '@krug/contract/work';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../i18n/labels.ts';
import { apiFetch, errorText } from '../../lib/api.ts';
import { buttonClass, Field, SelectField } from '../../ui/Field.tsx';
import { ListSkeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { useDepartments, workKeys } from './api.ts';
import { OrgDangerZone } from './OrgDangerZone.tsx';
import { ChangeRequestCard } from './OrgRequests.tsx';

/** After leaving, the page reloads after 1.5 s (02 §2.11). */
export const LEAVE_RELOAD_MS = 1500;
const section = 'flex flex-col gap-3 rounded-xl border border-line p-4';
const empty = { requested_role: '', requested_department: '', requested_team: '', reason: '' };

/**
 * The personal settings panel (02 §2.11): the current role, job title, department and team; the job
 * title changes at once, role/department/team by request (the form empties and the request shows
 * below); a team; and leaving (or, for the owner, transferring) in a danger zone.
 */
export function MySettings({ org }: { org: Organization }) {
  const { t } = useTranslation('work');
  const label = useLabel();
  const queryClient = useQueryClient();
  const departments = useDepartments(org.id);
  const mine = useQuery({
    queryKey: ['work', 'my-change-requests', org.id],
    queryFn: ({ signal }) =>
      apiFetch<{ data: ChangeRequest[] }>(`/api/work/organizations/${org.id}/change-requests/mine`, {
        signal,
      }),
    select: (d) => d.data,
  });
  const [title, setTitle] = useState(org.user_job_title ?? '');
  const [v, setV] = useState(empty);
  const [noChanges, setNoChanges] = useState(false);
  const changed = !!(v.requested_role || v.requested_department.trim() || v.requested_team.trim());
  const refresh = () => queryClient.invalidateQueries({ queryKey: workKeys.all });
  const put = (body: object) =>
    apiFetch<UpdateMeResponse>(`/api/work/organizations/${org.id}/members/me`, { method: 'PUT', body });
  const saveTitle = useMutation({
    mutationFn: () => put({ job_title: title }),
    onSuccess: async () => {
      notify({ type: 'success', message: t('work.mySettings.titleSaved') });
      await refresh();
    },
    onError: (err) => notify({ type: 'error', message: errorText(err, t('work.mySettings.failed')) }),
  });
  const request = useMutation({
    mutationFn: () =>
      put({
        requested_role: v.requested_role || null,
        requested_department: v.requested_department || null,
        requested_team: v.requested_team || null,
        reason: v.reason || null,
      }),
    onSuccess: async (res) => {
      setV(empty);
      notify({
        type: 'success',
        message: res.applied.length > 0 ? t('work.mySettings.applied') : t('work.mySettings.requestSent'),
      });
      await refresh();
    },
    onError: (err) => notify({ type: 'error', message: errorText(err, t('work.mySettings.failed')) }),
  });
  const deptNames = (departments.data ?? []).map((d) => d.name);
  const current: [string, string | null][] = [
    [t('work.mySettings.role'), org.user_role ? label('memberRole', org.user_role) : null],
    [t('work.mySettings.jobTitle'), org.user_job_title],
    [t('work.mySettings.department'), org.user_department],
    [t('work.mySettings.team'), org.user_team],
  ];
  return (
    <div className="flex max-w-2xl flex-col gap-4 text-sm">
      <section aria-labelledby="my-current" className={section}>
        <h3 id="my-current" className="font-semibold">
          {t('work.mySettings.current')}
        </h3>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {current.map(([name, value]) => (
            <div key={name} className="min-w-0 rounded-lg bg-surface-sunken px-3 py-2">
              <dt className="text-xs text-fg-faint">{name}</dt>
              <dd className={`truncate font-medium ${value ? '' : 'font-normal text-fg-faint italic'}`}>
                {value || t('work.mySettings.none')}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <form
        aria-labelledby="my-title"
        className={section}
        onSubmit={(e) => {
          e.preventDefault();
          if (title.trim() === (org.user_job_title ?? '')) {
            notify({ type: 'info', message: t('work.texts.noChanges') });
            return;
          }
          saveTitle.mutate();
        }}
      >
        <h3 id="my-title" className="font-semibold">
          {t('work.mySettings.titleSection')}
        </h3>
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-48 flex-1">
            <Field
              label={t('work.fields.jobTitle')}
              hint={t('work.mySettings.titleHint')}
              value={title}
              maxLength={100}
              onChange={(e) => setTitle(e.target.value)}
            />
          </div>
          <button
            type="submit"
            className={buttonClass('secondary')}
            disabled={saveTitle.isPending || !title.trim()}
          >
            {t('work.mySettings.saveTitle')}
          </button>
        </div>
      </form>

      <form
        aria-labelledby="my-request"
        className={section}
        onSubmit={(e) => {
          e.preventDefault();
          setNoChanges(!changed);
          if (changed) request.mutate();
        }}
      >
        <h3 id="my-request" className="font-semibold">
          {t('work.mySettings.requestSection')}
        </h3>
        <p className="text-xs text-fg-subtle">
          {org.user_is_owner ? t('work.mySettings.ownerHint') : t('work.mySettings.requestHint')}
        </p>
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField
            label={t('work.requestRole')}
            value={v.requested_role}
            onChange={(e) => setV({ ...v, requested_role: e.target.value })}
          >
            <option value="">{t('work.mySettings.keep')}</option>
            {REQUESTABLE_ROLES.filter((r) => r !== org.user_role).map((r) => (
              <option key={r} value={r}>
                {label('memberRole', r)}
              </option>
            ))}
          </SelectField>
          {deptNames.length > 0 ? (
            <SelectField
              label={t('work.requestDepartment')}
              value={v.requested_department}
              onChange={(e) => setV({ ...v, requested_department: e.target.value })}
            >
              <option value="">{t('work.mySettings.keep')}</option>
              {deptNames
                .filter((n) => n !== org.user_department)
                .map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
            </SelectField>
          ) : (
            <Field
              label={t('work.requestDepartment')}
              value={v.requested_department}
              maxLength={100}
              onChange={(e) => setV({ ...v, requested_department: e.target.value })}
            />
          )}
          <Field
            label={t('work.requestTeam')}
            value={v.requested_team}
            maxLength={100}
            onChange={(e) => setV({ ...v, requested_team: e.target.value })}
          />
        </div>
        {changed ? (
          <label className="flex flex-col gap-1 font-medium text-fg-muted">
            {t('work.reason')}
            <textarea
              rows={2}
              value={v.reason}
              maxLength={1000}
              placeholder={t('work.mySettings.reasonPlaceholder')}
              onChange={(e) => setV({ ...v, reason: e.target.value })}
              className="rounded-lg border border-line-strong bg-surface px-3 py-2 font-normal text-fg"
            />
          </label>
        ) : null}
        {noChanges && !changed ? (
          <p role="alert" className="text-danger-fg">
            {t('work.texts.noChanges')}
          </p>
        ) : null}
        <button type="submit" className={buttonClass('primary', 'self-start')} disabled={request.isPending}>
          {t('work.mySettings.sendRequest')}
        </button>
      </form>

      <section aria-labelledby="my-requests" className={section}>
        <h3 id="my-requests" className="font-semibold">
          {t('work.mySettings.pending')}
        </h3>
        {mine.isPending ? <ListSkeleton rows={1} /> : null}
        {mine.isSuccess && mine.data.length === 0 ? (
          <p className="text-fg-faint">{t('work.mySettings.noPending')}</p>
        ) : null}
        <ul className="flex flex-col gap-2">
          {(mine.data ?? []).slice(0, 10).map((r) => (
            <li key={r.id}>
              <ChangeRequestCard request={r} showUser={false} />
            </li>
          ))}
        </ul>
      </section>

      <CreateTeam orgId={org.id} />
      {/* The settings dialog's danger zone; after leaving, the page reloads after 1.5 s (02 §2.11). */}
      <OrgDangerZone org={org} onLeft={() => setTimeout(() => window.location.reload(), LEAVE_RELOAD_MS)} />
    </div>
  );
}

function CreateTeam({ orgId }: { orgId: string }) {
  const { t } = useTranslation('work');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <form
      aria-labelledby="my-team"
      className={section}
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        try {
          await apiFetch(`/api/work/organizations/${orgId}/teams`, {
            method: 'POST',
            body: { name, description: description || null },
          });
          setName('');
          setDescription('');
          notify({ type: 'success', message: t('work.teamCreated') });
        } catch (err) {
          notify({ type: 'error', message: errorText(err, t('work.mySettings.teamFailed')) });
        } finally {
          setBusy(false);
        }
      }}
    >
      <h3 id="my-team" className="font-semibold">
        {t('work.mySettings.teamSection')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t('work.teamName')}
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
        />
        <Field
          label={t('work.mySettings.teamDescription')}
          value={description}
          maxLength={1000}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <button
        type="submit"
        className={buttonClass('secondary', 'self-start')}
        disabled={!name.trim() || busy}
      >
        {t('work.createTeam')}
      </button>
    </form>
  );
}
