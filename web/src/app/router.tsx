import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useParams, useSearchParams } from 'react-router';
import { useSession } from '../features/auth/session.tsx';
import { postPath } from '../features/posts/post-path.ts';
import { PwaHost } from '../features/pwa/PwaHost.tsx';
import { PublicOnly, RequireAuth, RequireOnboarded } from './guards.tsx';
import { LoadingScreen } from './LoadingScreen.tsx';
import { lazyPage } from './lazy-page.tsx';
import { NotFound } from './NotFound.tsx';
import { preloadView } from './view-registry.tsx';

// Sign-in, registration, onboarding and the shell are separate chunks: the sign-in page does not
// download the shell, and the shell downloads only the views it opens (issue 10).
const LoginPage = lazyPage(() => import('../features/auth/LoginPage.tsx').then((m) => m.LoginPage));
const ForgotPasswordPage = lazyPage(() =>
  import('../features/auth/ForgotPasswordPage.tsx').then((m) => m.ForgotPasswordPage),
);
const EmailLinkPage = lazyPage(() =>
  import('../features/email/EmailLinkPage.tsx').then((m) => m.EmailLinkPage),
);
const ResetPasswordPage = lazyPage(() =>
  import('../features/auth/ResetPasswordPage.tsx').then((m) => m.ResetPasswordPage),
);
const RegisterPage = lazyPage(() => import('../features/auth/RegisterPage.tsx').then((m) => m.RegisterPage));
const OnboardingPage = lazyPage(() => import('./OnboardingPage.tsx').then((m) => m.OnboardingPage));
const Shell = lazyPage(() => import('./shell/Shell.tsx').then((m) => m.Shell));
const OpenLinkPage = lazyPage(() => import('../features/pwa/OpenLinkPage.tsx').then((m) => m.OpenLinkPage));
const AdminPage = lazyPage(() => import('../features/admin/AdminPage.tsx').then((m) => m.AdminPage));
const OrgPublicStandalone = lazyPage(() =>
  import('../features/work/OrgPublicPage.tsx').then((m) => m.OrgPublicStandalone),
);
const PublicFamilyStandalone = lazyPage(() =>
  import('./PublicFamilyStandalone.tsx').then((m) => m.PublicFamilyStandalone),
);

function usePreload(module: string, view: string, search: string) {
  const client = useQueryClient();
  useEffect(() => {
    void Shell.preload().catch(() => {});
    preloadView(client, module, view, new URLSearchParams(search));
  }, [client, module, view, search]);
}

/** The shell route: its chunk, the view's chunks and data start loading while the session loads. */
function ShellRoute() {
  const { module = '', view = 'wall', postId, personId, mediaSection, albumId } = useParams();
  const [search] = useSearchParams();
  const album = albumId !== undefined ? 'media-album' : 'media-albums';
  usePreload(
    module,
    postId !== undefined
      ? 'post'
      : personId !== undefined
        ? 'person'
        : mediaSection !== undefined
          ? album
          : view,
    search.toString(),
  );
  const { status } = useSession();
  // An organization's public profile opens without signing in (CONTRACT §3, issue 19).
  if (status === 'anonymous' && module === 'organizations' && view === 'org-public')
    return (
      <Suspense fallback={<LoadingScreen />}>
        <OrgPublicStandalone />
      </Suspense>
    );
  // So does a family's share link (issue 32 item 7): the API serves its public view without a token.
  if (status === 'anonymous' && module === 'family' && view === 'family-public-view' && search.get('id'))
    return (
      <Suspense fallback={<LoadingScreen />}>
        <PublicFamilyStandalone />
      </Suspense>
    );
  // The old link to a post (/<module>/wall?post=<id>) leads to the post's own page.
  const oldPostLink = view === 'wall' && postId === undefined ? search.get('post') : null;
  if (oldPostLink) return <Navigate to={postPath(module, oldPostLink)} replace />;
  // Its own boundary: while the shell's chunk downloads, this route still commits and preloads.
  return (
    <Suspense fallback={<LoadingScreen />}>
      <RequireAuth>
        <RequireOnboarded>
          <Shell />
        </RequireOnboarded>
      </RequireAuth>
    </Suspense>
  );
}

/** The home URL leads to the family wall, so its chunks and posts are fetched at once too. */
function HomeRoute() {
  usePreload('family', 'wall', '');
  return (
    <RequireAuth>
      <RequireOnboarded>
        <Navigate to="/family/wall" replace />
      </RequireOnboarded>
    </RequireAuth>
  );
}

/** Every view has a real URL: /<module>/<view> (docs/decisions.md, "URLs"). */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <PwaHost />
      <Routes>
        <Route
          path="/login"
          element={
            <PublicOnly>
              <LoginPage />
            </PublicOnly>
          }
        />
        <Route
          path="/register"
          element={
            <PublicOnly>
              <RegisterPage />
            </PublicOnly>
          }
        />
        <Route
          path="/forgot-password"
          element={
            <PublicOnly>
              <ForgotPasswordPage />
            </PublicOnly>
          }
        />
        {/* The mail's link opens it signed in or not: the new password ends every session anyway. */}
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        {/* Email links (CONTRACT §8) work signed in or not: the token alone says whose address. */}
        <Route path="/verify-email" element={<EmailLinkPage kind="verify" />} />
        <Route path="/confirm-email" element={<EmailLinkPage kind="change" />} />
        <Route
          path="/onboarding"
          element={
            <RequireAuth>
              <OnboardingPage />
            </RequireAuth>
          }
        />
        {/* «Администрирование» (CONTRACT §8): the owner's and admins' area. */}
        <Route
          path="/admin/:section?"
          element={
            <RequireAuth>
              <RequireOnboarded>
                <AdminPage />
              </RequireOnboarded>
            </RequireAuth>
          }
        />
        <Route path="/" element={<HomeRoute />} />
        <Route
          path="/open"
          element={
            <RequireAuth>
              <OpenLinkPage />
            </RequireAuth>
          }
        />
        <Route path="/:module/posts/:postId" element={<ShellRoute />} />
        <Route path="/:module/people/:personId" element={<ShellRoute />} />
        <Route path="/:module/media/:mediaSection/:albumId?" element={<ShellRoute />} />
        <Route path="/:module/:view?" element={<ShellRoute />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
