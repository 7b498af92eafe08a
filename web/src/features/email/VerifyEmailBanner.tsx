import './texts.ts';
import { MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { notify } from '../../ui/toast.ts';
import { useSession } from '../auth/session.tsx';
import { useInstance } from '../auth/use-instance.ts';
import { useResendVerification } from './api.ts';

/**
 * «Подтвердите адрес» (CONTRACT §8 "Email verification"): a line under the top bar until the
 * signed-in user's address is confirmed, with a resend button (a few mails an hour, as the server
 * counts). When the instance requires it, the line says what is closed until then.
 */
export function VerifyEmailBanner() {
  const { user } = useSession();
  // Nothing is asked of the server for a confirmed address.
  if (!user || user.email_verified) return null;
  return <Banner email={user.email} />;
}

function Banner({ email }: { email: string }) {
  const { t } = useTranslation('email');
  const instance = useInstance();
  const resend = useResendVerification();
  const required = instance.data?.require_email_verification ?? false;
  return (
    // Not a live region: it is there from the start, not news (and the page's own statuses stay alone).
    <div
      data-testid="verify-email-banner"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b border-warn-line bg-warn-soft px-3 py-2 text-sm text-warn-fg"
    >
      <MailWarning aria-hidden="true" className="h-4 w-4 shrink-0" />
      {/* A long address breaks anywhere rather than widen a phone screen at large text. */}
      <span className="min-w-0 [overflow-wrap:anywhere]">
        {t(required ? 'bannerRequired' : 'bannerText', { email })}
      </span>
      <button
        type="button"
        className="min-h-11 font-medium underline disabled:opacity-60"
        disabled={resend.isPending}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: (answer) => notify({ type: 'success', message: answer.message }),
            onError: (err) => notify({ type: 'error', message: errorText(err, t('resendFailed')) }),
          })
        }
      >
        {resend.isPending ? t('resending') : t('resend')}
      </button>
    </div>
  );
}
