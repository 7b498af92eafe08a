import { MAIL_TEXTS } from '@krug/contract/mail';
import { addTexts } from '../../i18n/index.ts';

/** «Забыли пароль?» (CONTRACT §8 "Password reset"): the `passwordReset` namespace. */
export const passwordResetRu = {
  forgot: 'Забыли пароль?',
  forgotTitle: 'Восстановление пароля',
  forgotHint: 'Укажите email, с которым вы входите в Круг, — мы пришлём на него ссылку для смены пароля.',
  send: 'Отправить ссылку',
  sent: MAIL_TEXTS.resetRequested,
  sentHint:
    'Ссылка действует один час. Если письма нет, проверьте папку «Спам» или попросите ссылку ещё раз.',
  resetTitle: 'Новый пароль',
  newPassword: 'Новый пароль',
  save: 'Сохранить пароль',
  done: MAIL_TEXTS.resetDone,
  noToken: 'В ссылке нет кода. Откройте ссылку из письма целиком или запросите новую.',
  askAgain: 'Запросить новую ссылку',
  backToLogin: 'Вернуться ко входу',
  toLogin: 'Войти',
};

export const passwordResetEn: Record<keyof typeof passwordResetRu, string> = {
  forgot: 'Forgot your password?',
  forgotTitle: 'Reset your password',
  forgotHint: 'Enter the email you sign in to Krug with — we will send it a link to set a new password.',
  send: 'Send the link',
  sent: 'If this address is registered, we have sent it a mail with a link to set a new password.',
  sentHint:
    'The link works for one hour. If the mail is not there, look in the spam folder or ask for a link again.',
  resetTitle: 'New password',
  newPassword: 'New password',
  save: 'Save the password',
  done: 'Your password is changed. Sign in with the new one.',
  noToken: 'The link has no code. Open the whole link from the mail or ask for a new one.',
  askAgain: 'Ask for a new link',
  backToLogin: 'Back to sign-in',
  toLogin: 'Sign in',
};

export function registerPasswordResetTexts() {
  addTexts('passwordReset', passwordResetRu, passwordResetEn);
}
registerPasswordResetTexts();
