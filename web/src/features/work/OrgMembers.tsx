import './texts.ts';
import { type Member, type Organization, UpdateMemberBody } from '@krug/contract/work';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { MoreHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../i18n/labels.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useUser } from '../auth/session.tsx';
import { PersonLink } from '../people/PersonLink.tsx';
import { useMembers, workKeys } from './api.ts';
import { removeMember, updateMemberRole } from './org-api.ts';
import './invite-texts.ts';
import { MemberEditor } from './MemberEditor.tsx';

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
      () => updateMemberRole(org.id, m.user_id, { is_admin: !m.is_admin }),
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
    if (ok) await act(() => removeMember(org.id, m.user_id), t('orgAdmin.removed'));
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
            // Checked by the contract's schema the server parses with: what it refuses (a role
            // no longer offered) is refused here with the server's own sentence.
            const parsed = UpdateMemberBody.safeParse(body);
            const ok = await act(
              () =>
                parsed.success
                  ? updateMemberRole(org.id, editing.user_id, { ...body, role: parsed.data.role })
                  : Promise.reject(new ApiError(422, parsed.error.issues[0]?.message ?? null)),
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
