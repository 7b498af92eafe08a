import { Component, type ErrorInfo, type ReactNode } from 'react';
import i18next from '../i18n/index.ts';
import { buttonClass } from '../ui/Field.tsx';
import { reloadOnceForChunk } from './chunk-reload.ts';

export function ErrorScreen() {
  return (
    <main
      role="alert"
      className="flex min-h-screen flex-col items-center justify-center gap-3 p-6 text-center"
    >
      <h1 className="text-2xl font-semibold">{i18next.t('app.errorTitle')}</h1>
      <p className="text-fg-subtle">{i18next.t('app.errorText')}</p>
      <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
        {i18next.t('app.refresh')}
      </button>
    </main>
  );
}

/** A failure of the whole page: "Произошла ошибка / Пожалуйста, попробуйте обновить страницу" and a refresh button (spec §2). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // The shell's or a form's chunk missing after a deploy: the new page has it (issue 32 item 4).
    if (reloadOnceForChunk(error)) return;
    console.error('Page failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
