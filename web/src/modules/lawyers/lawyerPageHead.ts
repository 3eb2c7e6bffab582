import type { HeadHook } from '../../routing/head.js';

/**
 * The part of a lawyer page's answer (GraphQL PublicLawyerPage, which the gateway runs before
 * rendering) its head is made of: publicLawyerHead, null when the slug is no public lawyer's.
 */
interface LoadedLawyerPage {
  publicLawyerHead: {
    title: string;
    description: string;
    openGraph: readonly { property: string; content: string }[];
    /** schema.org data as JSON text. */
    jsonLd: string;
  } | null;
}

/**
 * The head of /lawyers/<slug> in the first HTML: the lawyer's title, description, Open Graph
 * tags and schema.org JSON-LD; canonical and hreflang come with every rendered page. Without a
 * lawyer, the not-found page's head.
 */
export function lawyerPageHeadHook(notFound: HeadHook): HeadHook {
  return (context) => {
    const head = (context.data as LoadedLawyerPage | null)?.publicLawyerHead;
    if (!head) return notFound(context);
    return {
      title: head.title,
      description: head.description,
      tags: head.openGraph.map(({ property, content }) => ({
        tag: 'meta' as const,
        attributes: { property, content },
      })),
      jsonLd: JSON.parse(head.jsonLd) as object,
    };
  };
}
