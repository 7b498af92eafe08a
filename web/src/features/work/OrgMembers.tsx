import { MEMBER_ROLES, type Member, type Organization } from '@krug/contract/work';
import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../i18n/labels.ts';
import { apiFetch, errorText } from '../../lib/api.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { buttonClass, Field } from '../../ui/Field.tsx';
import { sheetClass } from '../../ui/sheet.ts';
import { ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useUser } from '../auth/session.tsx';
import { useMembers, workKeys } from './api.ts';
export function MembersTab({ org }: { org: Organization }) {
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

export function InviteDialog({ org, onClose }: { org: Organization; onClose(): void }) {
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
