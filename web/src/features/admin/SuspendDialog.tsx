import { zodResolver } from '@hookform/resolvers/zod';
import './texts.ts';
import { SuspendBody } from '@krug/contract/admin';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog.tsx';
import { buttonClass } from '../../ui/Field.tsx';

/** Asks for the suspension's reason (the user sees it when signing in); validated by SuspendBody. */
export function SuspendDialog({
  name,
  open,
  pending,
  onOpenChange,
  onSubmit,
}: {
  name: string;
  open: boolean;
  pending: boolean;
  onOpenChange(open: boolean): void;
  onSubmit(reason: string): void;
}) {
  const { t } = useTranslation('admin');
  const formId = useId();
  const reasonId = useId();
  const form = useForm<SuspendBody>({ resolver: zodResolver(SuspendBody), defaultValues: { reason: '' } });
  const error = form.formState.errors.reason?.message;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset();
        onOpenChange(next);
      }}
      title={t('suspend.title', { name })}
      description={t('suspend.text')}
      footer={
        <>
          <button
            type="button"
            className={buttonClass('secondary', 'min-h-11')}
            onClick={() => onOpenChange(false)}
          >
            {t('suspend.cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className={buttonClass('danger', 'min-h-11')}
            disabled={pending}
          >
            {t('suspend.submit')}
          </button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={form.handleSubmit((v) => onSubmit(v.reason))}
        className="flex flex-col gap-1"
      >
        <label htmlFor={reasonId} className="text-sm font-medium text-fg-muted">
          {t('suspend.reason')}
        </label>
        <textarea
          id={reasonId}
          rows={3}
          placeholder={t('suspend.reasonPlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${reasonId}-error` : undefined}
          className="rounded-lg border border-line-strong bg-surface px-3 py-2 text-fg shadow-sm outline-none focus:border-primary-line focus:ring-2 focus:ring-primary-line/20 aria-[invalid=true]:border-danger"
          {...form.register('reason')}
        />
        {error ? (
          <p id={`${reasonId}-error`} className="text-sm text-danger-fg">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
