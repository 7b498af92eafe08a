import { RotateCw } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../ui/Field.tsx';
import { page, reloadOnceForChunk } from './chunk-reload.ts';

/** The failed view's place: what happened and «Обновить»; the top bar and the columns stay. */
function ViewFailed() {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-2 rounded-card border border-danger-line bg-danger-soft px-4 py-8 text-center"
    >
      <p className="font-medium text-danger-strong">{t('app.viewFailed')}</p>
      <p className="text-sm text-danger-fg">{t('app.viewFailedText')}</p>
      <button
        type="button"
        className={buttonClass('secondary', 'mt-2 min-h-11')}
        onClick={() => page.reload()}
      >
        <RotateCw aria-hidden="true" className="h-4 w-4" />
        {t('app.reload')}
      </button>
    </div>
  );
}

/**
 * One view's failure stays in that view (issue 32 item 4): a lazy view whose chunk does not load
 * (or that throws) shows its error with «Обновить» instead of blanking the whole app. A chunk
 * missing after a deploy reloads the page once by itself first. Give it a `key` of the URL so the
 * next view starts afresh.
 */
export class ViewErrorBoundary extends Component<
  { children: ReactNode; fallback?: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (reloadOnceForChunk(error)) return;
    console.error('View failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback === undefined ? <ViewFailed /> : this.props.fallback;
  }
}
