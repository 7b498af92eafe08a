import './texts.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterBody } from '@krug/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, errorText } from '../../lib/api.ts';
import { buttonClass, Field } from '../../ui/Field.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { authApi } from './api.ts';
import { useSession } from './session.tsx';

const EMPTY: RegisterBody = {
  first_name: '',
  last_name: '',
  middle_name: '',
  email: '',
  phone: '',
  password: '',
};

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const { signIn } = useSession();
  const form = useForm<RegisterBody>({ resolver: zodResolver(RegisterBody), defaultValues: EMPTY });
  const register = useMutation({ mutationFn: authApi.register, onSuccess: signIn });
  const { errors } = form.formState;
  const failure = register.error
    ? register.error instanceof ApiError && register.error.status === 0
      ? t('app.networkError')
      : errorText(register.error, t('auth.registrationFailed'))
    : null;
  const optional = `(${t('auth.optional')})`;

  return (
    <AuthLayout title={t('auth.registerTitle')}>
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
