import './texts.ts';
import { InviteBody, MEMBER_ROLES, type Member, type Organization } from '@krug/contract/work';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { MoreHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../i18n/labels.ts';
import { apiFetch, errorText } from '../../lib/api.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { buttonClass, Field, SelectField } from '../../ui/Field.tsx';
import { ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useUser } from '../auth/session.tsx';
import { PersonLink } from '../people/PersonLink.tsx';
import { useDepartments, useMembers, workKeys } from './api.ts';
import './invite-texts.ts';

/** A member's role as people read it: the custom role's name, else the role's label. */
export function roleText(m: Pick<Member, 'role' | 'custom_role_name'>, label: ReturnType<typeof useLabel>) {
  return m.custom_role_name || label('memberRole', m.role);
}

const badge = 'rounded-full px-2 py-0.5 text-xs font-medium';
const menuItem =
  'flex min-h-10 cursor-pointer items-center rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted';

/** Members grouped by department (02 §2.8, §2.9): badges, and an actions menu for admins. */
export function MembersTab({ org }: { org: Organization }) {
  const { t } = useTranslation('work');
  const label = useLabel();
  const me = useUser();
  const members = useMembers(org.id);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Member | null>(null);
  const [ask, confirmDialog] = useConfirm();
  const refresh = () => queryClient.invalidateQueries({ queryKey: workKeys.all });
  const act = async (fn: () => Promise<unknown>, success: string) => {
    try {
      await fn();
      notify({ type: 'success', message: success });
      await refresh();
      return true;
    } catch (err) {
      notify({ type: 'error', message: errorText(err, t('ui.actionFailed')) });
      return false;
    }
  };
  const memberUrl = (m: Member) => `/api/work/organizations/${org.id}/members/${m.user_id}`;
  const toggleAdmin = async (m: Member) => {
    const name = `${m.user_first_name} ${m.user_last_name}`;
    if (
      m.is_admin &&
      !(await ask({
        title: t('orgAdmin.revokeAdminConfirm'),
        description: name,
        confirmLabel: t('work.revokeAdmin'),
        destructive: true,
      }))
    )
      return;
    await act(
      () => apiFetch(`${memberUrl(m)}/role`, { method: 'PUT', body: { is_admin: !m.is_admin } }),
      m.is_admin ? t('orgAdmin.adminRevoked') : t('orgAdmin.adminGranted'),
    );
  };
  const remove = async (m: Member) => {
    const ok = await ask({
      title: t('work.removeConfirm'),
      description: `${m.user_first_name} ${m.user_last_name}`,
      confirmLabel: t('work.remove'),
      destructive: true,
    });
    if (ok) await act(() => apiFetch(memberUrl(m), { method: 'DELETE' }), t('orgAdmin.removed'));
  };
  if (members.isError) return <ErrorState error={members.error} onRetry={() => void members.refetch()} />;
  if (!members.data) return <ListSkeleton rows={4} />;
  const all = members.data.members;
  return (
    <div className="flex flex-col gap-5">
      {Object.entries(members.data.departments).map(([dept, list]) => (
        <section key={dept} aria-label={dept}>
          <h3 className="mb-2 text-sm font-semibold text-fg-subtle">
            {dept} <span className="font-normal text-fg-faint">· {list.length}</span>
          </h3>
          <ul className="grid grid-cols-1 gap-2 md:grid-cols-2">
            {list.map((m: Member) => {
              const self = m.user_id === me.id;
              const name = `${m.user_first_name} ${m.user_last_name}`;
              const manageable = org.user_is_admin && !self && !m.is_owner;
              return (
                <li
                  key={m.id}
                  aria-label={name}
                  className="flex items-start gap-3 rounded-xl bg-surface-sunken p-3 text-sm"
                >
                  <PersonLink userId={m.user_id} decorative className="shrink-0">
                    <Avatar src={m.user_avatar_url} name={name} size="md" />
                  </PersonLink>
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-fg">
                      <PersonLink userId={m.user_id}>{name}</PersonLink>
                    </p>
                    <p className="line-clamp-2 break-words text-fg-subtle">
                      {[...new Set([m.job_title, roleText(m, label)].filter(Boolean))].join(' · ')}
                    </p>
                    {m.team ? (
                      <p className="truncate text-xs text-fg-faint">
                        {t('work.fields.team')}: {m.team}
                      </p>
                    ) : null}
                    <p className="mt-1.5 flex flex-wrap gap-1">
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
                      {m.can_invite && !m.is_admin ? (
                        <span className={`${badge} bg-surface-strong text-fg-muted`}>
                          {t('work.badges.canInvite')}
                        </span>
                      ) : null}
                      {m.can_post ? (
                        <span className={`${badge} bg-surface-strong text-fg-muted`}>
                          {t('work.badges.canPost')}
                        </span>
                      ) : null}
                    </p>
                  </div>
                  {manageable ? (
                    <Menu.Root>
                      <Menu.Trigger
                        aria-label={t('orgAdmin.actions', { name })}
                        className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-fg-subtle hover:bg-surface-strong focus-visible:outline-2 focus-visible:outline-focus"
                      >
                        <MoreHorizontal aria-hidden="true" className="h-5 w-5" />
                      </Menu.Trigger>
                      <Menu.Portal>
                        <Menu.Content
                          align="end"
                          className="z-40 min-w-56 rounded-xl bg-surface p-1 shadow-xl ring-1 ring-line"
                        >
                          <Menu.Item className={menuItem} onSelect={() => setEditing(m)}>
                            {t('orgAdmin.editMember')}
                          </Menu.Item>
                          <Menu.Item className={menuItem} onSelect={() => void toggleAdmin(m)}>
                            {m.is_admin ? t('work.revokeAdmin') : t('work.makeAdmin')}
                          </Menu.Item>
                          <Menu.Separator className="my-1 h-px bg-line" />
                          <Menu.Item
                            className={`${menuItem} text-danger-fg data-[highlighted]:bg-danger-soft`}
                            onSelect={() => void remove(m)}
                          >
                            {t('work.remove')}
                          </Menu.Item>
                        </Menu.Content>
                      </Menu.Portal>
                    </Menu.Root>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {editing ? (
        <MemberEditor
          orgId={org.id}
          member={editing}
          members={all}
          onClose={() => setEditing(null)}
          onSave={async (body) => {
            const ok = await act(
              () => apiFetch(`${memberUrl(editing)}/role`, { method: 'PUT', body }),
              t('orgAdmin.memberSaved'),
            );
            if (ok) setEditing(null);
          }}
        />
      ) : null}
      {confirmDialog}
    </div>
  );
}

interface MemberValues {
  role: string;
  custom_role_name: string;
  job_title: string;
  department: string;
  team: string;
  is_admin: boolean;
  can_invite: boolean;
  can_post: boolean;
}

/** The fields shared by the invite dialog and the member editor (02 §3 invite payload). */
function MemberFields({
  orgId,
  v,
  setV,
  errors,
  members,
  rights,
}: {
  orgId: string;
  v: MemberValues;
  setV(next: MemberValues): void;
  errors: Record<string, string>;
  members: readonly Member[];
  /** Whether the admin-only rights (is_admin, can_invite) are offered. */
  rights: boolean;
}) {
  const { t } = useTranslation('work');
  const label = useLabel();
  const id = useId();
  const known = (k: 'department' | 'team') =>
    [...new Set(members.map((m) => m[k]).filter((x): x is string => !!x))].sort();
  // One notion of department: while the organization has departments, a member's is one of them.
  const departments = useDepartments(orgId).data ?? [];
  const check = (k: 'is_admin' | 'can_invite' | 'can_post', text: string) => (
    <label className="flex min-h-10 items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="h-4 w-4"
        checked={v[k]}
        onChange={(e) => setV({ ...v, [k]: e.target.checked })}
      />
      {text}
    </label>
  );
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <Field
        label={t('work.fields.jobTitle')}
        value={v.job_title}
        error={errors.job_title}
        onChange={(e) => setV({ ...v, job_title: e.target.value })}
      />
      <SelectField
        label={t('orgAdmin.memberRole')}
        id={`${id}-role`}
        value={v.role}
        onChange={(e) => setV({ ...v, role: e.target.value })}
      >
        {[...new Set([v.role, ...MEMBER_ROLES])].map((r) => (
          <option key={r} value={r}>
            {label('memberRole', r)}
          </option>
        ))}
      </SelectField>
      {v.role === 'CUSTOM' ? (
        <div className="sm:col-span-2">
          <Field
            label={t('orgAdmin.customRole')}
            value={v.custom_role_name}
            error={errors.custom_role_name}
            onChange={(e) => setV({ ...v, custom_role_name: e.target.value })}
          />
        </div>
      ) : null}
      {departments.length > 0 ? (
        <SelectField
          label={t('work.fields.department')}
          id={`${id}-department`}
          value={v.department}
          error={errors.department}
          onChange={(e) => setV({ ...v, department: e.target.value })}
        >
          <option value="">—</option>
          {[...new Set([...departments.map((d) => d.name), ...(v.department ? [v.department] : [])])].map(
            (name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ),
          )}
        </SelectField>
      ) : (
        <Field
          label={t('work.fields.department')}
          value={v.department}
          list={`${id}-departments`}
          error={errors.department}
          onChange={(e) => setV({ ...v, department: e.target.value })}
        />
      )}
      <Field
        label={t('work.fields.team')}
        value={v.team}
        list={`${id}-teams`}
        error={errors.team}
        onChange={(e) => setV({ ...v, team: e.target.value })}
      />
      <datalist id={`${id}-departments`}>
        {known('department').map((d) => (
          <option key={d} value={d} />
        ))}
      </datalist>
      <datalist id={`${id}-teams`}>
        {known('team').map((d) => (
          <option key={d} value={d} />
        ))}
      </datalist>
      <fieldset className="flex flex-col gap-0.5 sm:col-span-2">
        <legend className="mb-1 text-sm font-medium text-fg-muted">{t('orgAdmin.permissions')}</legend>
        {rights ? check('is_admin', t('work.isAdmin')) : null}
        {rights ? check('can_invite', t('work.canInviteLabel')) : null}
        {check('can_post', t('work.canPostLabel'))}
      </fieldset>
    </div>
  );
}

/** Field errors of a zod result, first message per field. */
function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const out: Record<string, string> = {};
  for (const i of issues) {
    const k = String(i.path[0] ?? '');
    out[k] ??= i.message;
  }
  return out;
}

function MemberEditor({
  orgId,
  member,
  members,
  onSave,
  onClose,
}: {
  orgId: string;
  member: Member;
  members: readonly Member[];
  onSave(body: MemberValues): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation('work');
  const [v, setV] = useState<MemberValues>({
    role: member.role,
    custom_role_name: member.custom_role_name ?? '',
    job_title: member.job_title ?? '',
    department: member.department ?? '',
    team: member.team ?? '',
    is_admin: member.is_admin,
    can_invite: member.can_invite,
    can_post: member.can_post,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (v.role === 'CUSTOM' && !v.custom_role_name.trim())
      return setErrors({ custom_role_name: t('work.texts.customRoleRequired') });
    setErrors({});
    setBusy(true);
    await onSave(v);
    setBusy(false);
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => (o ? null : onClose())}
      title={`${member.user_first_name} ${member.user_last_name}`}
      description={member.user_email}
      size="lg"
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            {t('ui.cancel')}
          </button>
          <button type="button" className={buttonClass('primary')} disabled={busy} onClick={save}>
            {t('work.save')}
          </button>
        </>
      }
    >
      <MemberFields orgId={orgId} v={v} setV={setV} errors={errors} members={members} rights />
    </Dialog>
  );
}

/**
 * Invites someone by email (02 §2.6, CONTRACT §4 "Consent, continued"): every invite-payload
 * field; the person becomes a member when they accept. The answer is the same for any address.
 */
export function InviteDialog({ org, onClose }: { org: Organization; onClose(): void }) {
  const { t } = useTranslation('work');
  const { t: ti } = useTranslation('orgInvite');
  const queryClient = useQueryClient();
  const members = useMembers(org.id);
  const [email, setEmail] = useState('');
  const [v, setV] = useState<MemberValues>({
    role: 'EMPLOYEE',
    custom_role_name: '',
    job_title: '',
    department: '',
    team: '',
    is_admin: false,
    can_invite: false,
    can_post: true,
  });
  const [sent, setSent] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const body = { user_email: email, ...v };
    const parsed = InviteBody.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      setError(null);
      return;
    }
    setErrors({});
    setError(null);
    setBusy(true);
    try {
      await apiFetch(`/api/work/organizations/${org.id}/members`, { method: 'POST', body });
      setSent(parsed.data.user_email);
      await queryClient.invalidateQueries({ queryKey: workKeys.all });
      setTimeout(onClose, 1500);
    } catch (err) {
      setError(errorText(err, t('work.inviteFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => (o ? null : onClose())}
      title={t('work.inviteTitle', { name: org.name })}
      description={sent ? undefined : ti('hint')}
      size="lg"
      footer={
        sent ? null : (
          <>
            <button type="button" className={buttonClass('secondary')} onClick={onClose}>
              {t('ui.cancel')}
            </button>
            <button type="button" className={buttonClass('primary')} disabled={busy} onClick={submit}>
              {ti('submit')}
            </button>
          </>
        )
      }
    >
      {sent ? (
        <div role="status" className="rounded-xl bg-primary-soft p-4 text-primary-strong">
          <p className="font-medium">{ti('sent')}</p>
          <p className="text-sm">{ti('sentText', { email: sent })}</p>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <Field
            label={t('work.inviteEmail')}
            type="email"
            autoComplete="off"
            value={email}
            error={errors.user_email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <MemberFields
            orgId={org.id}
            v={v}
            setV={setV}
            errors={errors}
            members={members.data?.members ?? []}
            rights={org.user_is_admin}
          />
          {error ? (
            <p role="alert" className="text-sm text-danger-fg">
              {error}
            </p>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
