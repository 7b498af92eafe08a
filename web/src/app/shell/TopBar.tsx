import { MODULE_INFO, MODULES, type ModuleKey } from '@krug/contract/modules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotificationsBell } from '../../features/notifications/NotificationsBell.tsx';
import { homeOf } from '../views.ts';
import { Clock } from './Clock.tsx';
import { UserMenu } from './UserMenu.tsx';

export function TopBar({ module }: { module: ModuleKey }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-2">
        <Link to="/" className="shrink-0 text-xl font-bold text-emerald-700">
          {t('app.name')}
        </Link>
        <nav aria-label={t('shell.modulesNav')} className="min-w-0 flex-1 overflow-x-auto">
          <ul className="flex gap-1">
            {MODULES.map((m) => {
              const active = m === module;
              const { label, color } = MODULE_INFO[m];
              return (
                <li key={m}>
                  <Link
                    to={homeOf(m)}
                    aria-current={active ? 'page' : undefined}
                    className="block whitespace-nowrap rounded-lg px-3 py-1.5 text-sm font-medium transition-colors"
                    style={active ? { backgroundColor: color, color: '#fff' } : { color }}
                  >
                    {label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <Clock module={module} />
        <NotificationsBell />
        <UserMenu />
      </div>
    </header>
  );
}
