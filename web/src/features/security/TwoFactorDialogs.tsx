import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog.tsx';
import { notify } from '../../ui/toast.ts';
import { RecoveryCodesView } from './RecoveryCodesView.tsx';
import {
  CodeField,
  FormFooter,
  PasswordField,
  TopError,
  type TwoFactorDialogProps,
  typed,
  useDialogForm,
} from './two-factor-form.tsx';

/** Turning it off: the password and a code (or a recovery code), in one confirming dialog. */
export function DisableDialog({ open, onClose, actions }: TwoFactorDialogProps) {
  const { t } = useTranslation('security');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const form = useDialogForm(['password', 'code']);
  const { errors } = form.fieldErrors;
  const close = () => {
    setPassword('');
    setCode('');
    form.clear();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('twoFactor.disableTitle')}
      description={t('twoFactor.disableText')}
      size="sm"
      footer={
        <FormFooter
          formId={form.formId}
          onClose={close}
          submitLabel={t('twoFactor.disableConfirm')}
          pending={actions.disable.isPending}
          danger
        />
      }
    >
      <form
        id={form.formId}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={async (e) => {
          e.preventDefault();
          const value = typed(code);
          const found = {
            password: password ? undefined : t('twoFactor.passwordRequired'),
            code: value ? undefined : t('twoFactor.codeRequired'),
          };
          if (form.fieldErrors.show(found)) return;
          form.setTop(null);
          try {
            await actions.disable.mutateAsync({ password, code: value });
            notify({ type: 'success', message: t('twoFactor.disabled') });
            close();
          } catch (err) {
            form.setTop(form.fieldErrors.fromError(err, t('twoFactor.failed')));
          }
        }}
      >
        <PasswordField
          id={form.idOf('password')}
          value={password}
          error={errors.password}
          onChange={(v) => {
            setPassword(v);
            form.fieldErrors.clear('password');
          }}
        />
        <CodeField
          id={form.idOf('code')}
          label={t('twoFactor.disableCode')}
          numeric={false}
          value={code}
          error={errors.code}
          onChange={(v) => {
            setCode(v);
            form.fieldErrors.clear('code');
          }}
        />
        <TopError text={form.top} />
      </form>
    </Dialog>
  );
}

/** New recovery codes: a current code, then the codes (shown once). */
export function RegenerateDialog({ open, onClose, actions }: TwoFactorDialogProps) {
  const { t } = useTranslation('security');
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useDialogForm(['code']);
  const close = () => {
    setCode('');
    setCodes(null);
    form.clear();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next || codes ? undefined : close())}
      title={codes ? t('twoFactor.codesTitle') : t('twoFactor.regenerateTitle')}
      description={codes ? undefined : t('twoFactor.regenerateText')}
      size="sm"
      footer={
        <FormFooter
          formId={form.formId}
          done={!!codes}
          onClose={close}
          submitLabel={t('twoFactor.regenerateConfirm')}
          pending={actions.regenerate.isPending}
        />
      }
    >
      {codes ? (
        <RecoveryCodesView codes={codes} />
      ) : (
        <form
          id={form.formId}
          noValidate
          className="flex flex-col gap-4"
          onSubmit={async (e) => {
            e.preventDefault();
            const value = typed(code);
            if (form.fieldErrors.show({ code: value ? undefined : t('twoFactor.codeRequired') })) return;
            form.setTop(null);
            try {
              setCodes((await actions.regenerate.mutateAsync(value)).recovery_codes);
            } catch (err) {
              form.setTop(form.fieldErrors.fromError(err, t('twoFactor.failed')));
            }
          }}
        >
          <CodeField
            id={form.idOf('code')}
            label={t('twoFactor.code')}
            value={code}
            error={form.fieldErrors.errors.code}
            onChange={(v) => {
              setCode(v);
              form.fieldErrors.clear('code');
            }}
          />
          <TopError text={form.top} />
        </form>
      )}
    </Dialog>
  );
}
