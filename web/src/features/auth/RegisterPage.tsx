import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterBody } from '@krug/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError, errorText } from '../../lib/api.ts';
import { buttonClass, Field } from '../../ui/Field.tsx';
import { Skeleton } from '../../ui/states.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { authApi } from './api.ts';
import { registerRegistrationTexts } from './registration-texts.ts';
import { useSession } from './session.tsx';
import './texts.ts';
import { inviteTokenOf, useInstance } from './use-instance.ts';

registerRegistrationTexts();

const EMPTY: RegisterBody = {
  first_name: '',
  last_name: '',
  middle_name: '',
  email: '',
  phone: '',
  password: '',
};

/** Invite-only without a token: asks for the invite link, or explains how to get one. */
function InviteStep({ onToken }: { onToken(token: string): void }) {
  const { t } = useTranslation('registration');
  const { t: tMain } = useTranslation('auth');
  const [pasted, setPasted] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <AuthLayout title={t('inviteOnlyTitle')}>
      <p className="mb-4 text-sm text-fg-muted">{t('inviteOnlyText')}</p>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          const token = inviteTokenOf(pasted);
          if (token) onToken(token);
          else setError(t('inviteRequired'));
        }}
      >
        <Field
          label={t('inviteLink')}
          placeholder={t('invitePlaceholder')}
          value={pasted}
          error={error ?? undefined}
          onChange={(e) => {
            setPasted(e.target.value);
            setError(null);
          }}
        />
        <button type="submit" className={buttonClass('primary')}>
          {t('useInvite')}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-fg-subtle">
        {tMain('auth.haveAccount')}{' '}
        <Link to="/login" className="font-medium text-primary-fg underline">
          {tMain('auth.toLogin')}
        </Link>
      </p>
    </AuthLayout>
  );
}

/** Closed registration: nothing to fill in. */
function Closed() {
  const { t } = useTranslation('registration');
  const { t: tMain } = useTranslation('auth');
  return (
    <AuthLayout title={t('closedTitle')}>
      <p className="text-sm text-fg-muted">{t('closedText')}</p>
      <Link to="/login" className={buttonClass('primary', 'mt-6 w-full')}>
        {tMain('auth.toLogin')}
      </Link>
    </AuthLayout>
  );
}

/**
 * Registration (spec §5) as the instance allows it (CONTRACT §8): open, by an invite link
 * (`/register?invite=TOKEN` fills the token in), or closed. The server decides in every case.
 */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const instance = useInstance();
  const [params, setParams] = useSearchParams();
  const invite = params.get('invite');
  const mode = instance.data?.registration_mode;
  if (instance.isPending)
    return (
      <AuthLayout title={t('auth.registerTitle')}>
        <Skeleton lines={4} />
      </AuthLayout>
    );
  if (mode === 'closed') return <Closed />;
  if (mode === 'invite_only' && !invite)
    return <InviteStep onToken={(token) => setParams({ invite: token })} />;
  return <RegisterForm invite={invite} />;
}

function RegisterForm({ invite }: { invite: string | null }) {
  const { t } = useTranslation('auth');
  const { t: tReg } = useTranslation('registration');
  const { signIn } = useSession();
  const form = useForm<RegisterBody>({ resolver: zodResolver(RegisterBody), defaultValues: EMPTY });
  const register = useMutation({
    mutationFn: (values: RegisterBody) =>
      authApi.register(invite ? { ...values, invite_token: invite } : values),
    onSuccess: signIn,
  });
  const { errors } = form.formState;
  const failure = register.error
    ? register.error instanceof ApiError && register.error.status === 0
      ? t('app.networkError')
      : errorText(register.error, t('auth.registrationFailed'))
    : null;
  const optional = `(${t('auth.optional')})`;

  return (
    <AuthLayout title={t('auth.registerTitle')}>
      {invite ? (
        <p className="mb-4 rounded-lg bg-primary-soft px-3 py-2 text-sm text-primary-fg">
          {tReg('withInvite')}
        </p>
      ) : null}
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) => register.mutate(values))}
      >
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field
            label={t('auth.firstName')}
            autoComplete="given-name"
            error={errors.first_name?.message}
            {...form.register('first_name')}
          />
          <Field
            label={t('auth.lastName')}
            autoComplete="family-name"
            error={errors.last_name?.message}
            {...form.register('last_name')}
          />
        </div>
        <Field
          label={t('auth.middleName')}
          hint={optional}
          autoComplete="additional-name"
          error={errors.middle_name?.message}
          {...form.register('middle_name')}
        />
        <Field
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Field
          label={t('auth.phone')}
          hint={optional}
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <Field
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        {failure ? (
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-fg">
            {failure}
          </p>
        ) : null}
        <button type="submit" className={buttonClass('primary')} disabled={register.isPending}>
          {register.isPending ? t('auth.submitting') : t('auth.register')}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-fg-subtle">
        {t('auth.haveAccount')}{' '}
        <Link to="/login" className="font-medium text-primary-fg underline">
          {t('auth.toLogin')}
        </Link>
      </p>
    </AuthLayout>
  );
}
