import { MODULES, type ModuleKey } from '@krug/contract/modules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotificationsBell } from '../../features/notifications/NotificationsBell.tsx';
import { PaletteLauncher } from '../../features/search/palette/PaletteLauncher.tsx';
import { homeOf } from '../views.ts';
import { Clock } from './Clock.tsx';
import { UserMenu } from './UserMenu.tsx';

export function TopBar({ module }: { module: ModuleKey }) {
  const { t } = useTranslation();
  return (
    <header data-top-bar className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-3 py-1.5 sm:px-4 md:gap-x-4">
        <Link
          to="/"
          className="flex min-h-touch shrink-0 items-center rounded-control text-xl font-bold text-primary-fg"
        >
          {t('app.name')}
        </Link>
        {/* Phones: the current module's name; the modules themselves are in the drawer. */}
        <span
          className="flex-1 text-sm font-semibold whitespace-nowrap md:hidden"
          style={{ color: `var(--color-module-${module}-fg)` }}
        >
          {t(`labels.module.${module}`)}
        </span>
        {/* From 768 px the tabs; under 1280 px they take a row of their own and wrap, never scroll. */}
        <nav
          aria-label={t('shell.modulesNav')}
          className="order-last hidden w-full md:block xl:order-none xl:w-auto xl:min-w-0 xl:flex-1"
        >
          <ul className="flex flex-wrap gap-1">
            {MODULES.map((m) => {
              const active = m === module;
              return (
                <li key={m}>
                  <Link
                    to={homeOf(m)}
                    aria-current={active ? 'page' : undefined}
                    className={`flex min-h-9 items-center whitespace-nowrap rounded-control px-3 text-sm font-medium transition-colors ${active ? 'text-white' : 'hover:bg-surface-muted'}`}
                    style={
                      active
                        ? { backgroundColor: `var(--color-module-${m})` }
                        : { color: `var(--color-module-${m}-fg)` }
                    }
                  >
                    {t(`labels.module.${m}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1 md:gap-2">
          <Clock module={module} />
          <PaletteLauncher module={module} />
          <NotificationsBell />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
