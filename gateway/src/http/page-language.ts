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
