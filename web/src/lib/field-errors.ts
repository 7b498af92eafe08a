import { useCallback, useEffect, useState } from 'react';
import { ApiError, errorText } from './api.ts';

export type FieldErrors = Partial<Record<string, string>>;

/**
 * Errors of one form, each under its input: the client's own checks and the server's `{detail,
 * field}` answers land on the field they name; the first bad field (in the form's order) gets the
 * focus. A failure about no field of this form is the caller's top message.
 */
export function useFieldErrors(order: readonly string[], idOf: (field: string) => string) {
  const [errors, setErrors] = useState<FieldErrors>({});
  // Bumped on every check that found errors, so the focus moves even when they did not change.
  const [attempt, setAttempt] = useState(0);
  const first = order.find((f) => errors[f]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves only after a new attempt
  useEffect(() => {
    if (attempt && first) document.getElementById(idOf(first))?.focus();
  }, [attempt]);

  /** Shows `found` (replacing earlier errors); true when there were any. */
  const show = useCallback((found: FieldErrors) => {
    const clean = Object.fromEntries(Object.entries(found).filter(([, v]) => v));
    setErrors(clean);
    if (Object.keys(clean).length) setAttempt((n) => n + 1);
    return Object.keys(clean).length > 0;
  }, []);

  /**
   * Puts a failed call's detail under its field when the field is one of this form's; otherwise
   * answers the text for the top of the form.
   */
  const fromError = useCallback(
    (err: unknown, fallback: string): string | null => {
      if (err instanceof ApiError && err.field && err.detail && order.includes(err.field)) {
        show({ [err.field]: err.detail });
        return null;
      }
      setErrors({});
      return errorText(err, fallback);
    },
    [order, show],
  );

  /** Forgets one field's error (the person is changing it). */
  const clear = useCallback(
    (field: string) =>
      setErrors((e) => {
        if (!e[field]) return e;
        const { [field]: _gone, ...rest } = e;
        return rest;
      }),
    [],
  );
  const reset = useCallback(() => setErrors({}), []);

  return { errors, show, fromError, clear, reset };
}

/** A plain shape check of an email address (the server has the final word). */
export const looksLikeEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim());
