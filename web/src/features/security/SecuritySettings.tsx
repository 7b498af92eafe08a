import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailSection } from './EmailSection.tsx';
import { SecurityEventsSection } from './SecurityEventsSection.tsx';
import { SessionsSection } from './SessionsSection.tsx';
import { TwoFactorSection } from './TwoFactorSection.tsx';
import { registerSecurityTexts } from './texts.ts';

registerSecurityTexts();

/**
 * Settings «Безопасность» (email, two-factor sign-in), then «Сеансы и устройства» (issue 20) and
 * «События безопасности» (issue 33).
 */
export function SecuritySettings() {
  const { t } = useTranslation('security');
  const headingId = useId();
  return (
    <>
      <section
        aria-labelledby={headingId}
        className="flex flex-col gap-4 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:p-6"
      >
        <div>
          <h2 id={headingId} className="text-base font-semibold text-fg">
            {t('title')}
          </h2>
          <p className="text-sm text-fg-subtle">{t('intro')}</p>
        </div>
        <EmailSection />
        <div className="border-t border-line pt-4">
          <TwoFactorSection />
        </div>
      </section>
      <SessionsSection />
      <SecurityEventsSection />
    </>
  );
}
