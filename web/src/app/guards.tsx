import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../features/auth/session.tsx';
import { flags } from '../lib/flags.ts';
import { ErrorScreen } from './ErrorScreen.tsx';
import { LoadingScreen } from './LoadingScreen.tsx';
import { forgetReturnTo, rememberReturnTo, returnTo } from './return-to.ts';

/** Signed-in only: visitors go to the sign-in form and come back to the URL they wanted. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'error') return <ErrorScreen />;
  if (status === 'anonymous') {
    const from = location.pathname + location.search;
    rememberReturnTo(from);
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return children;
}

/**
 * The wizard opens when no completion flag is stored for the user and the user has no affiliations.
 * The flag lives on the server (so a new browser does not ask again) and, as the spec has it, in
 * this browser too.
 */
export function RequireOnboarded({ children }: { children: ReactNode }) {
  const { user } = useSession();
  // The interrupted address waits through onboarding (OnboardingPage goes there at the end).
  if (user && !user.onboarding_completed && !flags.onboardingDone(user.id) && user.affiliations.length === 0)
    return <Navigate to="/onboarding" replace />;
  forgetReturnTo();
  return children;
}

/** Sign-in and registration forms: a signed-in user goes on to the address the sign-in interrupted. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signed-in') {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={returnTo(from) ?? '/'} replace />;
  }
  // A link that carried where it came from (a public page's «Войти»): kept through sign-up and onboarding.
  const from = (location.state as { from?: string } | null)?.from;
  if (from) rememberReturnTo(from);
  return children;
}
