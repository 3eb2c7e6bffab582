import {
  DEFAULT_LANGUAGE,
  directionOf,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAMETER,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
} from './languages.js';
import { initReactI18next } from './react.js';
import { createInstance } from './runtime.js';

/** A language's messages; English's shape, so that a catalog that lacks a key fails the check. */
export type Catalog = typeof import('./locales/en.json');

// No catalog is in the entry bundle: a page the gateway rendered carries its language's catalog
// in its data block (ssr/serverState), and any other language is fetched when it is shown.
const catalogLoaders: Record<Language, () => Promise<{ default: Catalog }>> = {
  en: () => import('./locales/en.json'),
  so: () => import('./locales/so.json'),
  ar: () => import('./locales/ar.json'),
  fr: () => import('./locales/fr.json'),
};

export const i18n = createInstance();

/**
 * Initialises the catalogs and chooses the language, call once before rendering: a `?lang=` in
 * the address (a link to one language's page, for this visit only), else the visitor's stored
 * choice, else `served`, the language the gateway sent the page in (from its cookie or the
 * browser's Accept-Language, on <html lang>), else English.
 */
export async function initI18n(
  served?: string,
  /** The catalog the gateway sent with the page (its language's), saving a fetch. */
  sent?: { language: Language; messages: Catalog },
): Promise<Language> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: sent?.language ?? DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      resources: sent ? { [sent.language]: { translation: sent.messages } } : {},
      // React already escapes what it renders.
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  }
  const stored = storedLanguage();
  // The gateway reads the cookie to render the next page in this language.
  if (stored) rememberForServer(stored);
  const language =
    addressLanguage() ?? stored ?? (isLanguage(served) ? served : undefined) ?? DEFAULT_LANGUAGE;
  await showLanguage(language);
  return language;
}

/** Switches the interface language, remembers the choice and updates `lang`/`dir` on <html>. */
export async function setLanguage(language: Language): Promise<void> {
  await showLanguage(language);
  rememberForServer(language);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private modes, quotas): the choice then lasts for this visit.
  }
}

function storedLanguage(): Language | undefined {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

function addressLanguage(): Language | undefined {
  const named = new URLSearchParams(window.location.search).get(LANGUAGE_PARAMETER);
  return isLanguage(named) ? named : undefined;
}

/** A year-long cookie the gateway reads to render pages in the visitor's language. */
function rememberForServer(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one plain first-party cookie; the Cookie Store API is not in every browser the portal supports.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax${secure}`;
}

/** A language's catalog, fetched (each is a chunk of its own). */
export async function loadCatalog(language: Language): Promise<Catalog> {
  return (await catalogLoaders[language]()).default;
}

async function showLanguage(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await loadCatalog(language));
  }
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}
