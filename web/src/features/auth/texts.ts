import { AUTH_TEXTS } from '@krug/contract/auth-texts';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@krug/contract/limits';
import { addTexts, type Texts } from '../../i18n/index.ts';

/**
 * The sign-in and sign-up texts (their fields are reused on My information): the `auth` namespace,
 * registered when a module that uses it loads.
 */
export const authRu = {
  auth: {
    loginTitle: 'Вход',
    registerTitle: 'Регистрация',
    firstName: 'Имя',
    lastName: 'Фамилия',
    middleName: 'Отчество',
    /** «Электронная почта», not «Email», in Russian (issue 32 item 21). */
    email: 'Электронная почта',
    phone: 'Телефон',
    password: 'Пароль',
    optional: 'необязательно',
    login: 'Войти',
    register: 'Зарегистрироваться',
    noAccount: 'Нет аккаунта?',
    haveAccount: 'Уже есть аккаунт?',
    toRegister: 'Создать аккаунт',
    toLogin: 'Войти в аккаунт',
    registrationFailed: 'Не удалось зарегистрироваться',
    submitting: 'Подождите…',
    texts: AUTH_TEXTS,
  },
} as const;

export const authEn: Texts<typeof authRu> = {
  auth: {
    loginTitle: 'Sign in',
    registerTitle: 'Sign up',
    firstName: 'First name',
    lastName: 'Last name',
    middleName: 'Middle name',
    email: 'Email',
    phone: 'Phone',
    password: 'Password',
    optional: 'optional',
    login: 'Sign in',
    register: 'Sign up',
    noAccount: 'No account?',
    haveAccount: 'Already have an account?',
    toRegister: 'Create an account',
    toLogin: 'Sign in to your account',
    registrationFailed: 'Registration failed',
    submitting: 'Please wait…',
    texts: {
      firstNameRequired: 'First name is required',
      lastNameRequired: 'Last name is required',
      emailRequired: 'Email is required',
      emailInvalid: 'Invalid email',
      passwordRequired: 'Password is required',
      passwordMin: 'At least 6 characters',
      passwordMax: `At most ${PASSWORD_MAX_LENGTH} characters`,
      nameTooLong: `At most ${NAME_MAX_LENGTH} characters`,
      phoneInvalid: 'Invalid phone number',
    },
  },
};

addTexts('auth', authRu, authEn);
