import { useEffect } from 'react';
import { currentCanonicalUrl, PAGE_HEAD_OWNED, PAGE_HEAD_TAGS } from '../../../routing/head.js';

/**
 * What a public page puts in the document head (the gateway's PageHead, GraphQL). Its canonical
 * and og:url are the page in the language asked for; the browser names the address it shows
 * instead (routing/head canonicalUrl), as the gateway's rendered page does.
 */
export interface PageHeadData {
  title: string;
  description: string;
  alternates: readonly { hreflang: string; href: string }[];
  openGraph: readonly { property: string; content: string }[];
  /** The text of an application/ld+json script, `<` already escaped by the gateway. */
  jsonLd: string;
}

/** Sets the content of the page's one meta description while mounted, then puts it back. */
function useMetaDescription(description: string): void {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}

function element(name: string, attributes: Record<string, string>): HTMLElement {
  const created = document.createElement(name);
  created.setAttribute(PAGE_HEAD_OWNED, '');
  for (const [key, value] of Object.entries(attributes)) created.setAttribute(key, value);
  return created;
}

/**
 * The page's canonical link, hreflang alternates, Open Graph tags and JSON-LD, in the place of
 * any <head> holds (this page's own as the gateway rendered it, or another page's): one
 * canonical, one set of alternates. Removed on leaving: none describes the next page.
 */
function usePageTags(head: PageHeadData): void {
  const { alternates, openGraph, jsonLd } = head;
  useEffect(() => {
    const canonical = currentCanonicalUrl();
    for (const tag of document.head.querySelectorAll(PAGE_HEAD_TAGS)) tag.remove();
    const script = element('script', { type: 'application/ld+json' });
    // Escaped again here: whatever the answer holds, no `<` can close the script element. A
    // data block, never run: the CSP's script rules do not apply to it.
    script.textContent = jsonLd.replace(/</g, '\\u003c');
    const own = [
      element('link', { rel: 'canonical', href: canonical }),
      ...alternates.map(({ hreflang, href }) =>
        element('link', { rel: 'alternate', hreflang, href }),
      ),
      ...openGraph.map(({ property, content }) =>
        element('meta', { property, content: property === 'og:url' ? canonical : content }),
      ),
      script,
    ];
    document.head.append(...own);
    return () => {
      for (const tag of own) tag.remove();
    };
  }, [alternates, openGraph, jsonLd]);
}

/**
 * The head of a public page, as the server-rendered page has it: the title and description
 * replace the app's own (index.html has one of each) and the page's tags replace any there.
 */
export function DocumentHead({ head }: { head: PageHeadData }) {
  useEffect(() => {
    document.title = head.title;
  }, [head.title]);
  useMetaDescription(head.description);
  usePageTags(head);
  return null;
}
