import { useQuery } from '@apollo/client/react';
import { DiscussionsDocument } from '../../../generated/graphql.js';
import type { DiscussionSummary } from '../types.js';

export interface DiscussionsState {
  discussions: readonly DiscussionSummary[] | undefined;
  loading: boolean;
  failed: boolean;
}

/** The newest discussions, of one practice area (by slug) or of all when `areaSlug` is null. */
export function useDiscussions(areaSlug: string | null): DiscussionsState {
  const { data, loading, error } = useQuery(DiscussionsDocument, {
    variables: { practiceArea: areaSlug },
  });
  return { discussions: data?.discussions, loading, failed: Boolean(error) };
}
