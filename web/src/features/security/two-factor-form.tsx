import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../lib/field-errors.ts';
import { buttonClass, Field } from '../../ui/Field.tsx';
import type { useTwoFactorActions } from './api.ts';
import './texts.ts';

/** A code as typed, without spaces or dashes. */
export const typed = (code: string) => code.replace(/[\s-]/g, '');
/** The base32 key in groups of four, easier to type by hand. */
export const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export type Actions = ReturnType<typeof useTwoFactorActions>;

/** What each of the section's dialogs is given. */
export interface TwoFactorDialogProps {
  open: boolean;
  onClose(): void;
  actions: Actions;
}

/** One dialog form: its fields' errors, a message at the top for anything else. */
export function useDialogForm(order: readonly string[]) {
  const baseId = useId();
  const idOf = (field: string) => `${baseId}-${field}`;
  const fieldErrors = useFieldErrors(order, idOf);
  const [top, setTop] = useState<string | null>(null);
  /** Forgets every message (the dialog closes or starts over). */
  const clear = () => {
    setTop(null);
    fieldErrors.reset();
  };
  return { formId: `${baseId}-form`, idOf, fieldErrors, top, setTop, clear };
}

export function TopError({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-fg">
      {text}
    </p>
  ) : null;
}

/** The authenticator code input: numeric keyboard, filled from an SMS/app suggestion where offered. */
export function CodeField(props: {
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

/** The account password, which setting up and turning off both ask first. */
export function PasswordField(props: {
  id: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
}) {
  const { t } = useTranslation('security');
  return (
    <Field
      id={props.id}
      label={t('twoFactor.password')}
      type="password"
      autoComplete="current-password"
      autoFocus
      value={props.value}
      error={props.error}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}

/**
 * A dialog form's footer: «Отмена» and the submit button (the form is submitted by its id), or
 * only «Готово» once recovery codes are shown (`done`).
 */
export function FormFooter(props: {
  formId: string;
  onClose(): void;
  submitLabel: string;
  pending: boolean;
  done?: boolean;
  danger?: boolean;
}) {
  const { t } = useTranslation('security');
  if (props.done)
    return (
      <button type="button" className={buttonClass('primary', 'min-h-11')} onClick={props.onClose}>
        {t('twoFactor.done')}
      </button>
    );
  return (
    <>
      <button type="button" className={buttonClass('secondary', 'min-h-11')} onClick={props.onClose}>
        {t('twoFactor.cancel')}
      </button>
      <button
        type="submit"
        form={props.formId}
        className={buttonClass(props.danger ? 'danger' : 'primary', 'min-h-11')}
        disabled={props.pending}
      >
        {props.submitLabel}
      </button>
    </>
  );
}
