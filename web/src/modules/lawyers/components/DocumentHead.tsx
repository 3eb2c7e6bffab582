import { useEffect } from 'react';

/** What a public page puts in the document head (the gateway's PageHead, GraphQL). */
export interface PageHeadData {
  title: string;
  description: string;
  canonical: string;
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

/**
 * Tags of <head> that describe one page: a server-rendered page's own (written by the gateway
 * from its route's head hook) are still there after the browser navigates to this page.
 */
const PAGE_TAGS =
  'link[rel="canonical"], link[rel="alternate"][hreflang], meta[property^="og:"], ' +
  'script[type="application/ld+json"]';

function element(name: string, attributes: Record<string, string>): HTMLElement {
  const created = document.createElement(name);
  for (const [key, value] of Object.entries(attributes)) created.setAttribute(key, value);
  return created;
}

/**
 * The page's canonical link, hreflang alternates, Open Graph tags and JSON-LD, in the place of
 * the ones <head> holds (another page's, after a navigation in the browser; this page's own when
 * the gateway rendered it): one canonical, one set of alternates. Those put back on leaving.
 */
function usePageTags(head: PageHeadData): void {
  const { canonical, alternates, openGraph, jsonLd } = head;
  useEffect(() => {
    const previous = [...document.head.querySelectorAll<HTMLElement>(PAGE_TAGS)];
    const anchor = previous[0]?.previousSibling ?? null;
    for (const tag of previous) tag.remove();
    const script = element('script', { type: 'application/ld+json' });
    // Escaped again here: whatever the answer holds, no `<` can close the script element. A
    // data block, never run: the CSP's script rules do not apply to it.
    script.textContent = jsonLd.replace(/</g, '\\u003c');
    const own = [
      element('link', { rel: 'canonical', href: canonical }),
      ...alternates.map(({ hreflang, href }) =>
        element('link', { rel: 'alternate', hreflang, href }),
      ),
      ...openGraph.map(({ property, content }) => element('meta', { property, content })),
      script,
    ];
    document.head.append(...own);
    return () => {
      for (const tag of own) tag.remove();
      if (anchor?.parentNode === document.head) anchor.after(...previous);
      else document.head.append(...previous);
    };
  }, [canonical, alternates, openGraph, jsonLd]);
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
