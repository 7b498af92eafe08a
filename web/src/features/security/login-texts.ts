import { addTexts, type Texts } from '../../i18n/index.ts';

/** The code step of signing in (issue 20): only these few strings ride in the login chunk. */
export const securityLoginRu = {
  title: 'Подтверждение входа',
  text: 'Введите 6-значный код из приложения-аутентификатора.',
  recoveryText: 'Введите один из резервных кодов. Каждый код действует один раз.',
  code: 'Код из приложения',
  recoveryCode: 'Резервный код',
  submit: 'Войти',
  submitting: 'Проверяем…',
  useRecovery: 'Использовать резервный код',
  useApp: 'Ввести код из приложения',
  back: 'Войти под другим аккаунтом',
  required: 'Введите код',
  format: 'Код состоит из 6 цифр',
};
export const securityLoginEn: Texts<typeof securityLoginRu> = {
  title: 'Confirm sign-in',
  text: 'Enter the 6-digit code from your authenticator app.',
  recoveryText: 'Enter one of your recovery codes. Each code works once.',
  code: 'Code from the app',
  recoveryCode: 'Recovery code',
  submit: 'Sign in',
  submitting: 'Checking…',
  useRecovery: 'Use a recovery code',
  useApp: 'Enter a code from the app',
  back: 'Sign in with another account',
  required: 'Enter the code',
  format: 'The code is 6 digits',
};

addTexts('securityLogin', securityLoginRu, securityLoginEn);
