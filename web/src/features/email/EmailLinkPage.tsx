import './texts.ts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { errorText } from '../../lib/api.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { AuthLayout } from '../auth/AuthLayout.tsx';
import { useSession } from '../auth/session.tsx';
import { useConfirmEmailToken } from './api.ts';

/** The token of the mail's link: it travels in the fragment, so no server ever logs it. */
const tokenIn = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';

/**
 * The page a verification (`/verify-email`) or email change (`/confirm-email`) link opens, signed
 * in or not: it uses the token once, at once, and says how it went.
 */
export function EmailLinkPage({ kind }: { kind: 'verify' | 'change' }) {
  const { t } = useTranslation('email');
  const { t: tApp } = useTranslation();
  const { status } = useSession();
  const token = tokenIn(useLocation().hash);
  const confirm = useConfirmEmailToken(kind);
  // A link works once: it is sent once, however often the page renders.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  const onward =
    status === 'signed-in' ? (
      <Link to="/" className={buttonClass('primary', 'w-full text-center')}>
        {t('toApp')}
      </Link>
    ) : (
      <Link to="/login" className={buttonClass('primary', 'w-full text-center')}>
        {t('toLogin')}
      </Link>
    );

  return (
    <AuthLayout title={kind === 'verify' ? t('verifyTitle') : t('changeTitle')}>
      {!token ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-fg">
          {t('noToken')}
        </p>
      ) : confirm.isSuccess ? (
        <div className="flex flex-col gap-4">
          <p role="status" className="rounded-lg bg-success-soft px-3 py-2 text-sm">
            {kind === 'verify' ? t('verified') : t('changed')}
          </p>
          {onward}
        </div>
      ) : confirm.isError ? (
        <div className="flex flex-col gap-4">
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-fg">
            {t('failed')}: {errorText(confirm.error, tApp('app.networkError'))}
          </p>
          {onward}
        </div>
      ) : (
        <p role="status" className="text-sm text-fg-subtle">
          {kind === 'verify' ? t('verifying') : t('changing')}
        </p>
      )}
    </AuthLayout>
  );
}
