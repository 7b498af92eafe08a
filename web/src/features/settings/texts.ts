import { addTexts, type Texts } from '../../i18n/index.ts';

/**
 * The settings page's own texts (language and theme, stored per user): the `settings` namespace,
 * registered when a module that uses it loads. Its sections have theirs (settings-data-texts.ts,
 * security, people).
 */
export const settingsRu = {
  /** Settings page (issue 18): language and theme, stored per user. */
  settings: {
    title: 'Настройки',
    language: 'Язык',
    languages: { ru: 'Русский', en: 'English' },
    theme: 'Тема',
    themes: { system: 'Системная', light: 'Светлая', dark: 'Тёмная' },
    saved: 'Настройки сохранены',
    saveFailed: 'Не удалось сохранить настройки',
  },
} as const;

export const settingsEn: Texts<typeof settingsRu> = {
  settings: {
    title: 'Settings',
    language: 'Language',
    languages: { ru: 'Русский', en: 'English' },
    theme: 'Theme',
    themes: { system: 'System', light: 'Light', dark: 'Dark' },
    saved: 'Settings saved',
    saveFailed: 'Could not save settings',
  },
};

addTexts('settings', settingsRu, settingsEn);
