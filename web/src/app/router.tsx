import { Navigate, Route, Routes } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { RegisterPage } from '../features/auth/RegisterPage.tsx';
import { PublicOnly, RequireAuth, RequireOnboarded } from './guards.tsx';
import { NotFound } from './NotFound.tsx';
import { OnboardingPage } from './OnboardingPage.tsx';
import { Shell } from './shell/Shell.tsx';

/** Every view has a real URL: /<module>/<view> (README, "Decisions"). */
export function AppRoutes() {
  return (
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
        path="/onboarding"
        element={
          <RequireAuth>
            <OnboardingPage />
          </RequireAuth>
        }
      />
      <Route
        path="/"
        element={
          <RequireAuth>
            <RequireOnboarded>
              <Navigate to="/family/wall" replace />
            </RequireOnboarded>
          </RequireAuth>
        }
      />
      <Route
        path="/:module/:view?"
        element={
          <RequireAuth>
            <RequireOnboarded>
              <Shell />
            </RequireOnboarded>
          </RequireAuth>
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
