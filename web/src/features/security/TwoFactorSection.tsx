import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../ui/Field.tsx';
import { ErrorState, Skeleton } from '../../ui/states.tsx';
import { useTwoFactorActions, useTwoFactorStatus } from './api.ts';
import { SetupDialog } from './SetupTwoFactorDialog.tsx';
import { DisableDialog, RegenerateDialog } from './TwoFactorDialogs.tsx';
import { registerSecurityTexts } from './texts.ts';

registerSecurityTexts();

/** «Двухфакторный вход» (issue 20): on or off, set up with an authenticator app, recovery codes. */
export function TwoFactorSection() {
  const { t } = useTranslation('security');
  const status = useTwoFactorStatus();
  const actions = useTwoFactorActions();
  const [dialog, setDialog] = useState<'setup' | 'disable' | 'regenerate' | null>(null);
  const close = () => setDialog(null);
  const on = status.data?.enabled ?? false;
  const Icon = on ? ShieldCheck : ShieldOff;

  return (
    <div className="flex flex-col gap-3">
      {status.isPending ? (
        <Skeleton lines={2} className="h-6 w-full" />
      ) : status.isError ? (
        <ErrorState
          error={status.error}
          title={t('twoFactor.loadFailed')}
          onRetry={() => void status.refetch()}
        />
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-1 gap-3">
            <Icon
              aria-hidden="true"
              className={`mt-0.5 h-5 w-5 shrink-0 ${on ? 'text-primary-fg' : 'text-fg-faint'}`}
            />
            <div className="min-w-0">
              <h3 className="flex flex-wrap items-center gap-2 font-medium text-fg">
                {t('twoFactor.title')}
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-medium ${
                    on ? 'bg-primary-soft text-primary-fg' : 'bg-surface-sunken text-fg-muted'
                  }`}
                >
                  {on ? t('twoFactor.on') : t('twoFactor.off')}
                </span>
              </h3>
              <p className="text-sm text-fg-subtle">{on ? t('twoFactor.onText') : t('twoFactor.offText')}</p>
              {on ? (
                <p className="text-sm text-fg-subtle tabular-nums">
                  {t('twoFactor.codesLeft', { count: status.data.recovery_codes_left })}
                </p>
              ) : null}
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            {on ? (
              <>
                <button
                  type="button"
                  className={buttonClass('secondary', 'min-h-11')}
                  onClick={() => setDialog('regenerate')}
                >
                  {t('twoFactor.newCodes')}
                </button>
                <button
                  type="button"
                  className={buttonClass('secondary', 'min-h-11')}
                  onClick={() => setDialog('disable')}
                >
                  {t('twoFactor.disable')}
                </button>
              </>
            ) : (
              <button
                type="button"
                className={buttonClass('primary', 'min-h-11')}
                onClick={() => setDialog('setup')}
              >
                {t('twoFactor.enable')}
              </button>
            )}
          </div>
        </div>
      )}
      <SetupDialog open={dialog === 'setup'} onClose={close} actions={actions} />
      <DisableDialog open={dialog === 'disable'} onClose={close} actions={actions} />
      <RegenerateDialog open={dialog === 'regenerate'} onClose={close} actions={actions} />
    </div>
  );
}
