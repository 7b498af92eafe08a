// Texts and constants of auth without schemas, so the web app's first load needs no zod.
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './limits.ts';

/** Validation texts of spec §5 "Sign-in and registration" (Russian wording as shown on the form). */
export const AUTH_TEXTS = {
  firstNameRequired: 'Имя обязательно',
  lastNameRequired: 'Фамилия обязательна',
  emailRequired: 'Укажите электронную почту',
  emailInvalid: 'Некорректный email',
  passwordRequired: 'Пароль обязателен',
  passwordMin: 'Минимум 6 символов',
  passwordMax: `Максимум ${PASSWORD_MAX_LENGTH} символов`,
  nameTooLong: `Максимум ${NAME_MAX_LENGTH} символов`,
  phoneInvalid: 'Некорректный номер телефона',
} as const;

/** Key under which the web app keeps the token in localStorage. */
export const TOKEN_STORAGE_KEY = 'krug.token';

export const GENDERS = ['MALE', 'FEMALE', 'IT'] as const;
