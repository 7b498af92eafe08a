import type { ModuleKey } from '@krug/contract/modules';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { ViewKey } from '../views.ts';

interface Group {
  title?: string;
  links: { view: ViewKey; label?: string }[];
}

function groupsOf(module: ModuleKey, t: (k: string) => string): Group[] {
  const groups: Group[] = [
    { links: [{ view: 'my-profile' }, { view: 'feed' }, { view: 'friends' }, { view: 'chat' }] },
    {
      title: t('sidebar.media'),
      links: [
        { view: 'media-photos', label: t('sidebar.photos') },
        { view: 'media-documents', label: t('sidebar.documents') },
        { view: 'media-videos', label: t('sidebar.videos') },
      ],
    },
    {
      title: t('sidebar.myInformation'),
      links: [
        { view: 'my-info', label: t('sidebar.profile') },
        { view: 'my-documents', label: t('sidebar.documents') },
      ],
    },
    { links: [{ view: 'settings' }] },
  ];
  if (module === 'family') {
    groups.splice(1, 0, {
      title: t('shell.myFamily'),
      links: [
        { view: 'my-family-profile' },
        { view: 'family-profiles' },
        { view: 'family-create' },
        { view: 'family-setup' },
      ],
    });
  }
  if (module === 'organizations')
    groups.splice(1, 0, {
      title: t('shell.myWork'),
      links: [{ view: 'my-work' }, { view: 'org-search' }, { view: 'my-join-requests' }],
    });
  return groups;
}

/** The personal cabinet (spec §2): links to real URLs inside the current module. */
export function LeftSidebar({ module }: { module: ModuleKey }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('shell.cabinet')} className="flex flex-col gap-4 text-sm">
      {groupsOf(module, t).map((group, i) => (
        <div key={group.title ?? i}>
          {group.title ? (
            <p className="mb-1 px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {group.title}
            </p>
          ) : null}
          <ul className="flex flex-col">
            {group.links.map(({ view, label }) => (
              <li key={view}>
                <NavLink
                  to={`/${module}/${view}`}
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-1.5 ${isActive ? 'bg-emerald-50 font-medium text-emerald-800' : 'text-slate-700 hover:bg-slate-100'}`
                  }
                >
                  {label ?? t(`views.${view}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
