import { MEMBER_ROLES, type Member, type Organization, REQUESTABLE_ROLES } from '@krug/contract/work';
import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLabel } from '../../i18n/labels.ts';
import { apiFetch, errorText } from '../../lib/api.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Dialog as UiDialog } from '../../ui/Dialog.tsx';
import { buttonClass, Field } from '../../ui/Field.tsx';
import { sheetClass } from '../../ui/sheet.ts';
import { ErrorState, ListSkeleton, Skeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useUser } from '../auth/session.tsx';
import { useMembers, useOrganization, workKeys } from './api.ts';
import { Badges } from './MyWorkPage.tsx';
import { OrgFeed } from './OrgFeed.tsx';
import { OrgSettingsDialog } from './OrgSettingsDialog.tsx';

/** The organization page for members (02 §2.8): About, Members by department, Posts, Requests, my settings. */
export function OrgProfilePage() {
  const { t } = useTranslation();
  const label = useLabel();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const org = useOrganization(id);
  const [invite, setInvite] = useState(false);
  const [settings, setSettings] = useState(false);
  if (!id) return <p className="rounded-2xl bg-surface p-6 ring-1 ring-line">{t('work.notFound')}</p>;
  if (org.isPending) return <Skeleton className="h-40 w-full rounded-2xl" />;
  if (org.isError)
    return (
      <p role="alert" className="rounded-2xl bg-surface p-6 ring-1 ring-line">
        {t('work.notFound')}
      </p>
    );
  const o = org.data;
  return (
    <article className="flex flex-col gap-4">
      <header
        className="rounded-2xl bg-gradient-to-r from-orange-700 to-amber-700 bg-cover bg-center p-6 text-white shadow-sm"
        style={
          o.banner_url
            ? { backgroundImage: `linear-gradient(rgba(0,0,0,.35),rgba(0,0,0,.35)), url(${o.banner_url})` }
            : undefined
        }
      >
        <h1 className="flex items-center gap-3 text-2xl font-semibold">
          <Avatar src={o.logo_url} name={o.name} size="lg" shape="square" className="bg-surface" />
          {o.name}
        </h1>
        <p className="text-sm text-white/90">
          {label('orgType', o.organization_type)} · {label('industry', o.industry)} ·{' '}
          {t('work.members', { n: o.member_count })} ·{' '}
          {[o.address_city, o.address_country].filter(Boolean).join(', ')}
          {o.founded_year ? ` · ${o.founded_year}` : ''}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Badges org={o} />
          {o.user_is_admin ? (
            <button type="button" className={buttonClass('secondary')} onClick={() => setSettings(true)}>
              {t('work.settings')}
            </button>
          ) : null}
          {o.user_can_invite ? (
            <button type="button" className={buttonClass('secondary')} onClick={() => setInvite(true)}>
              {t('work.invite')}
            </button>
          ) : null}
        </div>
      </header>
      {o.user_role ? <OrgTabs org={o} /> : null}
      {invite ? <InviteDialog org={o} onClose={() => setInvite(false)} /> : null}
      {settings ? <OrgSettingsDialog org={o} onClose={() => setSettings(false)} /> : null}
    </article>
  );
}

