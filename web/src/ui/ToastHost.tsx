import { lazy, Suspense } from 'react';
import { resolveTheme, useThemeChoice } from './theme.ts';

// The toast host is downloaded after the first paint; toasts raised earlier are shown when it mounts.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * Where `notify()` toasts appear: bottom right, never over the top bar (its bell and user menu);
 * on phones above the bottom bar (`--toast-offset-bottom` in tokens.css). Follows the theme.
 */
export function ToastHost() {
  const [choice] = useThemeChoice();
  const offset = { bottom: 'var(--toast-offset-bottom)', right: '1rem', left: '1rem' };
  return (
    <Suspense fallback={null}>
      <Toaster
        richColors
        closeButton
        position="bottom-right"
        theme={resolveTheme(choice)}
        offset={offset}
        mobileOffset={offset}
      />
    </Suspense>
  );
}
