import { isModuleKey } from '@krug/contract/modules';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { useUser } from '../../features/auth/session.tsx';
import { needsGender } from '../../features/gender/needs-gender.ts';
import { OfflineBanner } from '../../features/pwa/OfflineBanner.tsx';
import { InDevelopment } from '../InDevelopment.tsx';
import { NotFound } from '../NotFound.tsx';
import { ViewErrorBoundary } from '../ViewErrorBoundary.tsx';
import { ViewLoading } from '../ViewLoading.tsx';
import { VIEW_REGISTRY } from '../view-registry.tsx';
import { shellViewOf } from '../views.ts';
import { BottomBar } from './BottomBar.tsx';
import { LeftSidebar } from './LeftSidebar.tsx';
import { PhoneWidgets } from './PhoneWidgets.tsx';
import { RightSidebar } from './RightSidebar.tsx';
import { TopBar } from './TopBar.tsx';
import { usePhone } from './use-phone.ts';

// The phone drawer (and vaul with it) downloads when the menu is first opened, not with the shell.
const loadDrawer = () => import('./MobileDrawer.tsx');
const MobileDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileDrawer })));
// Shown to few (an unconfirmed address, no gender yet): they download only for them.
const VerifyEmailBanner = lazy(() =>
  import('../../features/email/VerifyEmailBanner.tsx').then((m) => ({ default: m.VerifyEmailBanner })),
);
const GenderModal = lazy(() =>
  import('../../features/gender/GenderModal.tsx').then((m) => ({ default: m.GenderModal })),
);

/** Whether the drawer is open; it closes whenever the URL changes (a link was followed, or back). */
function useDrawer() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation.
  useEffect(() => setOpen(false), [pathname, search]);
  const change = (next: boolean) => {
    if (next) setUsed(true);
    setOpen(next);
  };
  return { open, used, change };
}

/**
 * The main shell at /:module/:view: top bar, personal cabinet, the view, the right column.
 * Phone first: under 768 px the cabinet and the modules live in a drawer opened from the bottom
 * bar, and the right column's widgets follow the view; 768–1023 px shows the cabinet beside the
 * view; from 1024 px the three columns.
 */
export function Shell() {
  const { t } = useTranslation();
  const user = useUser();
  const { module = '', ...params } = useParams();
  const drawer = useDrawer();
  const { pathname } = useLocation();
  const phone = usePhone();
  const view = isModuleKey(module) ? shellViewOf(module, params) : null;
  if (!isModuleKey(module) || !view) return <NotFound />;
  const entry = VIEW_REGISTRY[view];
  return (
    <div className="min-h-screen pb-[calc(var(--spacing-bottom-bar)+env(safe-area-inset-bottom))] md:pb-0">
      <a
        href="#main"
        className="sr-only z-50 rounded-control bg-surface px-4 py-3 font-medium text-primary-fg shadow-raised focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('nav.skipToContent')}
      </a>
      <TopBar module={module} />
      <OfflineBanner />
      {user.email_verified ? null : (
        <Suspense fallback={null}>
          <VerifyEmailBanner />
        </Suspense>
      )}
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-4 px-3 py-4 sm:px-4 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-6 md:py-6 lg:grid-cols-[14rem_minmax(0,1fr)_18rem]">
        <div className="hidden md:block">
          <LeftSidebar module={module} />
        </div>
        <main id="main" tabIndex={-1} className="min-w-0 outline-none">
          {/* Keyed apart from the view below: two siblings with one key made React keep the last
              view's widgets on screen after a link (its children are matched by key). */}
          {phone && entry?.aside ? (
            <ViewErrorBoundary key={`widgets ${pathname}`} fallback={null}>
              <PhoneWidgets view={view}>
                <Suspense fallback={null}>{entry.aside(module)}</Suspense>
              </PhoneWidgets>
            </ViewErrorBoundary>
          ) : null}
          {/* A view that fails (its chunk did not load) fails alone; the next URL starts afresh. */}
          <ViewErrorBoundary key={pathname}>
            <Suspense fallback={<ViewLoading />}>
              {entry ? entry.main(module) : <InDevelopment title={t(`views.${view}`)} />}
            </Suspense>
          </ViewErrorBoundary>
        </main>
        {phone ? null : (
          <RightSidebar className="min-w-0 md:col-start-2 lg:col-start-auto">
            <ViewErrorBoundary key={pathname} fallback={null}>
              <Suspense fallback={null}>{entry?.aside?.(module)}</Suspense>
            </ViewErrorBoundary>
          </RightSidebar>
        )}
      </div>
      <BottomBar
        module={module}
        view={view}
        menuOpen={drawer.open}
        onOpenMenu={() => {
          void loadDrawer();
          drawer.change(true);
        }}
      />
      {drawer.used ? (
        <ViewErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <MobileDrawer module={module} open={drawer.open} onOpenChange={drawer.change} />
          </Suspense>
        </ViewErrorBoundary>
      ) : null}
      {needsGender(user) ? (
        <Suspense fallback={null}>
          <GenderModal user={user} />
        </Suspense>
      ) : null}
    </div>
  );
}
