import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { looksLikeEmail, useFieldErrors } from '../../lib/field-errors.ts';
import { buttonClass, Field } from '../../ui/Field.tsx';
import { notify } from '../../ui/toast.ts';
import { useSession } from '../auth/session.tsx';
import { usePendingEmail, useStartEmailChange } from '../email/api.ts';
import '../email/texts.ts';
import { registerSecurityTexts } from './texts.ts';

registerSecurityTexts();

const ORDER = ['email', 'current_password'] as const;

/**
 * The sign-in email (issue 20): changing it needs the current password, as the server demands
 * (a stolen session cannot take the account), and counts only once the link mailed to the new
 * address is used (CONTRACT §8); meanwhile the waiting address is shown. Errors land under their field.
 */
export function EmailSection() {
  const { t } = useTranslation('security');
  const { t: tEmail } = useTranslation('email');
  const { user } = useSession();
  const change = useStartEmailChange();
  const pending = usePendingEmail();
  const baseId = useId();
  const idOf = (field: string) => `${baseId}-${field}`;
  const fieldErrors = useFieldErrors(ORDER, idOf);
  const { errors } = fieldErrors;
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [top, setTop] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setEmail('');
    setPassword('');
    setTop(null);
    fieldErrors.reset();
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-medium text-fg">{t('email.title')}</h3>
          <p className="truncate text-sm text-fg-subtle">
            {t('email.current', { email: user?.email ?? '' })}
          </p>
          {pending.data?.pending_email ? (
            <p role="status" className="text-sm text-warn-fg">
              {tEmail('pending', { email: pending.data.pending_email })}
            </p>
          ) : null}
        </div>
        {open ? null : (
          <button
            type="button"
            className={buttonClass('secondary', 'min-h-11')}
            onClick={() => setOpen(true)}
          >
            {t('email.change')}
          </button>
        )}
      </div>
      {open ? (
        <form
          noValidate
          className="flex max-w-md flex-col gap-3"
          onSubmit={async (e) => {
            e.preventDefault();
            const next = email.trim().toLowerCase();
            const found = {
              email: !next
                ? t('email.required')
                : !looksLikeEmail(next)
                  ? t('email.invalid')
                  : next === user?.email
                    ? t('email.same')
                    : undefined,
              current_password: password ? undefined : t('email.passwordRequired'),
            };
            if (fieldErrors.show(found)) return;
            setTop(null);
            try {
              const answer = await change.mutateAsync({ email: next, current_password: password });
              notify({ type: 'success', message: answer.message });
              close();
            } catch (err) {
              setTop(fieldErrors.fromError(err, t('email.failed')));
            }
          }}
        >
          <Field
            id={idOf('email')}
            label={t('email.newEmail')}
            type="email"
            autoComplete="email"
            autoFocus
            value={email}
            error={errors.email}
            onChange={(e) => {
              setEmail(e.target.value);
              fieldErrors.clear('email');
            }}
          />
          <Field
            id={idOf('current_password')}
            label={t('email.password')}
            hint={t('email.passwordHint')}
            type="password"
            autoComplete="current-password"
            value={password}
            error={errors.current_password}
            onChange={(e) => {
              setPassword(e.target.value);
              fieldErrors.clear('current_password');
            }}
          />
          {top ? (
            <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-fg">
              {top}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={buttonClass('primary', 'min-h-11')} disabled={change.isPending}>
              {change.isPending ? t('email.saving') : t('email.save')}
            </button>
            <button type="button" className={buttonClass('ghost', 'min-h-11')} onClick={close}>
              {t('email.cancel')}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
