export const LANGUAGES = ['en', 'so', 'ar', 'fr'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The one product-specific localStorage key that remembers the visitor's choice. */
export const LANGUAGE_STORAGE_KEY = 'bar-portal.language';

/** The cookie that tells the gateway which language to render pages in (see i18n.ts). */
export const LANGUAGE_COOKIE = 'portal_language';

/** The query parameter that names a page's language in its URL (`/about?lang=ar`). */
export const LANGUAGE_PARAMETER = 'lang';

/**
 * Each language is offered under its own name (an endonym), whatever the current language is,
 * so that a reader can find their language in a list they may not be able to read.
 */
export const LANGUAGE_ENDONYMS: Record<Language, string> = {
  en: 'English',
  so: 'Soomaali',
  ar: 'العربية',
  fr: 'Français',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}
