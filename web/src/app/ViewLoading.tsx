import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/Spinner.tsx';

/** Shown in the main column while a view's chunk downloads. */
export function ViewLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-12 text-fg-subtle">
      <Spinner label={t('app.loading')} />
    </div>
  );
}
