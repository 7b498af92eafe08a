import './texts.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { NewPassword } from '@krug/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { z } from 'zod';
import { errorText } from '../../lib/api.ts';
import { buttonClass, Field } from '../../ui/Field.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { authApi } from './api.ts';
import { registerPasswordResetTexts } from './password-reset-texts.ts';

registerPasswordResetTexts();

const NewPasswordForm = z.object({ password: NewPassword });
type NewPasswordForm = z.input<typeof NewPasswordForm>;

/** The token of the mail's link: it travels in the fragment, so no server ever logs it. */
const tokenIn = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';

/** The page a reset mail's link opens: a new password, once. */
export function ResetPasswordPage() {
  const { t } = useTranslation('passwordReset');
  const { t: tAuth } = useTranslation('auth');
  const token = tokenIn(useLocation().hash);
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(NewPasswordForm),
    defaultValues: { password: '' },
  });
  const confirm = useMutation({
    mutationFn: (values: NewPasswordForm) =>
      authApi.confirmPasswordReset({ token, password: values.password }),
  });
  const { errors } = form.formState;

  if (confirm.isSuccess)
    return (
      <AuthLayout title={t('resetTitle')}>
        <p role="status" className="mb-4 rounded-lg bg-success-soft px-3 py-2 text-sm">
          {t('done')}
        </p>
        <Link to="/login" className={buttonClass('primary', 'w-full text-center')}>
          {t('toLogin')}
        </Link>
      </AuthLayout>
    );

  return (
    <AuthLayout title={t('resetTitle')}>
      {token ? (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit((values) => confirm.mutate(values))}
        >
          <Field
            label={t('newPassword')}
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          {confirm.error ? (
            <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-fg">
              {errorText(confirm.error, tAuth('app.networkError'))}
            </p>
          ) : null}
          <button type="submit" className={buttonClass('primary')} disabled={confirm.isPending}>
            {confirm.isPending ? tAuth('auth.submitting') : t('save')}
          </button>
        </form>
      ) : (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-fg">
          {t('noToken')}
        </p>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/forgot-password" className="font-medium text-primary-fg underline">
          {t('askAgain')}
        </Link>
      </p>
    </AuthLayout>
  );
}
