import { useQuery } from '@apollo/client/react';
import { RecentSocialActivityDocument } from '../../../generated/graphql.js';

/** Spec §2: three recent items; here the association's really published posts. */
export const RECENT_ACTIVITY_SHOWN = 3;

export function useRecentSocialActivity() {
  const { data, loading, error } = useQuery(RecentSocialActivityDocument, {
    variables: { limit: RECENT_ACTIVITY_SHOWN },
  });
  return {
    entries: data?.recentSocialActivity ?? null,
    loading: loading && !data,
    failed: Boolean(error) && !data,
  };
}
