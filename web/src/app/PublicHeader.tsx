import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../ui/Field.tsx';

/**
 * The top of a page a visitor opens without an account (an organization's or a family's public
 * profile): the name, «Войти» and «Зарегистрироваться», which come back to this address after
 * signing in, or after signing up and onboarding (issue 32 item 7).
 */
export function PublicHeader() {
  const { t } = useTranslation();
  const location = useLocation();
  const from = { from: location.pathname + location.search };
  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link to="/login" state={from} className="text-xl font-bold text-primary-fg">
          {t('app.name')}
        </Link>
        <span className="flex gap-2">
          <Link to="/login" state={from} className={buttonClass('ghost', 'min-h-touch px-3 py-1.5')}>
            {t('app.signIn')}
          </Link>
          <Link to="/register" state={from} className={buttonClass('primary', 'min-h-touch px-3 py-1.5')}>
            {t('app.signUp')}
          </Link>
        </span>
      </div>
    </header>
  );
}
