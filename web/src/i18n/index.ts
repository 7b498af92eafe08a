import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

/** The interface languages (CONTRACT §7 "Texts"): Russian by default, English on request. */
export type Language = 'ru' | 'en';
export const LANGUAGES: readonly Language[] = ['ru', 'en'];

/** localStorage key remembering the last language, so the sign-in screen opens in it before /me answers. */
export const LANGUAGE_STORAGE_KEY = 'krug.language';

/**
 * The namespace the shell registers eagerly (app/texts): shell, errors, common words, enum labels.
 * `useTranslation()` without a namespace reads it, and every other namespace falls back to it, so a
 * feature's component finds `ui.cancel` or `labels.orgType.…` without naming `common`.
 */
export const COMMON_NS = 'common';

/** Same keys as a Russian catalog, any wording: the shape its English catalog must have. */
export type Texts<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Texts<U>[]
    : { readonly [K in keyof T]: Texts<T[K]> };

/** The English catalog of a namespace, or (for a namespace the shell registers eagerly) its loader. */
export type English<T> = Texts<T> | (() => Promise<Texts<T>>);

void i18next.use(initReactI18next).init({
  lng: 'ru',
  fallbackLng: 'ru',
  ns: [COMMON_NS],
  defaultNS: COMMON_NS,
  fallbackNS: COMMON_NS,
  resources: {},
  interpolation: { escapeValue: false },
  showSupportNotice: false,
  returnObjects: true,
  // `useTranslation(['family', 'invitations'])` looks a key up in each namespace in turn.
  react: { nsMode: 'fallback' },
});

/** English catalogs fetched on demand, by namespace (see `addTexts`). */
const englishLoaders = new Map<string, () => Promise<object>>();
const englishLoads = new Map<string, Promise<void>>();

function loadEnglish(ns: string): Promise<void> {
  const loader = englishLoaders.get(ns);
  if (!loader || i18next.hasResourceBundle('en', ns)) return Promise.resolve();
  let load = englishLoads.get(ns);
  if (!load) {
    load = loader().then(
      (en) => {
        i18next.addResourceBundle('en', ns, en, true, true);
      },
      (error: unknown) => {
        englishLoads.delete(ns); // a failed download (offline) is tried again on the next switch
        throw error;
      },
    );
    englishLoads.set(ns, load);
  }
  return load;
}

/**
 * Registers a namespace's texts (idempotent): its Russian catalog and its English one, with the same
 * keys (the type says so). A feature's `texts.ts` calls it when the feature's lazy chunk loads, with
 * both catalogs side by side. A namespace the shell registers eagerly passes a loader for English
 * instead, so a Russian visitor downloads no English; `setLanguage('en')` fetches it first.
 */
export function addTexts<T extends object>(ns: string, ru: T, en: English<T>): void {
  if (i18next.hasResourceBundle('ru', ns)) return;
  i18next.addResourceBundle('ru', ns, ru, true, true);
  if (typeof en === 'function') {
    englishLoaders.set(ns, en as () => Promise<object>);
    if (i18next.language === 'en') void loadEnglish(ns);
  } else {
    i18next.addResourceBundle('en', ns, en, true, true);
  }
}

/** A namespace's whole catalog in the current language, for lists and objects (re-renders on a language change). */
export function useTexts<T extends object>(ns: string, ru: T): Texts<T> {
  const { i18n } = useTranslation(ns);
  return (i18n.getResourceBundle(i18n.language, ns) as Texts<T> | undefined) ?? (ru as unknown as Texts<T>);
}

function storedLanguage(): Language {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) === 'en' ? 'en' : 'ru';
  } catch {
    return 'ru';
  }
}

/** The language the interface currently speaks. */
export function currentLanguage(): Language {
  return i18next.language === 'en' ? 'en' : 'ru';
}

/** BCP 47 locale of the current language, for Intl formatters. */
export function currentLocale(): string {
  return currentLanguage() === 'en' ? 'en-GB' : 'ru-RU';
}

/**
 * Switches the interface language without a reload. The English catalogs of the eagerly registered
 * namespaces are separate chunks, fetched the first time English is chosen.
 */
export async function setLanguage(lang: Language): Promise<void> {
  if (lang === 'en') await Promise.all([...englishLoaders.keys()].map(loadEnglish));
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // storage unavailable (private mode): the choice still applies for this page
  }
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  if (i18next.language !== lang) await i18next.changeLanguage(lang);
}

/**
 * Before the user is known, speaks the language last chosen on this device. Called once the shell
 * has registered its namespaces (app/texts), so their English loaders are known.
 */
export function restoreLanguage(): Promise<void> {
  return storedLanguage() === 'en' ? setLanguage('en') : Promise.resolve();
}

export default i18next;
