import { RecentSocialActivityDocument } from '../../../generated/public/social.js';
import { useGraphQLQuery } from '../../../lib/useGraphQL.js';

/** Spec §2: three recent items; here the association's really published posts. */
export const RECENT_ACTIVITY_SHOWN = 3;

/** Through a plain fetch: the public social page does without the GraphQL client. */
export function useRecentSocialActivity() {
  const { data, loading, error } = useGraphQLQuery(RecentSocialActivityDocument, {
    limit: RECENT_ACTIVITY_SHOWN,
  });
  return {
    entries: data?.recentSocialActivity ?? null,
    loading: loading && !data,
    failed: Boolean(error) && !data,
  };
}
