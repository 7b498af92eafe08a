// Interface settings stored per user (issue 18), without schemas, so the web app's first load needs no zod.

/** Interface languages: Russian by default (CONTRACT §7 "Texts"), English on request. */
export const USER_LANGUAGES = ['ru', 'en'] as const;
export type UserLanguage = (typeof USER_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: UserLanguage = 'ru';

/** Colour themes: follow the system by default, or always light or dark. */
export const USER_THEMES = ['system', 'light', 'dark'] as const;
export type UserTheme = (typeof USER_THEMES)[number];
export const DEFAULT_THEME: UserTheme = 'system';

export const SETTINGS_TEXTS = {
  languageInvalid: 'Недопустимый язык: выберите русский или английский',
  themeInvalid: 'Недопустимая тема: выберите системную, светлую или тёмную',
  nothingToSave: 'Укажите язык или тему',
} as const;