function OrgTabs({ org }: { org: Organization }) {
  const { t } = useTranslation();
  const label = useLabel();
  const [params] = useSearchParams();
  const department = params.get('department');
  const pending = useQuery({
    queryKey: workKeys.joinRequests(org.id),
    queryFn: ({ signal }) =>
      apiFetch<{
        requests: {
          id: string;
          user_name: string;
          user_email: string;
          message: string | null;
          requested_at: string;
        }[];
      }>(`/api/work/organizations/${org.id}/join-requests`, { signal }),
    enabled: org.user_is_admin,
  });
  const tab =
    'border-b-2 border-transparent px-4 py-2 text-sm font-medium text-fg-subtle data-[state=active]:border-work-line data-[state=active]:text-work-strong';
  return (
    <Tabs.Root defaultValue="about" className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line">
      <Tabs.List aria-label={org.name} className="mb-4 flex flex-wrap gap-1 border-b border-line">
        <Tabs.Trigger value="about" className={tab}>
          {t('work.tabs.about')}
        </Tabs.Trigger>
        <Tabs.Trigger value="members" className={tab}>
          {t('work.tabs.members')}
        </Tabs.Trigger>
        <Tabs.Trigger value="posts" className={tab}>
          {t('work.tabs.posts')}
        </Tabs.Trigger>
        {org.user_is_admin ? (
          <Tabs.Trigger value="requests" className={tab}>
            {t('work.tabs.requests')}{' '}
            {pending.data?.requests.length ? (
              <span className="rounded-full bg-danger px-1.5 text-xs text-white">
                {pending.data.requests.length}
              </span>
            ) : null}
          </Tabs.Trigger>
        ) : null}
        <Tabs.Trigger value="me" className={tab}>
          {t('work.tabs.me')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="about" className="flex flex-col gap-2 text-sm">
        <p>{org.description}</p>
        {org.website ? (
          <a href={org.website} className="text-work-fg underline" rel="noopener" target="_blank">
            {org.website}
          </a>
        ) : null}
        {org.official_email ? <p>{org.official_email}</p> : null}
        <p>
          {t('work.yourRole')}: <strong>{label('memberRole', org.user_role)}</strong>{' '}
          {org.user_job_title ? `· ${org.user_job_title}` : ''}
        </p>
      </Tabs.Content>
      <Tabs.Content value="members">
        <MembersTab org={org} />
      </Tabs.Content>
      <Tabs.Content value="posts">
        <OrgFeed org={org} departmentId={department} />
      </Tabs.Content>
      {org.user_is_admin ? (
        <Tabs.Content value="requests">
          <RequestsTab org={org} joinRequests={pending.data?.requests ?? []} />
        </Tabs.Content>
      ) : null}
      <Tabs.Content value="me">
        <MySettings org={org} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function MembersTab({ org }: { org: Organization }) {
  const { t } = useTranslation();
  const label = useLabel();
  const me = useUser();
  const members = useMembers(org.id);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<string | null>(null);
  const [ask, confirmDialog] = useConfirm();
  const refresh = () => queryClient.invalidateQueries({ queryKey: workKeys.members(org.id) });
  const act = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
      await refresh();
    } catch (err) {
      notify({ type: 'error', message: errorText(err, t('ui.actionFailed')) });
    }
  };
  if (members.isError) return <ErrorState error={members.error} onRetry={() => void members.refetch()} />;
  if (!members.data) return <ListSkeleton rows={4} />;
  return (
    <div className="flex flex-col gap-4">
      {Object.entries(members.data.departments).map(([dept, list]) => (
        <section key={dept} aria-label={dept}>
          <h3 className="mb-2 text-sm font-semibold text-fg-subtle">
            {dept} ({list.length})
          </h3>
          <ul className="grid grid-cols-1 gap-2 md:grid-cols-2">
            {list.map((m: Member) => {
              const self = m.user_id === me.id;
              const badge = 'rounded-full px-2 py-0.5 text-xs';
              return (
                <li key={m.id} className="rounded-xl bg-surface-sunken p-3 text-sm">
                  <p className="flex items-center gap-2 font-medium">
                    <Avatar
                      src={m.user_avatar_url}
                      name={`${m.user_first_name} ${m.user_last_name}`}
                      size="sm"
                    />
                    {m.user_first_name} {m.user_last_name}
                  </p>
                  <p className="text-fg-subtle">
                    {[m.job_title, label('memberRole', m.role), m.team].filter(Boolean).join(' · ')}
                  </p>
                  <p className="mt-1 flex flex-wrap gap-1">
                    {self ? (
                      <span className={`${badge} bg-surface-strong`}>{t('work.badges.you')}</span>
                    ) : null}
                    {m.is_owner ? (
                      <span className={`${badge} bg-warn-soft-strong text-warn-fg`}>
                        {t('work.badges.owner')}
                      </span>
                    ) : null}
                    {m.is_admin ? (
                      <span className={`${badge} bg-work-soft-strong text-work-strong`}>
                        {t('work.badges.admin')}
                      </span>
                    ) : null}
                  </p>
                  {org.user_is_admin && !self && !m.is_owner ? (
                    <div className="mt-2 flex gap-2">
                      <button
                        type="button"
                        className="text-xs text-work-fg underline"
                        onClick={() =>
                          act(() =>
                            apiFetch(`/api/work/organizations/${org.id}/members/${m.user_id}/role`, {
                              method: 'PUT',
                              body: { is_admin: !m.is_admin },
                            }),
                          )
                        }
                      >
                        {m.is_admin ? t('work.revokeAdmin') : t('work.makeAdmin')}
                      </button>
                      <button
                        type="button"
                        className="text-xs text-work-fg underline"
                        onClick={() => setEditing(editing === m.user_id ? null : m.user_id)}
                      >
                        {t('work.edit')}
                      </button>
                      <button
                        type="button"
                        className="text-xs text-danger-fg underline"
                        onClick={async () => {
                          const ok = await ask({
                            title: t('work.removeConfirm'),
                            description: `${m.user_first_name} ${m.user_last_name}`,
                            confirmLabel: t('work.remove'),
                            destructive: true,
                          });
                          if (ok)
                            void act(() =>
                              apiFetch(`/api/work/organizations/${org.id}/members/${m.user_id}`, {
                                method: 'DELETE',
                              }),
                            );
                        }}
                      >
                        {t('work.remove')}
                      </button>
                    </div>
                  ) : null}
                  {editing === m.user_id ? (
                    <MemberEditor
                      member={m}
                      onSave={(body) =>
                        act(async () => {
                          await apiFetch(`/api/work/organizations/${org.id}/members/${m.user_id}/role`, {
                            method: 'PUT',
                            body,
                          });
                          setEditing(null);
                        })
                      }
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {confirmDialog}
    </div>
  );
}

function MemberEditor({ member, onSave }: { member: Member; onSave(body: Record<string, unknown>): void }) {
  const { t } = useTranslation();
  const label = useLabel();
  const [v, setV] = useState({
    role: member.role,
    job_title: member.job_title ?? '',
    department: member.department ?? '',
    team: member.team ?? '',
    can_invite: member.can_invite,
    can_post: member.can_post,
  });
  return (
    <div className="mt-2 flex flex-col gap-2 rounded-lg bg-surface p-2">
      <label className="flex flex-col gap-1 text-xs">
        {t('work.fields.role')}
        <select
          value={v.role}
          onChange={(e) => setV({ ...v, role: e.target.value })}
          className="rounded border border-line-strong px-2 py-1"
        >
          {[...new Set([v.role, ...MEMBER_ROLES])].map((r) => (
            <option key={r} value={r}>
              {label('memberRole', r)}
            </option>
          ))}
        </select>
      </label>
      <Field
        label={t('work.fields.jobTitle')}
        value={v.job_title}
        onChange={(e) => setV({ ...v, job_title: e.target.value })}
      />
      <Field
        label={t('work.fields.department')}
        value={v.department}
        onChange={(e) => setV({ ...v, department: e.target.value })}
      />
      <Field
        label={t('work.fields.team')}
        value={v.team}
        onChange={(e) => setV({ ...v, team: e.target.value })}
      />
      <label className="flex items-center gap-2 text-xs">
        <input
          type="checkbox"
          checked={v.can_invite}
          onChange={(e) => setV({ ...v, can_invite: e.target.checked })}
        />
        {t('work.canInviteLabel')}
      </label>
      <label className="flex items-center gap-2 text-xs">
        <input
          type="checkbox"
          checked={v.can_post}
          onChange={(e) => setV({ ...v, can_post: e.target.checked })}
        />
        {t('work.canPostLabel')}
      </label>
      <button
        type="button"
        className={buttonClass('primary', 'self-start px-2 py-1')}
        onClick={() => onSave(v)}
      >
        {t('work.save')}
      </button>
    </div>
  );
}

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

function MySettings({ org }: { org: Organization }) {
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

function InviteDialog({ org, onClose }: { org: Organization; onClose(): void }) {
  const { t } = useTranslation();
  const label = useLabel();
  const queryClient = useQueryClient();
  const [v, setV] = useState({
    user_email: '',
    job_title: '',
    role: 'EMPLOYEE',
    department: '',
    team: '',
    is_admin: false,
    can_invite: false,
    can_post: true,
  });
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog.Root open onOpenChange={(o) => (o ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-overlay" />
        <Dialog.Content aria-describedby={undefined} className={sheetClass('lg', 'flex flex-col gap-3 p-6')}>
          <Dialog.Title className="text-lg font-semibold">
            {t('work.inviteTitle', { name: org.name })}
          </Dialog.Title>
          {done ? (
            <div role="status" className="rounded-xl bg-primary-soft p-4 text-primary-strong">
              <p className="font-medium">{t('work.inviteSent')}</p>
              <p className="text-sm">{t('work.inviteMail')}</p>
            </div>
          ) : (
            <>
              <Field
                label={t('work.inviteEmail')}
                type="email"
                value={v.user_email}
                onChange={(e) => setV({ ...v, user_email: e.target.value })}
              />
              <Field
                label={t('work.fields.jobTitle')}
                value={v.job_title}
                onChange={(e) => setV({ ...v, job_title: e.target.value })}
              />
              <label className="flex flex-col gap-1 text-sm font-medium text-fg-muted">
                {t('work.fields.role')}
                <select
                  value={v.role}
                  onChange={(e) => setV({ ...v, role: e.target.value })}
                  className="rounded-lg border border-line-strong px-3 py-2 font-normal"
                >
                  {MEMBER_ROLES.map((r) => (
                    <option key={r} value={r}>
                      {label('memberRole', r)}
                    </option>
                  ))}
                </select>
              </label>
              <Field
                label={t('work.fields.department')}
                value={v.department}
                onChange={(e) => setV({ ...v, department: e.target.value })}
              />
              {org.user_is_admin ? (
                <>
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={v.is_admin}
                      onChange={(e) => setV({ ...v, is_admin: e.target.checked })}
                    />
                    {t('work.isAdmin')}
                  </label>
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={v.can_invite}
                      onChange={(e) => setV({ ...v, can_invite: e.target.checked })}
                    />
                    {t('work.canInviteLabel')}
                  </label>
                </>
              ) : null}
              {error ? (
                <p role="alert" className="text-sm text-danger-fg">
                  {error}
                </p>
              ) : null}
              <button
                type="button"
                className={buttonClass('primary')}
                onClick={async () => {
                  try {
                    await apiFetch(`/api/work/organizations/${org.id}/members`, { method: 'POST', body: v });
                    setDone(true);
                    await queryClient.invalidateQueries({ queryKey: workKeys.all });
                    setTimeout(onClose, 1500);
                  } catch (err) {
                    setError(errorText(err, t('work.inviteFailed')));
                  }
                }}
              >
                {t('work.send')}
              </button>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
