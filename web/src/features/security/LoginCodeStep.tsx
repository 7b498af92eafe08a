import '../auth/texts.ts';
import type { AuthResponse } from '@krug/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../lib/api.ts';
import { buttonClass, Field } from '../../ui/Field.tsx';
import { loginWithCode } from './api.ts';
import './login-texts.ts';

interface Props {
  /** The server's challenge from the password step. */
  challenge: string;
  onSignedIn(response: AuthResponse): void;
  /** Back to the password step (another account, or the challenge expired). */
  onBack(): void;
}

/**
 * The second step of signing in with two-factor (issue 20): a code from the authenticator app,
 * or one of the recovery codes. A wrong code shows under the field; the page stays on this step.
 */
export function LoginCodeStep({ challenge, onSignedIn, onBack }: Props) {
  const { t } = useTranslation('securityLogin');
  const { t: tAuth } = useTranslation('auth');
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const verify = useMutation({
    mutationFn: (value: string) => loginWithCode(challenge, value),
    onSuccess: onSignedIn,
  });
  const err = verify.error;
  const fieldError = problem ?? (err instanceof ApiError && err.field === 'code' ? err.detail : null);
  const topError =
    err && !(err instanceof ApiError && err.field === 'code')
      ? errorText(err, tAuth('app.networkError'))
      : null;

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const value = code.replace(/[\s-]/g, '');
        const bad = !value ? t('required') : !recovery && !/^\d{6}$/.test(value) ? t('format') : null;
        setProblem(bad);
        if (!bad) verify.mutate(value);
      }}
    >
      <div>
        <h2 className="text-lg font-semibold text-fg">{t('title')}</h2>
        <p className="text-sm text-fg-subtle">{recovery ? t('recoveryText') : t('text')}</p>
      </div>
      <Field
        key={recovery ? 'recovery' : 'app'}
        label={recovery ? t('recoveryCode') : t('code')}
        autoFocus
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize="off"
        spellCheck={false}
        maxLength={recovery ? 40 : 7}
        value={code}
        error={fieldError ?? undefined}
        onChange={(e) => {
          setCode(e.target.value);
          setProblem(null);
          verify.reset();
        }}
      />
      {topError ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-fg">
          {topError}
        </p>
      ) : null}
      <button type="submit" className={buttonClass('primary')} disabled={verify.isPending}>
        {verify.isPending ? t('submitting') : t('submit')}
      </button>
      <div className="flex flex-col items-center gap-2 text-sm">
        <button
          type="button"
          className="font-medium text-primary-fg underline"
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
            setProblem(null);
            verify.reset();
          }}
        >
          {recovery ? t('useApp') : t('useRecovery')}
        </button>
        <button type="button" className="text-fg-subtle underline" onClick={onBack}>
          {t('back')}
        </button>
      </div>
    </form>
  );
}
