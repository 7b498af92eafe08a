import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/Spinner.tsx';

export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen items-center justify-center text-fg-subtle">
      <Spinner label={t('app.loading')} />
    </div>
  );
}
