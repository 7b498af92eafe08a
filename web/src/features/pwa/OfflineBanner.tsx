import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/use-online.ts';

/**
 * «Нет сети — показаны сохранённые данные» (issue 35 §2): a calm line under the top bar while the
 * network is gone; the queries pause meanwhile (no error screens) and show what was saved.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  if (useOnline()) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 border-b border-warn-line bg-warn-soft px-3 py-2 text-sm text-warn-fg"
    >
      <WifiOff aria-hidden="true" className="h-4 w-4 shrink-0" />
      {t('app.offline')}
    </div>
  );
}
