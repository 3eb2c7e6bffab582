import type { ParseKeys, TFunction } from 'i18next';
import { isLanguage, LANGUAGE_PARAMETER, LANGUAGES, type Language } from '../i18n/languages.js';
import { documentTitle } from '../ui/useDocumentTitle.js';

/**
 * The tags of <head> that describe one page (written by renderHead, or by a page in the browser):
 * they must go when the browser shows another page.
 */
export const PAGE_HEAD_TAGS =
  'link[rel="canonical"], link[rel="alternate"][hreflang], meta[property^="og:"], ' +
  'script[type="application/ld+json"]';

/** Marks the page tags a page set in the browser (the server's have no mark). */
export const PAGE_HEAD_OWNED = 'data-page-head';

/** A tag a route adds to <head> (Open Graph, for instance); attribute values are escaped. */
export interface HeadTag {
  tag: 'meta' | 'link';
  attributes: Record<string, string>;
}

/** What a server-rendered route says about itself in <head>, in the page's language. */
export interface PageHead {
  title: string;
  description: string;
  /** Further tags of the route (Open Graph, robots...). */
  tags?: readonly HeadTag[];
  /** schema.org data, written as one application/ld+json script. */
  jsonLd?: object;
}

export interface HeadContext {
  t: TFunction;
  language: Language;
  /** What the gateway loaded for this route (see the gateway's page-data loaders), if anything. */
  data: unknown;
}

/**
 * A route's head hook: routes with one are rendered on the server (their content is in the
 * first HTML response) and get a canonical URL and hreflang alternates.
 */
export type HeadHook = (context: HeadContext) => PageHead;

/** The common case: the page's own title (as the tab shows it) and a description key. */
export function headOf(titleKey: ParseKeys | null, descriptionKey: ParseKeys): HeadHook {
  return ({ t }) => ({
    title: documentTitle(titleKey ? t(titleKey) : undefined, t('app.name')),
    description: t(descriptionKey),
  });
}

/**
 * A page's URL in one language: the path with `?lang=`. The bare path is the `x-default`: it is
 * shown in the language the visitor's cookie or browser asks for.
 */
export function languageUrl(origin: string, path: string, language?: Language): string {
  const url = new URL(path, origin);
  if (language) url.searchParams.set(LANGUAGE_PARAMETER, language);
  return url.href;
}

/**
 * A page's canonical URL: the address asked for, with `?lang=` when it named the language, else
 * the bare path. Self-referencing: a canonical naming another alternate would tell search engines
 * that this language version is a copy of that one. Open Graph's og:url is the same address.
 */
export function canonicalUrl(origin: string, path: string, namedLanguage?: Language): string {
  return languageUrl(origin, path, namedLanguage);
}

/** The canonical URL of the page the browser shows (its `?lang=` counts if it names a language). */
export function currentCanonicalUrl(): string {
  const { origin, pathname, search } = window.location;
  const named = new URLSearchParams(search).get(LANGUAGE_PARAMETER);
  return canonicalUrl(origin, pathname, isLanguage(named) ? named : undefined);
}

/** og:url names the canonical URL, whatever address the route's own tags gave it. */
function withCanonicalOgUrl(tags: readonly HeadTag[], canonical: string): HeadTag[] {
  return tags.map((headTag) =>
    headTag.attributes.property === 'og:url'
      ? { ...headTag, attributes: { ...headTag.attributes, content: canonical } }
      : headTag,
  );
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

function tag({ tag: name, attributes }: HeadTag): string {
  const written = Object.entries(attributes)
    .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
    .join(' ');
  return `<${name} ${written} />`;
}

/** `</script>` or `<!--` inside JSON-LD would end or break the script element. */
function scriptSafeJson(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The <head> part of a page in one language: title, description, canonical URL (the address
 * asked for: with `?lang=` when it named the language, else the bare path), an alternate per
 * language plus `x-default`, and the route's own tags.
 */
export function renderHead(
  head: PageHead,
  {
    origin,
    path,
    language,
    namedLanguage,
  }: { origin: string; path: string; language: Language; namedLanguage: boolean },
): string {
  const canonical = canonicalUrl(origin, path, namedLanguage ? language : undefined);
  const tags: HeadTag[] = [
    { tag: 'meta', attributes: { name: 'description', content: head.description } },
    { tag: 'link', attributes: { rel: 'canonical', href: canonical } },
    ...LANGUAGES.map(
      (alternate): HeadTag => ({
        tag: 'link',
        attributes: {
          rel: 'alternate',
          hreflang: alternate,
          href: languageUrl(origin, path, alternate),
        },
      }),
    ),
    {
      tag: 'link',
      attributes: { rel: 'alternate', hreflang: 'x-default', href: languageUrl(origin, path) },
    },
    ...withCanonicalOgUrl(head.tags ?? [], canonical),
  ];
  const lines = [`<title>${escapeHtml(head.title)}</title>`, ...tags.map(tag)];
  if (head.jsonLd) {
    lines.push(`<script type="application/ld+json">${scriptSafeJson(head.jsonLd)}</script>`);
  }
  return lines.join('\n    ');
}
