import type {
  PublicLawyerPageQuery,
  PublicLawyerPageQueryVariables,
} from '../../generated/graphql.js';
import { PublicLawyerPageDocument } from '../../generated/public/lawyers.js';
import { REVIEWS_PAGE_SIZE } from '../../modules/lawyers/index.js';
import type { ServerQuery } from '../../routing/serverQuery.js';

/** What /lawyers/<slug> asks for, in the interface language: the gateway asks the same first. */
export function lawyerPageVariables(
  slug: string,
  language: string,
): PublicLawyerPageQueryVariables {
  return { slug, locale: language, reviewsLimit: REVIEWS_PAGE_SIZE };
}

export const lawyerPageQuery: ServerQuery = {
  document: PublicLawyerPageDocument,
  variables: ({ slug = '' }, language) => ({ ...lawyerPageVariables(slug, language) }),
  found: (data) => (data as PublicLawyerPageQuery | null)?.publicLawyer != null,
};
