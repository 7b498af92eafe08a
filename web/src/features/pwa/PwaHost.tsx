import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyUpdate, usePwaState } from './pwa-state.ts';
import { SW_MESSAGES } from './sw-messages.ts';

/**
 * What the service worker asks of the open app (issue 35): a tapped notification's address is
 * followed by the router (no reload), and a waiting new build is offered with one button — the
 * app never reloads by itself, so nothing typed is lost.
 */
export function PwaHost() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { updateReady } = usePwaState();
  useEffect(() => {
    const sw = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    if (!sw) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; url?: unknown } | null;
      if (data?.type === SW_MESSAGES.open && typeof data.url === 'string' && data.url.startsWith('/'))
        void navigate(data.url);
    };
    sw.addEventListener('message', onMessage);
    return () => sw.removeEventListener('message', onMessage);
  }, [navigate]);
  if (!updateReady) return null;
  return (
    <div className="fixed inset-x-0 bottom-[calc(var(--spacing-bottom-bar)+env(safe-area-inset-bottom)+0.5rem)] z-50 flex justify-center px-3 md:bottom-4">
      <button
        type="button"
        onClick={applyUpdate}
        className="rounded-lg bg-primary px-4 py-3 text-sm font-medium text-white shadow-raised hover:bg-primary-hover"
      >
        {t('app.updateReady')}
      </button>
    </div>
  );
}
