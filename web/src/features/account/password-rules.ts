import './texts.ts';
import { PASSWORD_MIN_LENGTH } from '@krug/contract/limits';
import i18next from '../../i18n/index.ts';

/** The password form's rules (02 §5): the first problem, or null when it may be sent. */
export function passwordProblem(current: string, next: string, confirm: string): string | null {
  if (!current || !next) return '';
  if (next !== confirm) return i18next.t('account.texts.passwordsDiffer', { ns: 'account' });
  if (next.length < PASSWORD_MIN_LENGTH) return i18next.t('account.texts.passwordShort', { ns: 'account' });
  return null;
}
