import type { Language } from './languages.js';

/** A language's messages; English's shape, so that a catalog that lacks a key fails the check. */
export type Catalog = typeof import('./locales/en.json');

// The whole catalogs, for the server render (which sends each page only its sections) and unit
// tests; the browser fetches groups of sections instead (i18n.ts).
const catalogLoaders: Record<Language, () => Promise<{ default: Catalog }>> = {
  en: () => import('./locales/en.json'),
  so: () => import('./locales/so.json'),
  ar: () => import('./locales/ar.json'),
  fr: () => import('./locales/fr.json'),
};

/** A language's whole catalog. */
export async function loadCatalog(language: Language): Promise<Catalog> {
  return (await catalogLoaders[language]()).default;
}
