import * as Menu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession, useUser } from '../../features/auth/session.tsx';

export function UserMenu() {
  const { t } = useTranslation();
  const user = useUser();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const initials = `${user.first_name[0] ?? ''}${user.last_name[0] ?? ''}`;
  const item =
    'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100';
  return (
    <Menu.Root>
      <Menu.Trigger
        aria-label={t('shell.userMenu')}
        className="flex shrink-0 items-center gap-2 rounded-full py-1 pr-2 pl-1 hover:bg-slate-100"
      >
        <span
          aria-hidden="true"
          className="flex h-8 w-8 items-center justify-center rounded-full bg-emerald-100 text-sm font-semibold text-emerald-800"
        >
          {initials}
        </span>
        <span className="hidden text-sm font-medium sm:inline">
          {user.first_name} {user.last_name}
        </span>
        <ChevronDown aria-hidden="true" className="h-4 w-4 text-slate-500" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-40 min-w-48 rounded-xl bg-white p-1 shadow-xl ring-1 ring-slate-200"
        >
          <Menu.Item className={item} onSelect={() => navigate('/onboarding')}>
            <Settings aria-hidden="true" className="h-4 w-4" />
            {t('shell.profileSettings')}
          </Menu.Item>
          <Menu.Separator className="my-1 h-px bg-slate-100" />
          <Menu.Item
            className={item}
            onSelect={() => {
              signOut();
              navigate('/login', { replace: true });
            }}
          >
            <LogOut aria-hidden="true" className="h-4 w-4" />
            {t('shell.logout')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
