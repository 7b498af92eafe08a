import type { AdminUser } from '@krug/contract/admin';
import './texts.ts';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { notify } from '../../ui/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useUser } from '../auth/session.tsx';
import { SuspendDialog } from './SuspendDialog.tsx';
import { useUserActions } from './use-admin-actions.ts';

const itemClass =
  'flex min-h-touch cursor-pointer items-center rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted md:min-h-0';

/**
 * What an admin may do with an account, as the server allows it (admin.policy.ts): nothing on
 * the owner or oneself; on admins only the owner acts; roles are the owner's to give.
 */
export function UserActions({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const me = useUser();
  const actions = useUserActions();
  const [ask, confirmDialog] = useConfirm();
  const [suspending, setSuspending] = useState(false);
  const name = `${user.first_name} ${user.last_name}`;
  const iAmOwner = me.instance_role === 'owner';
  const mayModerate =
    user.instance_role !== 'owner' && user.id !== me.id && (user.instance_role !== 'admin' || iAmOwner);
  if (!mayModerate) return null;
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notify({ type: 'info', message: done });
    } catch (err) {
      notify({ type: 'error', message: errorText(err, t('failed')) });
    }
  };
  return (
    <>
      <Menu.Root>
        <Menu.Trigger
          aria-label={t('users.actions', { name })}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-surface-muted"
        >
          <MoreHorizontal aria-hidden="true" className="h-5 w-5" />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            align="end"
            className="z-40 min-w-56 rounded-xl bg-surface p-1 shadow-xl ring-1 ring-line"
          >
            {iAmOwner ? (
              <Menu.Item
                className={itemClass}
                onSelect={() => {
                  const role = user.instance_role === 'admin' ? 'user' : 'admin';
                  void run(() => actions.setRole.mutateAsync({ id: user.id, role }), t('users.roleChanged'));
                }}
              >
                {user.instance_role === 'admin' ? t('users.makeUser') : t('users.makeAdmin')}
              </Menu.Item>
            ) : null}
            {user.suspended_at ? (
              <Menu.Item
                className={itemClass}
                onSelect={() =>
                  void run(() => actions.unsuspend.mutateAsync(user.id), t('users.unsuspended'))
                }
              >
                {t('users.unsuspend')}
              </Menu.Item>
            ) : (
              <Menu.Item className={itemClass} onSelect={() => setSuspending(true)}>
                {t('users.suspend')}
              </Menu.Item>
            )}
            {user.two_factor_enabled ? (
              <Menu.Item
                className={itemClass}
                onSelect={async () => {
                  const ok = await ask({
                    title: t('users.resetTitle'),
                    description: t('users.resetText', { name }),
                    confirmLabel: t('users.resetConfirm'),
                  });
                  if (ok)
                    await run(() => actions.resetTwoFactor.mutateAsync(user.id), t('users.twoFactorReset'));
                }}
              >
                {t('users.resetTwoFactor')}
              </Menu.Item>
            ) : null}
            <Menu.Separator className="my-1 h-px bg-surface-muted" />
            <Menu.Item
              className={`${itemClass} text-danger-fg data-[highlighted]:bg-danger-soft`}
              onSelect={async () => {
                const ok = await ask({
                  title: t('users.deleteTitle', { name }),
                  description: t('users.deleteText'),
                  confirmLabel: t('users.deleteConfirm'),
                  destructive: true,
                });
                if (ok) await run(() => actions.remove.mutateAsync(user.id), t('users.deleted'));
              }}
            >
              {t('users.delete')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      {confirmDialog}
      <SuspendDialog
        name={name}
        open={suspending}
        pending={actions.suspend.isPending}
        onOpenChange={setSuspending}
        onSubmit={(reason) =>
          void run(async () => {
            await actions.suspend.mutateAsync({ id: user.id, reason });
            setSuspending(false);
          }, t('suspend.done'))
        }
      />
    </>
  );
}
