import { ACCOUNT_TEXTS } from '@krug/contract/account';
import { PASSWORD_MIN_LENGTH } from '@krug/contract/limits';

/** The password form's rules (02 §5): the first problem, or null when it may be sent. */
export function passwordProblem(current: string, next: string, confirm: string): string | null {
  if (!current || !next) return '';
  if (next !== confirm) return ACCOUNT_TEXTS.passwordsDiffer;
  if (next.length < PASSWORD_MIN_LENGTH) return ACCOUNT_TEXTS.passwordShort;
  return null;
}
