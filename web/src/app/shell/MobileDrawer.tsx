import { MODULES, type ModuleKey } from '@krug/contract/modules';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Drawer } from 'vaul';
import { useUser } from '../../features/auth/session.tsx';
import { homeOf } from '../views.ts';
import { LeftSidebar } from './LeftSidebar.tsx';
import { MyRoles } from './MyRoles.tsx';

/**
 * The phone menu (a `vaul` drawer from the left): the modules, every personal-cabinet destination
 * in every module, and the profile settings. Any link followed closes it.
 */
export function MobileDrawer(props: {
  module: ModuleKey;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const user = useUser();
  const close = () => props.onOpenChange(false);
  return (
    <Drawer.Root open={props.open} onOpenChange={props.onOpenChange} direction="left">
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-40 bg-overlay" />
        <Drawer.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,88vw)] flex-col bg-surface text-fg shadow-overlay outline-none"
        >
          <div className="flex items-center gap-2 border-b border-line px-4 py-2">
            <div className="min-w-0 flex-1">
              <Drawer.Title className="text-base font-semibold">{t('nav.drawerTitle')}</Drawer.Title>
              <p className="truncate text-xs text-fg-subtle">
                {user.first_name} {user.last_name}
              </p>
            </div>
            <Drawer.Close
              aria-label={t('nav.close')}
              className="inline-flex size-touch shrink-0 items-center justify-center rounded-full text-fg-muted hover:bg-surface-muted"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Drawer.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-2 py-3">
            <nav aria-label={t('nav.modules')} className="mb-4">
              <p className="mb-1 px-3 text-xs font-semibold tracking-wide text-fg-faint uppercase">
                {t('nav.modules')}
              </p>
              <ul className="grid grid-cols-2 gap-0.5">
                {MODULES.map((m) => (
                  <li key={m}>
                    <Link
                      to={homeOf(m)}
                      onClick={close}
                      aria-current={m === props.module ? 'true' : undefined}
                      className={`flex min-h-touch items-center gap-2 rounded-control px-3 text-sm ${m === props.module ? 'bg-surface-muted font-semibold' : 'hover:bg-surface-muted'}`}
                      style={{ color: `var(--color-module-${m}-fg)` }}
                    >
                      <span
                        aria-hidden="true"
                        className="h-2.5 w-2.5 shrink-0 rounded-full"
                        style={{ backgroundColor: `var(--color-module-${m})` }}
                      />
                      <span className="min-w-0 truncate">{t(`labels.module.${m}`)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <LeftSidebar module={props.module} everywhere onNavigate={close} />
            {/* On a phone «Мои роли» lives here, not under the feed (issue 32 item 13). */}
            <div className="mt-4">
              <MyRoles />
            </div>
            <ul className="mt-4 border-t border-line pt-3 text-sm">
              <li>
                <Link
                  to="/onboarding"
                  onClick={close}
                  className="flex min-h-touch items-center rounded-control px-3 text-fg-muted hover:bg-surface-muted"
                >
                  {t('nav.profileSettings')}
                </Link>
              </li>
            </ul>
          </div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
