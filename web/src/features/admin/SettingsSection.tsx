import { zodResolver } from '@hookform/resolvers/zod';
import './texts.ts';
import { type AdminSettings, AdminSettingsBody, REGISTRATION_MODES } from '@krug/contract/admin';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { buttonClass, Field } from '../../ui/Field.tsx';
import { ErrorState, Skeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { useAdminSettings } from './use-admin-actions.ts';

/** The instance's name, registration mode and email confirmation (CONTRACT §8). */
export function SettingsSection() {
  const { t } = useTranslation('admin');
  const { query, save } = useAdminSettings();
  const verificationId = useId();
  const form = useForm<AdminSettings>({ resolver: zodResolver(AdminSettingsBody.required()) });
  useEffect(() => {
    if (query.data) form.reset(query.data);
  }, [query.data, form]);
  if (query.isPending) return <Skeleton lines={4} label={t('loading')} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { errors } = form.formState;
  return (
    <form
      noValidate
      className="flex flex-col gap-4 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:p-6"
      onSubmit={form.handleSubmit((body) =>
        save.mutate(body, {
          onSuccess: () => notify({ type: 'info', message: t('settings.saved') }),
          onError: (err) => notify({ type: 'error', message: errorText(err, t('failed')) }),
        }),
      )}
    >
      <h2 className="text-base font-semibold">{t('settings.title')}</h2>
      <Field
        label={t('settings.name')}
        hint={t('settings.nameHint')}
        error={errors.instance_name?.message}
        {...form.register('instance_name')}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-fg-muted">{t('settings.mode')}</legend>
        {REGISTRATION_MODES.map((mode) => (
          <label
            key={mode}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-surface-muted"
          >
            <input type="radio" value={mode} className="h-4 w-4" {...form.register('registration_mode')} />
            <span className="text-sm">{t(`settings.modes.${mode}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="flex items-start gap-3 px-2">
        <input
          id={verificationId}
          type="checkbox"
          className="mt-1 h-4 w-4"
          {...form.register('require_email_verification')}
        />
        <label htmlFor={verificationId} className="text-sm">
          {t('settings.verification')}
          <span className="block text-xs text-fg-faint">{t('settings.verificationHint')}</span>
        </label>
      </div>
      <button
        type="submit"
        className={buttonClass('primary', 'min-h-11 self-start')}
        disabled={save.isPending}
      >
        {save.isPending ? t('settings.saving') : t('settings.save')}
      </button>
    </form>
  );
}
