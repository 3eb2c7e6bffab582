import { CATALOG_BASE } from 'virtual:catalog-base';
import type { Messages } from './catalogGroups.js';
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

/**
 * Where a group of sections comes from: in the browser, its file of the build (web/build/
 * catalogPlugin.ts: `<base><language>/<group>.json`, immutable); unit tests load whole catalogs
 * instead (test/setup.ts).
 */
export type CatalogGroupLoader = (language: Language, group: string) => Promise<Messages>;

let loadGroup: CatalogGroupLoader = async (language, group) => {
  const response = await fetch(`${CATALOG_BASE}${language}/${group}.json`);
  if (!response.ok) throw new Error(`catalog ${language}/${group}: HTTP ${response.status}`);
  return (await response.json()) as Messages;
};

/** The groups the app has shown so far: a language it changes to needs them all. */
const wanted = new Set<string>();
/** Per language, each group's load (done or under way). */
const loads = new Map<Language, Map<string, Promise<void>>>();
/** The language shown, or being switched to: what a page fetched now must come in. */
let shown: Language | undefined;

export const i18n = createInstance();

/**
 * Initialises the catalogs and chooses the language, call once before rendering: a `?lang=` in
 * the address (a link to one language's page, or the header's choice made before the script
 * ran: remembered, as the gateway remembers it), else the visitor's stored choice, else `served`, the language the gateway sent the page in (from its cookie or the
 * browser's Accept-Language, on <html lang>), else English.
 */
export async function initI18n(
  served?: string,
  /** The sections the gateway sent with the page (its language's), saving their fetch. */
  sent?: SentCatalog,
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
    if (sent) {
      const loaded = loadsOf(sent.language);
      for (const group of sent.groups) {
        wanted.add(group);
        loaded.set(group, Promise.resolve());
      }
    }
  }
  const named = addressLanguage();
  if (named) storeLanguage(named);
  const stored = storedLanguage();
  // The gateway reads the cookie to render the next page in this language.
  if (stored) rememberForServer(stored);
  const language = stored ?? (isLanguage(served) ? served : undefined) ?? DEFAULT_LANGUAGE;
  await showLanguage(language);
  return language;
}

/** Switches the interface language, remembers the choice and updates `lang`/`dir` on <html>. */
export async function setLanguage(language: Language): Promise<void> {
  await showLanguage(language);
  rememberForServer(language);
  storeLanguage(language);
}

function storeLanguage(language: Language): void {
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

/** What a page the gateway rendered carries: the sections of its groups, in its language. */
export interface SentCatalog {
  language: Language;
  groups: string[];
  messages: Messages;
}

/**
 * Fetches these groups of sections in the language shown (a page's, with its chunk), and in
 * any language shown later. Before initI18n, they are only noted: it fetches them.
 */
export function loadCatalogGroups(...groups: string[]): Promise<void> {
  for (const group of groups) wanted.add(group);
  return shown ? ensureGroups(shown, groups) : Promise.resolve();
}

/** For unit tests: where groups come from (the whole catalogs there, see test/setup.ts). */
export function setCatalogGroupLoader(loader: CatalogGroupLoader, ...groups: string[]): void {
  loadGroup = loader;
  loads.clear();
  for (const group of groups) wanted.add(group);
}

function loadsOf(language: Language): Map<string, Promise<void>> {
  let loaded = loads.get(language);
  if (!loaded) {
    loaded = new Map();
    loads.set(language, loaded);
  }
  return loaded;
}

async function ensureGroups(language: Language, groups: Iterable<string>): Promise<void> {
  const loaded = loadsOf(language);
  await Promise.all(
    [...groups].map((group) => {
      let load = loaded.get(group);
      if (!load) {
        load = loadGroup(language, group).then((messages) => {
          i18n.addResourceBundle(language, 'translation', messages);
        });
        // A failed fetch (offline) is tried again by the next page that needs the group.
        load.catch(() => loaded.delete(group));
        loaded.set(group, load);
      }
      return load;
    }),
  );
}

async function showLanguage(language: Language): Promise<void> {
  shown = language;
  await ensureGroups(language, wanted);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}
