import './texts.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordResetRequestBody } from '@krug/contract/mail';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../lib/api.ts';
import { buttonClass, Field } from '../../ui/Field.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { authApi } from './api.ts';
import { registerPasswordResetTexts } from './password-reset-texts.ts';

registerPasswordResetTexts();

/** «Забыли пароль?»: asks for the email; the answer is the same whether or not it has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('passwordReset');
  const { t: tAuth } = useTranslation('auth');
  const form = useForm<PasswordResetRequestBody>({
    resolver: zodResolver(PasswordResetRequestBody),
    defaultValues: { email: '' },
  });
  const request = useMutation({ mutationFn: authApi.requestPasswordReset });
  const { errors } = form.formState;

  return (
    <AuthLayout title={t('forgotTitle')}>
      {request.isSuccess ? (
        <div className="flex flex-col gap-3">
          <p role="status" className="rounded-lg bg-success-soft px-3 py-2 text-sm">
            {t('sent')}
          </p>
          <p className="text-sm text-fg-subtle">{t('sentHint')}</p>
        </div>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit((values) => request.mutate(values))}
        >
          <p className="text-sm text-fg-subtle">{t('forgotHint')}</p>
          <Field
            label={tAuth('auth.email')}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          {request.error ? (
            <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-fg">
              {errorText(request.error, tAuth('app.networkError'))}
            </p>
          ) : null}
          <button type="submit" className={buttonClass('primary')} disabled={request.isPending}>
            {request.isPending ? tAuth('auth.submitting') : t('send')}
          </button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium text-primary-fg underline">
          {t('backToLogin')}
        </Link>
      </p>
    </AuthLayout>
  );
}
