import type { TwoFactorSetup } from '@krug/contract/security';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../lib/field-errors.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { buttonClass, Field } from '../../ui/Field.tsx';
import { ErrorState, Skeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { useTwoFactorActions, useTwoFactorStatus } from './api.ts';
import { RecoveryCodesView } from './RecoveryCodesView.tsx';
import { registerSecurityTexts } from './texts.ts';

registerSecurityTexts();

/** A code as typed, without spaces or dashes. */
const typed = (code: string) => code.replace(/[\s-]/g, '');
/** The base32 key in groups of four, easier to type by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

type Actions = ReturnType<typeof useTwoFactorActions>;

/** One dialog form: its fields' errors, a message at the top for anything else. */
function useDialogForm(order: readonly string[]) {
  const baseId = useId();
  const idOf = (field: string) => `${baseId}-${field}`;
  const fieldErrors = useFieldErrors(order, idOf);
  const [top, setTop] = useState<string | null>(null);
  return { idOf, fieldErrors, top, setTop };
}

function TopError({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-fg">
      {text}
    </p>
  ) : null;
}

/** The authenticator code input: numeric keyboard, filled from an SMS/app suggestion where offered. */
function CodeField(props: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
  numeric?: boolean;
  hint?: string;
  autoFocus?: boolean;
}) {
  const { numeric = true } = props;
  return (
    <Field
      id={props.id}
      label={props.label}
      hint={props.hint}
      value={props.value}
      error={props.error}
      autoFocus={props.autoFocus}
      autoComplete="one-time-code"
      inputMode={numeric ? 'numeric' : 'text'}
      spellCheck={false}
      autoCapitalize="off"
      maxLength={numeric ? 7 : 40}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}

/** Password → QR code and key → first code → recovery codes. */
function SetupDialog({ open, onClose, actions }: { open: boolean; onClose(): void; actions: Actions }) {
  const { t } = useTranslation('security');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const form = useDialogForm(['password', 'code']);
  const { errors } = form.fieldErrors;
  const formId = useId();

  const reset = () => {
    setSetup(null);
    setCodes(null);
    setPassword('');
    setCode('');
    form.setTop(null);
    form.fieldErrors.reset();
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
        codes ? (
          <button type="button" className={buttonClass('primary', 'min-h-11')} onClick={reset}>
            {t('twoFactor.done')}
          </button>
        ) : (
          <>
            <button type="button" className={buttonClass('secondary', 'min-h-11')} onClick={reset}>
              {t('twoFactor.cancel')}
            </button>
            <button
              type="submit"
              form={formId}
              className={buttonClass('primary', 'min-h-11')}
              disabled={pending}
            >
              {setup ? t('twoFactor.confirm') : t('twoFactor.next')}
            </button>
          </>
        )
      }
    >
      {codes ? (
        <RecoveryCodesView codes={codes} />
      ) : (
        <form id={formId} noValidate className="flex flex-col gap-4" onSubmit={submit}>
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
              <Field
                id={form.idOf('password')}
                label={t('twoFactor.password')}
                type="password"
                autoComplete="current-password"
                autoFocus
                value={password}
                error={errors.password}
                onChange={(e) => {
                  setPassword(e.target.value);
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

/** Turning it off: the password and a code (or a recovery code), in one confirming dialog. */
function DisableDialog({ open, onClose, actions }: { open: boolean; onClose(): void; actions: Actions }) {
  const { t } = useTranslation('security');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const form = useDialogForm(['password', 'code']);
  const { errors } = form.fieldErrors;
  const formId = useId();
  const close = () => {
    setPassword('');
    setCode('');
    form.setTop(null);
    form.fieldErrors.reset();
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
        <>
          <button type="button" className={buttonClass('secondary', 'min-h-11')} onClick={close}>
            {t('twoFactor.cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className={buttonClass('danger', 'min-h-11')}
            disabled={actions.disable.isPending}
          >
            {t('twoFactor.disableConfirm')}
          </button>
        </>
      }
    >
      <form
        id={formId}
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
        <Field
          id={form.idOf('password')}
          label={t('twoFactor.password')}
          type="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          error={errors.password}
          onChange={(e) => {
            setPassword(e.target.value);
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
function RegenerateDialog({ open, onClose, actions }: { open: boolean; onClose(): void; actions: Actions }) {
  const { t } = useTranslation('security');
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useDialogForm(['code']);
  const formId = useId();
  const close = () => {
    setCode('');
    setCodes(null);
    form.setTop(null);
    form.fieldErrors.reset();
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
        codes ? (
          <button type="button" className={buttonClass('primary', 'min-h-11')} onClick={close}>
            {t('twoFactor.done')}
          </button>
        ) : (
          <>
            <button type="button" className={buttonClass('secondary', 'min-h-11')} onClick={close}>
              {t('twoFactor.cancel')}
            </button>
            <button
              type="submit"
              form={formId}
              className={buttonClass('primary', 'min-h-11')}
              disabled={actions.regenerate.isPending}
            >
              {t('twoFactor.regenerateConfirm')}
            </button>
          </>
        )
      }
    >
      {codes ? (
        <RecoveryCodesView codes={codes} />
      ) : (
        <form
          id={formId}
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

/** «Двухфакторный вход» (issue 20): on or off, set up with an authenticator app, recovery codes. */
export function TwoFactorSection() {
  const { t } = useTranslation('security');
  const status = useTwoFactorStatus();
  const actions = useTwoFactorActions();
  const [dialog, setDialog] = useState<'setup' | 'disable' | 'regenerate' | null>(null);
  const close = () => setDialog(null);
  const on = status.data?.enabled ?? false;
  const Icon = on ? ShieldCheck : ShieldOff;

  return (
    <div className="flex flex-col gap-3">
      {status.isPending ? (
        <Skeleton lines={2} className="h-6 w-full" />
      ) : status.isError ? (
        <ErrorState
          error={status.error}
          title={t('twoFactor.loadFailed')}
          onRetry={() => void status.refetch()}
        />
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-1 gap-3">
            <Icon
              aria-hidden="true"
              className={`mt-0.5 h-5 w-5 shrink-0 ${on ? 'text-primary-fg' : 'text-fg-faint'}`}
            />
            <div className="min-w-0">
              <h3 className="flex flex-wrap items-center gap-2 font-medium text-fg">
                {t('twoFactor.title')}
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-medium ${
                    on ? 'bg-primary-soft text-primary-fg' : 'bg-surface-sunken text-fg-muted'
                  }`}
                >
                  {on ? t('twoFactor.on') : t('twoFactor.off')}
                </span>
              </h3>
              <p className="text-sm text-fg-subtle">{on ? t('twoFactor.onText') : t('twoFactor.offText')}</p>
              {on ? (
                <p className="text-sm text-fg-subtle tabular-nums">
                  {t('twoFactor.codesLeft', { count: status.data.recovery_codes_left })}
                </p>
              ) : null}
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            {on ? (
              <>
                <button
                  type="button"
                  className={buttonClass('secondary', 'min-h-11')}
                  onClick={() => setDialog('regenerate')}
                >
                  {t('twoFactor.newCodes')}
                </button>
                <button
                  type="button"
                  className={buttonClass('secondary', 'min-h-11')}
                  onClick={() => setDialog('disable')}
                >
                  {t('twoFactor.disable')}
                </button>
              </>
            ) : (
              <button
                type="button"
                className={buttonClass('primary', 'min-h-11')}
                onClick={() => setDialog('setup')}
              >
                {t('twoFactor.enable')}
              </button>
            )}
          </div>
        </div>
      )}
      <SetupDialog open={dialog === 'setup'} onClose={close} actions={actions} />
      <DisableDialog open={dialog === 'disable'} onClose={close} actions={actions} />
      <RegenerateDialog open={dialog === 'regenerate'} onClose={close} actions={actions} />
    </div>
  );
}
