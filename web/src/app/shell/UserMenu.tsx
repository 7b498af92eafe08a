import { isInstanceAdmin } from '@krug/contract/instance-roles';
import { isModuleKey } from '@krug/contract/modules';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut, Settings, ShieldCheck, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { registerAdminMenuTexts } from '../../features/admin/menu-texts.ts';
import { useSession, useUser } from '../../features/auth/session.tsx';
import { Avatar } from '../../ui/Avatar.tsx';

registerAdminMenuTexts();

export function UserMenu() {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation('adminMenu');
  const user = useUser();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const { module = '' } = useParams();
  const settingsPath = `/${isModuleKey(module) ? module : 'family'}/settings`;
  const item =
    'flex min-h-touch cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted data-[highlighted]:ring-2 data-[highlighted]:ring-focus md:min-h-0';
  return (
    <Menu.Root>
      <Menu.Trigger
        aria-label={t('shell.userMenu')}
        className="flex min-h-touch shrink-0 items-center gap-2 rounded-full py-1 pr-2 pl-1 hover:bg-surface-muted"
      >
        <Avatar
          src={user.profile_picture}
          name={`${user.first_name} ${user.last_name}`}
          size="sm"
          decorative
        />
        {/* Beside the module tabs (xl and up, in a 1280 px column) the name would push a tab to a second row: the menu names the user there. */}
        <span className="hidden text-sm font-medium lg:inline xl:hidden">
          {user.first_name} {user.last_name}
        </span>
        <ChevronDown aria-hidden="true" className="h-4 w-4 text-fg-faint" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-40 min-w-48 rounded-xl bg-surface p-1 shadow-xl ring-1 ring-line"
        >
          <Menu.Label className="truncate px-3 pt-2 pb-1 text-sm font-semibold text-fg">
            {user.first_name} {user.last_name}
          </Menu.Label>
          <Menu.Item className={item} onSelect={() => navigate('/onboarding')}>
            <Settings aria-hidden="true" className="h-4 w-4" />
            {t('shell.profileSettings')}
          </Menu.Item>
          <Menu.Item className={item} onSelect={() => navigate(settingsPath)}>
            <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
            {t('views.settings')}
          </Menu.Item>
          {isInstanceAdmin(user.instance_role) ? (
            <Menu.Item className={item} onSelect={() => navigate('/admin/users')}>
              <ShieldCheck aria-hidden="true" className="h-4 w-4" />
              {tAdmin('link')}
            </Menu.Item>
          ) : null}
          <Menu.Separator className="my-1 h-px bg-surface-muted" />
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
