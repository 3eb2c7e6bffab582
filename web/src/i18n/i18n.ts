import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
} from './languages.js';
import en from './locales/en.json';

type Catalog = typeof en;

// English ships in the entry bundle; the others are fetched on demand so that a first visit
// (often the sign-in page) does not pay for three catalogs it will not show. Typing each loader
// with English's shape makes a catalog that lacks a key fail the type check.
const catalogLoaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalog }>> = {
  so: () => import('./locales/so.json'),
  ar: () => import('./locales/ar.json'),
  fr: () => import('./locales/fr.json'),
};

export const i18n = i18next.createInstance();

/** Initialises the catalogs and restores the stored language; call once before rendering. */
export async function initI18n(): Promise<Language> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      resources: { en: { translation: en } },
      // React already escapes what it renders.
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  }
  const language = storedLanguage();
  await showLanguage(language);
  return language;
}

/** Switches the interface language, remembers the choice and updates `lang`/`dir` on <html>. */
export async function setLanguage(language: Language): Promise<void> {
  await showLanguage(language);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private modes, quotas): the choice then lasts for this visit.
  }
}

function storedLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

async function showLanguage(language: Language): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation')) {
    const catalog = await catalogLoaders[language]();
    i18n.addResourceBundle(language, 'translation', catalog.default);
  }
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}
