/** The languages of the site; a page's language is chosen in its address with `?lang=`. */
export const SITE_LOCALES = ['en', 'so', 'ar', 'fr'] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];
export const DEFAULT_LOCALE: SiteLocale = 'en';

export function isSiteLocale(value: string): value is SiteLocale {
  return (SITE_LOCALES as readonly string[]).includes(value);
}

/**
 * The public pages anyone (and a search engine) may read, besides each lawyer's page. The
 * members' areas are listed in robots.txt as not to be crawled.
 */
export const PUBLIC_STATIC_PATHS: readonly string[] = [
  '/',
  '/about',
  '/leadership',
  '/founders-tribute',
  '/elections-history',
  '/public-lawyers',
  '/social-connect',
  '/privacy',
  '/terms',
  '/accessibility',
];

/** The address of a lawyer's page on the site. */
export function lawyerPagePath(slug: string): string {
  return `/lawyers/${encodeURIComponent(slug)}`;
}

/**
 * The site's origin for absolute addresses (canonical URLs, the sitemap, robots.txt): always
 * PUBLIC_URL (config.ts: required in production), never the request's Host or Origin. These
 * answers are cached and shown to everyone: a forged Host must not end up in them (F11).
 */
export function siteOrigin(publicUrl: string): string {
  return new URL(publicUrl).origin;
}

/** A page's absolute address in one language (`?lang=`), or without it (the visitor's own). */
export function pageUrl(origin: string, path: string, locale?: SiteLocale): string {
  const url = new URL(path, origin);
  if (locale) url.searchParams.set('lang', locale);
  return url.href;
}

export interface Alternate {
  /** A language code, or `x-default` for the address that follows the visitor's language. */
  hreflang: string;
  href: string;
}

/** The page in each language, and the address without a language as x-default. */
export function alternatesOf(origin: string, path: string): Alternate[] {
  return [
    ...SITE_LOCALES.map((locale) => ({ hreflang: locale, href: pageUrl(origin, path, locale) })),
    { hreflang: 'x-default', href: pageUrl(origin, path) },
  ];
}
