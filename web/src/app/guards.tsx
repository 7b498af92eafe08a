import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../features/auth/session.tsx';
import { flags } from '../lib/flags.ts';
import { ErrorScreen } from './ErrorScreen.tsx';
import { LoadingScreen } from './LoadingScreen.tsx';

/** Signed-in only: visitors go to the sign-in form and come back to the URL they wanted. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'error') return <ErrorScreen />;
  if (status === 'anonymous')
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return children;
}

/**
 * The wizard opens when no completion flag is stored for the user and the user has no affiliations.
 * The flag lives on the server (so a new browser does not ask again) and, as the spec has it, in
 * this browser too.
 */
export function RequireOnboarded({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user && !user.onboarding_completed && !flags.onboardingDone(user.id) && user.affiliations.length === 0)
    return <Navigate to="/onboarding" replace />;
  return children;
}

/** Sign-in and registration forms: a signed-in user goes on to where they were heading. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signed-in') {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from && from !== '/login' && from !== '/register' ? from : '/'} replace />;
  }
  return children;
}
