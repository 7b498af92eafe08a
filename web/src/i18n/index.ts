import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { ru } from './ru.ts';
import type { ruAll } from './ru-all.ts';

/** The interface languages (CONTRACT §7 "Texts"): Russian by default, English on request. */
export type Language = 'ru' | 'en';
export const LANGUAGES: readonly Language[] = ['ru', 'en'];

/** localStorage key remembering the last language, so the sign-in screen opens in it before /me answers. */
export const LANGUAGE_STORAGE_KEY = 'krug.language';

/** Same keys as the Russian catalog, any wording: the shape every other catalog must have. */
type Widen<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Widen<U>[]
    : { readonly [K in keyof T]: Widen<T[K]> };
export type Catalog = Widen<typeof ruAll>;

function storedLanguage(): Language {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) === 'en' ? 'en' : 'ru';
  } catch {
    return 'ru';
  }
}

void i18next.use(initReactI18next).init({
  lng: 'ru',
  fallbackLng: 'ru',
  // A copy: the parts added later (add-texts.ts) must not change the `ru` object itself.
  resources: { ru: { translation: { ...ru } } },
  interpolation: { escapeValue: false },
  showSupportNotice: false,
  returnObjects: true,
});

/** The language the interface currently speaks. */
export function currentLanguage(): Language {
  return i18next.language === 'en' ? 'en' : 'ru';
}

/** BCP 47 locale of the current language, for Intl formatters. */
export function currentLocale(): string {
  return currentLanguage() === 'en' ? 'en-GB' : 'ru-RU';
}

/**
 * Switches the interface language without a reload. The English catalog is a separate chunk,
 * fetched only the first time English is chosen, so the Russian shell stays small.
 */
export async function setLanguage(lang: Language): Promise<void> {
  if (lang === 'en' && !i18next.hasResourceBundle('en', 'translation')) {
    const { en } = await import('./en.ts');
    i18next.addResourceBundle('en', 'translation', en, true, true);
  }
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // storage unavailable (private mode): the choice still applies for this page
  }
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  if (i18next.language !== lang) await i18next.changeLanguage(lang);
}

// Before the user is known, speak the language last chosen on this device.
if (storedLanguage() === 'en') void setLanguage('en');

/** The whole catalog of the current language, for lists and objects (re-renders on a language change). */
export function useCatalog(): Catalog {
  const { i18n } = useTranslation();
  return (
    (i18n.getResourceBundle(i18n.language, 'translation') as Catalog | undefined) ??
    (ru as unknown as Catalog)
  );
}

export { ru };
export default i18next;
