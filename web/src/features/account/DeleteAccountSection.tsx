import type { DeleteAccountBody } from '@krug/contract/account';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tokenStore } from '../../lib/api.ts';
import { useFieldErrors } from '../../lib/field-errors.ts';
import { buttonClass, Field } from '../../ui/Field.tsx';
import { notify } from '../../ui/toast.ts';
import { useTwoFactorStatus } from '../security/api.ts';
import { useAccountMutations } from './api.ts';
import './texts.ts';

const ORDER = ['current_password', 'code'] as const;

/**
 * «Опасная зона»: deleting the account. The word УДАЛИТЬ is typed exactly, and the current
 * password (plus a code when two-factor sign-in is on) proves it is the owner, as the server
 * demands; the server's answer about a field lands under it.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-label={t('account.danger')}
      className="rounded-2xl border border-danger-line bg-danger-soft p-5"
    >
      <button
        type="button"
        aria-expanded={open}
        className="font-semibold text-danger-strong"
        onClick={() => setOpen(!open)}
      >
        {t('account.danger')}
      </button>
      {open ? <DeleteAccountForm /> : null}
    </section>
  );
}

/** Opened from the danger zone: asks whether two-factor sign-in is on only then. */
function DeleteAccountForm() {
  const { t } = useTranslation('account');
  const { deleteAccount } = useAccountMutations();
  const [word, setWord] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [top, setTop] = useState<string | null>(null);
  const baseId = useId();
  const idOf = (field: string) => `${baseId}-${field}`;
  const fieldErrors = useFieldErrors(ORDER, idOf);
  const { errors } = fieldErrors;
  const twoFactor = useTwoFactorStatus();
  const needsCode = twoFactor.data?.enabled === true;
  const ok = word === t('account.texts.deleteWord');

  const submit = async () => {
    const found = {
      current_password: password ? undefined : t('deleteAccount.passwordRequired'),
      code: needsCode && !code.trim() ? t('deleteAccount.codeRequired') : undefined,
    };
    if (fieldErrors.show(found)) return;
    setTop(null);
    const body: DeleteAccountBody = { current_password: password, ...(needsCode ? { code } : {}) };
    try {
      await deleteAccount.mutateAsync(body);
      tokenStore.clear();
      window.location.reload();
    } catch (err) {
      const message = fieldErrors.fromError(err, t('account.texts.deleteFailed'));
      if (message) {
        setTop(message);
        notify({ type: 'error', message });
      }
    }
  };

  return (
    <form
      noValidate
      className="mt-3 flex max-w-md flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (ok) void submit();
      }}
    >
      <p className="text-sm text-danger-strong">{t('account.deleteWarning')}</p>
      <Field
        label={t('account.deletePrompt')}
        value={word}
        error={word && !ok ? t('account.texts.deleteConfirm') : undefined}
        onChange={(e) => setWord(e.target.value)}
      />
      <Field
        id={idOf('current_password')}
        label={t('deleteAccount.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        error={errors.current_password}
        onChange={(e) => {
          setPassword(e.target.value);
          fieldErrors.clear('current_password');
        }}
      />
      {needsCode ? (
        <Field
          id={idOf('code')}
          label={t('deleteAccount.code')}
          autoComplete="one-time-code"
          value={code}
          error={errors.code}
          onChange={(e) => {
            setCode(e.target.value);
            fieldErrors.clear('code');
          }}
        />
      ) : null}
      {top ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-fg">
          {top}
        </p>
      ) : null}
      <button
        type="submit"
        className={buttonClass('danger', 'self-start')}
        disabled={!ok || deleteAccount.isPending || twoFactor.isPending}
      >
        {deleteAccount.isPending ? t('deleteAccount.deleting') : t('account.deleteAccount')}
      </button>
    </form>
  );
}
