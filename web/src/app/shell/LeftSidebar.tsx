import type { ModuleKey } from '@krug/contract/modules';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { UnreadChatBadge } from '../../features/chat/UnreadChatBadge.tsx';
import { useHasFamily } from '../../features/family/api.ts';
import { InvitationCountBadge } from '../../features/invitations/InvitationCountBadge.tsx';
import { cabinetGroups, type NavGroup, showsFamilyGroup } from './nav.ts';

interface CabinetNavProps {
  module: ModuleKey;
  /** The phone drawer: every group in every module, and 44 px rows. */
  everywhere?: boolean;
  /** Called after a link is followed (the drawer closes). */
  onNavigate?: () => void;
}

/** The groups up to the family group, and of that only the links before the conditional ones. */
function stableHead(groups: NavGroup[]): NavGroup[] {
  const at = groups.findIndex((g) => g.id === 'family');
  if (at < 0) return groups;
  const family = groups[at] as NavGroup;
  const firstConditional = family.links.findIndex((l) => l.view === 'family-invitations');
  const links = firstConditional < 0 ? family.links : family.links.slice(0, firstConditional);
  return [...groups.slice(0, at), { ...family, links }];
}

/** The personal cabinet (spec §2): links to real URLs, each with its icon. */
export function LeftSidebar({ module, everywhere = false, onNavigate }: CabinetNavProps) {
  const { t } = useTranslation();
  const row = everywhere ? 'min-h-touch py-2.5' : 'py-1.5';
  // Creating a family is offered only to those who have none (issue 19).
  const { hasFamily, settled } = useHasFamily(showsFamilyGroup(module, everywhere));
  const groups = cabinetGroups(module, { everywhere, hasFamily });
  // Until it is known whether the family group offers «Создать семью», the sidebar stops after the
  // family group's first links: the rest appears below them at once instead of appearing and then
  // being pushed down by two rows (a layout shift of the whole column, bench:web's CLS).
  const shown = settled || everywhere ? groups : stableHead(groups);
  return (
    <nav aria-label={t('shell.cabinet')} className="flex flex-col gap-4 text-sm">
      {shown.map((group) => (
        <div key={group.id}>
          {group.titleKey ? (
            <p className="mb-1 px-3 text-xs font-semibold tracking-wide text-fg-faint uppercase">
              {t(group.titleKey)}
            </p>
          ) : null}
          <ul className="flex flex-col gap-0.5">
            {group.links.map(({ to, view, labelKey, icon: Icon, badge }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    `flex items-center gap-3 rounded-control px-3 ${row} ${isActive ? 'bg-primary-soft font-medium text-primary-strong' : 'text-fg-muted hover:bg-surface-muted'}`
                  }
                >
                  <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
                  {/* Long names («Мастер настройки семьи») wrap instead of being cut at 1366 px (issue 32 item 14). */}
                  <span className="min-w-0 leading-snug break-words">{t(labelKey ?? `views.${view}`)}</span>
                  {badge === 'invitations' ? <InvitationCountBadge /> : null}
                  {badge === 'chat' ? <UnreadChatBadge /> : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
