import type { HeadHook } from '../../routing/head.js';

/**
 * What the gateway's page-data loader gives a lawyer's page (its lawyerPageHead, the same head
 * GraphQL publicLawyerHead answers): null when the slug is no public lawyer's (a 404).
 */
interface LoadedLawyerHead {
  title: string;
  description: string;
  openGraph: readonly { property: string; content: string }[];
  jsonLd: object;
}

/**
 * The head of /lawyers/<slug> in the first HTML: the lawyer's title, description, Open Graph
 * tags and schema.org JSON-LD; canonical and hreflang come with every rendered page. Without a
 * lawyer, the not-found page's head.
 */
export function lawyerPageHeadHook(notFound: HeadHook): HeadHook {
  return (context) => {
    const head = context.data as LoadedLawyerHead | null;
    if (!head) return notFound(context);
    return {
      title: head.title,
      description: head.description,
      tags: head.openGraph.map(({ property, content }) => ({
        tag: 'meta' as const,
        attributes: { property, content },
      })),
      jsonLd: head.jsonLd,
    };
  };
}
