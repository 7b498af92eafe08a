import i18next from 'i18next';

/** Deleting the account (issue 29 §5): the password, and a code with two-factor sign-in on. */
export const deleteAccountRu = {
  password: 'Текущий пароль',
  passwordRequired: 'Введите текущий пароль, чтобы удалить аккаунт',
  code: 'Код из приложения-аутентификатора или резервный код',
  codeRequired: 'Введите код из приложения-аутентификатора, чтобы удалить аккаунт',
  deleting: 'Удаляем…',
};

export const deleteAccountEn: typeof deleteAccountRu = {
  password: 'Current password',
  passwordRequired: 'Enter your current password to delete the account',
  code: 'Authenticator app code or a recovery code',
  codeRequired: 'Enter the authenticator app code to delete the account',
  deleting: 'Deleting…',
};

/** Adds the `deleteAccount` namespace to i18next (idempotent). */
export function registerDeleteAccountTexts() {
  if (i18next.hasResourceBundle('ru', 'deleteAccount')) return;
  i18next.addResourceBundle('ru', 'deleteAccount', deleteAccountRu, true, true);
  i18next.addResourceBundle('en', 'deleteAccount', deleteAccountEn, true, true);
}
registerDeleteAccountTexts();
