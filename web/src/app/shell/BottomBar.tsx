import type { ModuleKey } from '@krug/contract/modules';
import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UnreadChatBadge } from '../../features/chat/UnreadChatBadge.tsx';
import type { ViewKey } from '../views.ts';
import { bottomItems } from './nav.ts';

const item =
  'flex min-h-touch min-w-0 flex-col items-center justify-center gap-0.5 rounded-control px-1 py-1.5 text-[0.6875rem] font-medium leading-tight';

/** The phone bar (< 768 px): the four most used places and the menu that opens the drawer. */
export function BottomBar(props: {
  module: ModuleKey;
  view: ViewKey;
  menuOpen: boolean;
  onOpenMenu: () => void;
}) {
  const { t } = useTranslation();
  return (
    <nav
      data-bottom-bar
      aria-label={t('nav.bottomBar')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid h-bottom-bar grid-cols-5 items-center px-1">
        {bottomItems(props.module).map(({ id, to, labelKey, icon: Icon, views }) => {
          const current = views.includes(props.view);
          return (
            <li key={id} className="min-w-0">
              <Link
                to={to}
                aria-current={current ? 'page' : undefined}
                className={`${item} relative ${current ? 'text-primary-fg' : 'text-fg-subtle hover:text-fg'}`}
              >
                <Icon aria-hidden="true" className="h-5 w-5" strokeWidth={current ? 2.5 : 2} />
                {id === 'chat' ? <UnreadChatBadge className="absolute top-0.5 left-1/2 ml-1" /> : null}
                <span className="max-w-full truncate">{t(labelKey)}</span>
              </Link>
            </li>
          );
        })}
        <li className="min-w-0">
          <button
            type="button"
            aria-haspopup="dialog"
            aria-expanded={props.menuOpen}
            onClick={props.onOpenMenu}
            className={`${item} w-full ${props.menuOpen ? 'text-primary-fg' : 'text-fg-subtle hover:text-fg'}`}
          >
            <Menu aria-hidden="true" className="h-5 w-5" />
            <span>{t('nav.menu')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
