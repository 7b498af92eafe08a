import { MEMBER_ROLES, type Member, type Organization, REQUESTABLE_ROLES } from '@krug/contract/work';
import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiFetch, errorText } from '../../lib/api.ts';
import { buttonClass, Field } from '../../ui/Field.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { notify } from '../../ui/toast.ts';
import { useUser } from '../auth/session.tsx';
import { useMembers, useOrganization, workKeys } from './api.ts';
import { Badges } from './MyWorkPage.tsx';
import { OrgFeed } from './OrgFeed.tsx';
import { OrgSettingsDialog } from './OrgSettingsDialog.tsx';

/** The organization page for members (02 §2.8): About, Members by department, Posts, Requests, my settings. */
export function OrgProfilePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const org = useOrganization(id);
  const [invite, setInvite] = useState(false);
  const [settings, setSettings] = useState(false);
  if (!id) return <p className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">{t('work.notFound')}</p>;
  if (org.isPending) return <Spinner label={t('app.loading')} />;
  if (org.isError)
    return (
      <p role="alert" className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
        {t('work.notFound')}
      </p>
    );
  const o = org.data;
  return (
    <article className="flex flex-col gap-4">
      <header
        className="rounded-2xl bg-gradient-to-r from-orange-500 to-amber-400 bg-cover bg-center p-6 text-white shadow-sm"
        style={
          o.banner_url
            ? { backgroundImage: `linear-gradient(rgba(0,0,0,.35),rgba(0,0,0,.35)), url(${o.banner_url})` }
            : undefined
        }
      >
        <h1 className="flex items-center gap-3 text-2xl font-semibold">
          {o.logo_url ? (
            <img src={o.logo_url} alt="" className="h-12 w-12 rounded-lg bg-white object-contain" />
          ) : null}
          {o.name}
        </h1>
        <p className="text-sm text-white/90">
          {o.organization_type} · {o.industry} · {t('work.members', { n: o.member_count })} ·{' '}
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
    'border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 data-[state=active]:border-orange-600 data-[state=active]:text-orange-800';
  return (
    <Tabs.Root defaultValue="about" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <Tabs.List aria-label={org.name} className="mb-4 flex flex-wrap gap-1 border-b border-slate-200">
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
              <span className="rounded-full bg-red-600 px-1.5 text-xs text-white">
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
          <a href={org.website} className="text-orange-700 underline" rel="noopener" target="_blank">
            {org.website}
          </a>
        ) : null}
        {org.official_email ? <p>{org.official_email}</p> : null}
        <p>
          {t('work.yourRole')}: <strong>{org.user_role}</strong>{' '}
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
  const me = useUser();
  const members = useMembers(org.id);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: workKeys.members(org.id) });
  const act = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
      await refresh();
    } catch (err) {
      window.alert(`Error: ${errorText(err, '')}`);
    }
  };
  if (!members.data) return <Spinner label={t('app.loading')} />;
  return (
    <div className="flex flex-col gap-4">
      {Object.entries(members.data.departments).map(([dept, list]) => (
        <section key={dept} aria-label={dept}>
          <h3 className="mb-2 text-sm font-semibold text-slate-600">
            {dept} ({list.length})
          </h3>
          <ul className="grid grid-cols-1 gap-2 md:grid-cols-2">
            {list.map((m: Member) => {
              const self = m.user_id === me.id;
              const badge = 'rounded-full px-2 py-0.5 text-xs';
              return (
                <li key={m.id} className="rounded-xl bg-slate-50 p-3 text-sm">
                  <p className="font-medium">
                    {m.user_first_name} {m.user_last_name}
                  </p>
                  <p className="text-slate-600">
                    {[m.job_title, m.role, m.team].filter(Boolean).join(' · ')}
                  </p>
                  <p className="mt-1 flex flex-wrap gap-1">
                    {self ? <span className={`${badge} bg-slate-200`}>{t('work.badges.you')}</span> : null}
                    {m.is_owner ? (
                      <span className={`${badge} bg-amber-100 text-amber-800`}>{t('work.badges.owner')}</span>
                    ) : null}
                    {m.is_admin ? (
                      <span className={`${badge} bg-orange-100 text-orange-800`}>
                        {t('work.badges.admin')}
                      </span>
                    ) : null}
                  </p>
                  {org.user_is_admin && !self && !m.is_owner ? (
                    <div className="mt-2 flex gap-2">
                      <button
                        type="button"
                        className="text-xs text-orange-700 underline"
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
                        className="text-xs text-orange-700 underline"
                        onClick={() => setEditing(editing === m.user_id ? null : m.user_id)}
                      >
                        {t('work.edit')}
                      </button>
                      <button
                        type="button"
                        className="text-xs text-red-700 underline"
                        onClick={() => {
                          if (window.confirm(t('work.removeConfirm')))
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
    </div>
  );
}

function MemberEditor({ member, onSave }: { member: Member; onSave(body: Record<string, unknown>): void }) {
  const { t } = useTranslation();
  const [v, setV] = useState({
    role: member.role,
    job_title: member.job_title ?? '',
    department: member.department ?? '',
    team: member.team ?? '',
    can_invite: member.can_invite,
    can_post: member.can_post,
  });
  return (
    <div className="mt-2 flex flex-col gap-2 rounded-lg bg-white p-2">
      <label className="flex flex-col gap-1 text-xs">
        {t('work.fields.role')}
        <select
          value={v.role}
          onChange={(e) => setV({ ...v, role: e.target.value })}
          className="rounded border border-slate-300 px-2 py-1"
        >
          {[...new Set([v.role, ...MEMBER_ROLES])].map((r) => (
            <option key={r} value={r}>
              {r}
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

function RequestsTab({
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
      }>(`/api/work/organizations/${org.id}/change-requests?status=PENDING`, { signal }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: workKeys.all });
  const decide = async (url: string, reject: boolean) => {
    const reason = reject ? window.prompt(t('work.rejectReason')) : null;
    try {
      await apiFetch(url, { method: 'POST', body: reject ? { rejection_reason: reason || null } : {} });
      await refresh();
    } catch (err) {
      window.alert(`Error: ${errorText(err, '')}`);
    }
  };
  return (
    <div className="flex flex-col gap-4 text-sm">
      <section aria-label={t('work.joinRequests')}>
        <h3 className="mb-2 font-semibold">{t('work.joinRequests')}</h3>
        {joinRequests.length === 0 ? <p className="text-slate-500">{t('work.noRequests')}</p> : null}
        <ul className="flex flex-col gap-2">
          {joinRequests.map((r) => (
            <li key={r.id} className="flex items-center justify-between rounded-xl bg-slate-50 p-3">
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
            className="rounded-lg border border-slate-300 px-2 py-1"
          >
            {(['PENDING', 'APPROVED', 'REJECTED'] as const).map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        {(changes.data?.data.length ?? 0) === 0 ? (
          <p className="text-slate-500">{t('work.noRequests')}</p>
        ) : null}
        <ul className="flex flex-col gap-2">
          {changes.data?.data.map((r) => (
            <li key={r.id} className="flex items-center justify-between rounded-xl bg-slate-50 p-3">
              <span>
                <strong>{r.user_name}</strong> · {r.request_type}: {r.current_role ?? ''} →{' '}
                {r.requested_role ?? r.requested_department ?? r.requested_team}
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
  const queryClient = useQueryClient();
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
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        {t('work.requestRole')}
        <select
          value={v.requested_role}
          onChange={(e) => setV({ ...v, requested_role: e.target.value })}
          className="rounded-lg border border-slate-300 px-3 py-2 font-normal"
        >
          <option value="">—</option>
          {REQUESTABLE_ROLES.map((r) => (
            <option key={r} value={r}>
              {r}
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
          className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-3"
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
                  className="rounded-lg border border-slate-300 px-3 py-2"
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
                  if (!window.confirm(t('work.transferConfirm'))) return;
                  try {
                    await apiFetch(`/api/work/organizations/${org.id}/transfer-ownership`, {
                      method: 'POST',
                      body: { new_owner_id: owner },
                    });
                    await queryClient.invalidateQueries({ queryKey: workKeys.all });
                  } catch (err) {
                    window.alert(`Error: ${errorText(err, '')}`);
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
            if (!window.confirm(t('work.leaveConfirm'))) return;
            try {
              await apiFetch(`/api/work/organizations/${org.id}/leave`, { method: 'POST', body: {} });
              setTimeout(() => window.location.assign('/organizations/my-work'), 1500);
            } catch (err) {
              window.alert(`Error: ${errorText(err, '')}`);
            }
          }}
        >
          {t('work.leave')}
        </button>
      )}
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
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 flex w-[min(30rem,94vw)] -translate-x-1/2 -translate-y-1/2 flex-col gap-3 rounded-2xl bg-white p-6 shadow-2xl"
        >
          <Dialog.Title className="text-lg font-semibold">
            {t('work.inviteTitle', { name: org.name })}
          </Dialog.Title>
          {done ? (
            <div role="status" className="rounded-xl bg-emerald-50 p-4 text-emerald-800">
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
              <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
                {t('work.fields.role')}
                <select
                  value={v.role}
                  onChange={(e) => setV({ ...v, role: e.target.value })}
                  className="rounded-lg border border-slate-300 px-3 py-2 font-normal"
                >
                  {MEMBER_ROLES.map((r) => (
                    <option key={r} value={r}>
                      {r}
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
                <p role="alert" className="text-sm text-red-600">
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
