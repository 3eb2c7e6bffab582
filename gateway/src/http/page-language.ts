import Negotiator from 'negotiator';

/** What the gateway reads to choose the language of a page it sends. */
export interface LanguageSignals {
  /** `?lang=` of the address: a link to one language's page (the hreflang alternates). */
  query: unknown;
  /** The cookie the web app writes when the visitor chooses (or restores) a language. */
  cookie: string | undefined;
  /** The browser's Accept-Language header. */
  acceptLanguage: string | undefined;
}

/**
 * The language of a page: the address's `?lang=`, else the visitor's cookie, else the best
 * supported language of Accept-Language (`ar-SO` counts as `ar`), else the default. Unsupported
 * values are ignored rather than refused: an old link still opens the page.
 */
export function negotiateLanguage(
  signals: LanguageSignals,
  supported: readonly string[],
  fallback: string,
): string {
  const named = [signals.query, signals.cookie].find(
    (value): value is string => typeof value === 'string' && supported.includes(value),
  );
  if (named) return named;
  const accepted = new Negotiator({
    headers: { 'accept-language': signals.acceptLanguage },
  }).languages([...supported]);
  // `*` (any language) lists every supported one in order: the first is the default.
  return accepted[0] ?? fallback;
}

/** The web's language cookie and parameter (web/src/i18n/languages.ts; a test holds them equal). */
export const LANGUAGE_COOKIE = 'portal_language';
export const LANGUAGE_PARAMETER = 'lang';

/**
 * The language a visitor reads, for what the portal writes to them later (an e-mail): the page's
 * `?lang=`, their language cookie, else their browser's Accept-Language.
 */
export function requestLanguage<L extends string>(
  request: {
    url: string;
    headers: { 'accept-language'?: string };
    cookies?: Record<string, string | undefined>;
  },
  supported: readonly L[],
  fallback: L,
): L {
  const query = new URL(request.url, 'http://page.invalid').searchParams.get(LANGUAGE_PARAMETER);
  return negotiateLanguage(
    {
      query,
      cookie: request.cookies?.[LANGUAGE_COOKIE],
      acceptLanguage: request.headers['accept-language'],
    },
    supported,
    fallback,
  ) as L;
}
