import { useEffect } from 'react';
import { createPortal } from 'react-dom';

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
 * The head of a public page, as the server-rendered page has it: the title and description
 * replace the app's own (index.html has one of each), React hoists the canonical and hreflang
 * links and the Open Graph tags into <head>, and the JSON-LD goes there as a data block (not
 * run, so the CSP's script rules do not apply to it).
 */
export function DocumentHead({ head }: { head: PageHeadData }) {
  useEffect(() => {
    document.title = head.title;
  }, [head.title]);
  useMetaDescription(head.description);
  // Escaped again here: whatever the answer holds, no `<` can close the script element.
  const jsonLd = head.jsonLd.replace(/</g, '\\u003c');
  return (
    <>
      <link rel="canonical" href={head.canonical} />
      {head.alternates.map((alternate) => (
        <link
          key={alternate.hreflang}
          rel="alternate"
          hrefLang={alternate.hreflang}
          href={alternate.href}
        />
      ))}
      {head.openGraph.map((tag) => (
        <meta key={tag.property} property={tag.property} content={tag.content} />
      ))}
      {createPortal(
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data with `<` escaped, never run.
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />,
        document.head,
      )}
    </>
  );
}
