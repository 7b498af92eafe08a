import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../ui/Field.tsx';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-3 p-6 text-center">
      <p className="text-6xl font-bold text-primary-fg">404</p>
      <h1 className="text-xl font-semibold">{t('app.notFoundTitle')}</h1>
      <p className="text-fg-subtle">{t('app.notFoundText')}</p>
      <Link to="/" className={buttonClass('primary')}>
        {t('app.goHome')}
      </Link>
    </main>
  );
}
