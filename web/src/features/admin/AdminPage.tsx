import { isInstanceAdmin } from '@krug/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FileClock, Flag, Link2, Mail, Settings, Users } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, useParams } from 'react-router';
import { UserMenu } from '../../app/shell/UserMenu.tsx';
import { ViewLoading } from '../../app/ViewLoading.tsx';
import { EmptyState } from '../../ui/states.tsx';
import { useUser } from '../auth/session.tsx';
import { adminApi, adminKeys } from './api.ts';
import { registerAdminTexts } from './texts.ts';

registerAdminTexts();

const UsersSection = lazy(() => import('./UsersSection.tsx').then((m) => ({ default: m.UsersSection })));
const ReportsSection = lazy(() =>
  import('./ReportsSection.tsx').then((m) => ({ default: m.ReportsSection })),
);
const InvitesSection = lazy(() =>
  import('./InvitesSection.tsx').then((m) => ({ default: m.InvitesSection })),
);
const SettingsSection = lazy(() =>
  import('./SettingsSection.tsx').then((m) => ({ default: m.SettingsSection })),
);
const OutboxSection = lazy(() => import('./OutboxSection.tsx').then((m) => ({ default: m.OutboxSection })));
const AuditSection = lazy(() => import('./AuditSection.tsx').then((m) => ({ default: m.AuditSection })));

/** The sections of «Администрирование», each at /admin/<section>. */
export const ADMIN_SECTIONS = ['users', 'reports', 'invites', 'settings', 'audit', 'outbox'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];
const isSection = (value: string): value is AdminSection =>
  (ADMIN_SECTIONS as readonly string[]).includes(value);

const ICONS = {
  users: Users,
  reports: Flag,
  invites: Link2,
  settings: Settings,
  audit: FileClock,
  outbox: Mail,
};

function Section({ section }: { section: AdminSection }) {
  switch (section) {
    case 'users':
      return <UsersSection />;
    case 'reports':
      return <ReportsSection />;
    case 'invites':
      return <InvitesSection />;
    case 'settings':
      return <SettingsSection />;
    case 'audit':
      return <AuditSection />;
    case 'outbox':
      return <OutboxSection />;
  }
}

/**
 * «Администрирование» at /admin/<section> (CONTRACT §8): visible to the owner and admins only; a
 * plain user who opens the address gets «Нет доступа» (the server refuses every call anyway).
 */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const user = useUser();
  const { section = 'users' } = useParams();
  const instance = useQuery({
    queryKey: adminKeys.instance,
    queryFn: ({ signal }) => adminApi.instance(signal),
  });
  if (!isSection(section)) return <Navigate to="/admin/users" replace />;
  const allowed = isInstanceAdmin(user.instance_role);
  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center gap-3 px-3 py-1.5 sm:px-4">
          <Link
            to="/"
            className="flex min-h-touch items-center gap-1 rounded-control px-2 text-sm font-medium text-fg-muted hover:bg-surface-muted"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t('backHome')}
          </Link>
          <span className="min-w-0 flex-1 truncate font-semibold">{t('title')}</span>
          <UserMenu />
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-4 px-3 py-4 sm:px-4 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-6 md:py-6">
        {allowed ? (
          <nav aria-label={t('nav.label')}>
            <ul className="flex gap-1 overflow-x-auto md:flex-col">
              {ADMIN_SECTIONS.map((s) => {
                const Icon = ICONS[s];
                return (
                  <li key={s}>
                    <NavLink
                      to={`/admin/${s}`}
                      className={({ isActive }) =>
                        `flex min-h-touch items-center gap-2 whitespace-nowrap rounded-control px-3 text-sm font-medium ${
                          isActive
                            ? 'bg-primary-soft text-primary-fg'
                            : 'text-fg-muted hover:bg-surface-muted'
                        }`
                      }
                    >
                      <Icon aria-hidden="true" className="h-4 w-4" />
                      {t(`nav.${s}`)}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : null}
        <main id="main" tabIndex={-1} className="min-w-0 outline-none md:col-start-2">
          {allowed ? (
            <>
              <h1 className="text-xl font-semibold">{t(`nav.${section}`)}</h1>
              <p className="mb-4 text-sm text-fg-subtle">
                {t('intro', { name: instance.data?.instance_name ?? '…' })}
              </p>
              <Suspense fallback={<ViewLoading />}>
                <Section section={section} />
              </Suspense>
            </>
          ) : (
            <EmptyState title={t('forbidden')} text={t('forbiddenText')} />
          )}
        </main>
      </div>
    </div>
  );
}
