import './texts.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBody } from '@krug/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../lib/api.ts';
import { buttonClass, Field } from '../../ui/Field.tsx';
import { LoginCodeStep } from '../security/LoginCodeStep.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { authApi } from './api.ts';
import { registerPasswordResetTexts } from './password-reset-texts.ts';
import { registerRegistrationTexts } from './registration-texts.ts';
import { useSession } from './session.tsx';
import { useInstance } from './use-instance.ts';

registerRegistrationTexts();
registerPasswordResetTexts();

/** Under the form: how to get an account, as the instance's registration mode says (CONTRACT §8). */
function HowToRegister() {
  const { t } = useTranslation('auth');
  const { t: tReg } = useTranslation('registration');
  const mode = useInstance().data?.registration_mode ?? 'open';
  if (mode === 'closed')
    return <p className="mt-6 text-center text-sm text-fg-subtle">{tReg('loginClosed')}</p>;
  return (
    <p className="mt-6 text-center text-sm text-fg-subtle">
      {mode === 'invite_only' ? (
        <>
          {tReg('loginInviteOnly')} {tReg('loginHaveInvite')}{' '}
        </>
      ) : (
        <>{t('auth.noAccount')} </>
      )}
      <Link to="/register" className="font-medium text-primary-fg underline">
        {t('auth.toRegister')}
      </Link>
    </p>
  );
}

export function LoginPage() {
  const { t } = useTranslation('auth');
  const { t: tReset } = useTranslation('passwordReset');
  const { signIn } = useSession();
  const form = useForm<LoginBody>({
    resolver: zodResolver(LoginBody),
    defaultValues: { email: '', password: '' },
  });
  // With two-factor sign-in, the password step answers a challenge and the code is asked next.
  const [challenge, setChallenge] = useState<string | null>(null);
  const login = useMutation({
    mutationFn: authApi.login,
    onSuccess: (res) => ('challenge' in res ? setChallenge(res.challenge) : signIn(res)),
  });
  const { errors } = form.formState;

  if (challenge)
    return (
      <AuthLayout title={t('auth.loginTitle')}>
        <LoginCodeStep
          challenge={challenge}
          onSignedIn={signIn}
          onBack={() => {
            setChallenge(null);
            login.reset();
            form.resetField('password');
          }}
        />
      </AuthLayout>
    );

  return (
    <AuthLayout title={t('auth.loginTitle')}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) => login.mutate(values))}
      >
        <Field
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Field
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Link to="/forgot-password" className="-mt-2 self-end text-sm text-primary-fg underline">
          {tReset('forgot')}
        </Link>
        {login.error ? (
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-fg">
            {errorText(login.error, t('app.networkError'))}
          </p>
        ) : null}
        <button type="submit" className={buttonClass('primary')} disabled={login.isPending}>
          {login.isPending ? t('auth.submitting') : t('auth.login')}
        </button>
      </form>
      <HowToRegister />
    </AuthLayout>
  );
}
