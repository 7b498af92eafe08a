import type { TwoFactorSetup } from '@krug/contract/security';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog.tsx';
import { Field } from '../../ui/Field.tsx';
import { notify } from '../../ui/toast.ts';
import { RecoveryCodesView } from './RecoveryCodesView.tsx';
import {
  CodeField,
  FormFooter,
  grouped,
  PasswordField,
  TopError,
  type TwoFactorDialogProps,
  typed,
  useDialogForm,
} from './two-factor-form.tsx';

/** Password → QR code and key → first code → recovery codes. */
export function SetupDialog({ open, onClose, actions }: TwoFactorDialogProps) {
  const { t } = useTranslation('security');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const form = useDialogForm(['password', 'code']);
  const { errors } = form.fieldErrors;

  const reset = () => {
    setSetup(null);
    setCodes(null);
    setPassword('');
    setCode('');
    form.clear();
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    form.setTop(null);
    try {
      if (!setup) {
        if (form.fieldErrors.show({ password: password ? undefined : t('twoFactor.passwordRequired') }))
          return;
        setSetup(await actions.setup.mutateAsync(password));
        setPassword('');
        form.fieldErrors.reset();
      } else {
        const value = typed(code);
        const problem = !value
          ? t('twoFactor.codeRequired')
          : /^\d{6}$/.test(value)
            ? undefined
            : t('twoFactor.codeFormat');
        if (form.fieldErrors.show({ code: problem })) return;
        const { recovery_codes } = await actions.enable.mutateAsync(value);
        setCodes(recovery_codes);
        notify({ type: 'success', message: t('twoFactor.enabled') });
      }
    } catch (err) {
      form.setTop(form.fieldErrors.fromError(err, t('twoFactor.failed')));
    }
  };
  const pending = actions.setup.isPending || actions.enable.isPending;

  return (
    <Dialog
      open={open}
      // Once the codes are shown, only «Я сохранил коды» closes (they are never shown again).
      onOpenChange={(next) => (next || codes ? undefined : reset())}
      title={codes ? t('twoFactor.codesTitle') : t('twoFactor.setupTitle')}
      footer={
        <FormFooter
          formId={form.formId}
          done={!!codes}
          onClose={reset}
          submitLabel={setup ? t('twoFactor.confirm') : t('twoFactor.next')}
          pending={pending}
        />
      }
    >
      {codes ? (
        <RecoveryCodesView codes={codes} />
      ) : (
        <form id={form.formId} noValidate className="flex flex-col gap-4" onSubmit={submit}>
          {setup ? (
            <>
              <p className="text-sm text-fg-subtle">{t('twoFactor.scan')}</p>
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`}
                alt={t('twoFactor.qrAlt')}
                width={192}
                height={192}
                className="mx-auto h-48 w-48 rounded-lg bg-white p-2 ring-1 ring-line"
              />
              <Field
                label={t('twoFactor.manual')}
                readOnly
                value={grouped(setup.secret)}
                spellCheck={false}
                className="rounded-lg border border-line bg-surface-sunken px-3 py-2 text-center font-mono text-sm tracking-wide text-fg outline-none focus:ring-2 focus:ring-primary-line/20"
                onFocus={(e) => e.currentTarget.select()}
              />
              <CodeField
                id={form.idOf('code')}
                label={t('twoFactor.code')}
                hint={t('twoFactor.codeHint')}
                autoFocus
                value={code}
                error={errors.code}
                onChange={(v) => {
                  setCode(v);
                  form.fieldErrors.clear('code');
                }}
              />
            </>
          ) : (
            <>
              <p className="text-sm text-fg-subtle">{t('twoFactor.passwordStep')}</p>
              <PasswordField
                id={form.idOf('password')}
                value={password}
                error={errors.password}
                onChange={(v) => {
                  setPassword(v);
                  form.fieldErrors.clear('password');
                }}
              />
            </>
          )}
          <TopError text={form.top} />
        </form>
      )}
    </Dialog>
  );
}
