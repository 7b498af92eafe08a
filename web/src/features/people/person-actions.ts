import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { notify } from '../../ui/toast.ts';
import { registerPeopleTexts } from './texts.ts';

registerPeopleTexts();

export const fullName = (p: { first_name: string; last_name: string; middle_name?: string | null }) =>
  [p.first_name, p.middle_name, p.last_name].filter(Boolean).join(' ');

/** Runs a graph change and says how it went: a toast on success, the server's sentence on failure. */
export function useRun() {
  const { t } = useTranslation('people');
  return async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      notify({ type: 'success', message: success });
    } catch (err) {
      const detail =
        err instanceof ApiError && err.status !== 0 && err.detail ? err.detail : t('toasts.failed');
      notify({ type: 'error', message: detail });
    }
  };
}
