import '../email/texts.ts';
import '../auth/texts.ts';
import '../household/texts.ts';
import './texts.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../lib/field-errors.ts';
import { buttonClass, Field } from '../../ui/Field.tsx';
import { Flash, useFlash } from '../family/use-flash.tsx';
import { useAccountMutations } from './api.ts';
import { passwordProblem } from './password-rules.ts';

const PASSWORD_ORDER = ['current_password', 'new_password', 'confirm'];
const passwordInputId = (field: string) => `password-${field}`;

/** Changing the password on My Information (the current one, the new one twice). */
export function PasswordSection() {
  const { t } = useTranslation(['account', 'household', 'auth']);
  const { password } = useAccountMutations();
  const [open, setOpen] = useState(false);
  const [v, setV] = useState({ current: '', next: '', confirm: '' });
  const [flash, setFlash] = useFlash();
  const problem = passwordProblem(v.current, v.next, v.confirm);
  const fieldErrors = useFieldErrors(PASSWORD_ORDER, passwordInputId);
  const { errors } = fieldErrors;
  const edit = (key: keyof typeof v, field: string, value: string) => {
    setV({ ...v, [key]: value });
    fieldErrors.clear(field);
  };
  return (
    <section
      aria-label={t('account.security')}
      className="rounded-2xl bg-surface p-5 shadow-sm ring-1 ring-line"
    >
      <button type="button" aria-expanded={open} className="font-semibold" onClick={() => setOpen(!open)}>
        {t('account.security')}
      </button>
      {open ? (
        <form
          className="mt-3 flex max-w-md flex-col gap-3"
          onSubmit={async (e) => {
            e.preventDefault();
            if (problem !== null) return;
            try {
              await password.mutateAsync({ current_password: v.current, new_password: v.next });
              setV({ current: '', next: '', confirm: '' });
              fieldErrors.reset();
              setFlash({ ok: true, text: t('account.texts.passwordChanged') });
            } catch (err) {
              // A wrong current password lands under it; only other failures show at the top.
              const top = fieldErrors.fromError(err, t('account.texts.passwordFailed'));
              setFlash(top ? { ok: false, text: top } : null);
            }
          }}
        >
          <Field
            id={passwordInputId('current_password')}
            label={t('account.currentPassword')}
            type="password"
            autoComplete="current-password"
            value={v.current}
            error={errors.current_password}
            onChange={(e) => edit('current', 'current_password', e.target.value)}
          />
          <Field
            id={passwordInputId('new_password')}
            label={t('account.newPassword')}
            type="password"
            autoComplete="new-password"
            value={v.next}
            error={errors.new_password}
            onChange={(e) => edit('next', 'new_password', e.target.value)}
          />
          <Field
            id={passwordInputId('confirm')}
            label={t('account.confirmPassword')}
            type="password"
            autoComplete="new-password"
            value={v.confirm}
            error={problem || errors.confirm || undefined}
            onChange={(e) => edit('confirm', 'confirm', e.target.value)}
          />
          <Flash flash={flash} />
          <button
            type="submit"
            className={buttonClass('primary', 'self-start')}
            disabled={problem !== null || password.isPending}
          >
            {t('account.changePassword')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
