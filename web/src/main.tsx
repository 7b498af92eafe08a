import './index.css';
import { restoreLanguage } from './i18n/index.ts';
import './app/texts.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from './app/ErrorScreen.tsx';
import { createQueryClient, Providers } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { watchInstall } from './features/pwa/pwa-state.ts';
import { syncOnlineState } from './lib/use-online.ts';
import { initTheme } from './ui/theme.ts';

initTheme();
void restoreLanguage();
syncOnlineState();
watchInstall();
const queryClient = createQueryClient();
// What was saved for offline reading comes back into the cache (its own chunk, issue 35 §2).
void import('./features/pwa/offline-cache.ts').then((m) => m.startOfflineCache(queryClient));
// The service worker (issue 35 §1) is registered once the page has loaded, from its own chunk.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void import('./features/pwa/register-sw.ts')
      .then((m) => m.registerServiceWorker())
      .catch((err) => console.error('Service worker', err));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
createRoot(root).render(
  <StrictMode>
    <ErrorBoundary>
      <BrowserRouter>
        <Providers client={queryClient}>
          <AppRoutes />
        </Providers>
      </BrowserRouter>
    </ErrorBoundary>
  </StrictMode>,
);
