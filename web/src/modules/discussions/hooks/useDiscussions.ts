import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { DiscussionOrder, DiscussionsDocument } from '../../../generated/graphql.js';
import type { DiscussionSummary } from '../types.js';

/** The list loads discussions in pages of this size (the server's default page). */
export const DISCUSSIONS_PAGE_SIZE = 20;

export interface DiscussionsState {
  discussions: readonly DiscussionSummary[] | undefined;
  loading: boolean;
  failed: boolean;
  /** The last page was full, so there may be more. */
  hasMore: boolean;
  loadingMore: boolean;
  /** Appends the next page; resolves to how many were added, rejects when it failed. */
  loadMore: () => Promise<number>;
}

/**
 * Discussions in `order` (latest activity first unless told), of one practice area (by slug) or
 * of all when `areaSlug` is null, matching `search` when it is not blank; a page of 20, then the
 * next ones on demand.
 */
export function useDiscussions(
  areaSlug: string | null,
  search = '',
  order: DiscussionOrder = DiscussionOrder.LatestActivity,
): DiscussionsState {
  const text = search.trim();
  const variables = {
    practiceArea: areaSlug,
    search: text || null,
    order,
    limit: DISCUSSIONS_PAGE_SIZE,
    offset: 0,
  };
  const { data, loading, error, fetchMore } = useQuery(DiscussionsDocument, { variables });
  const [loadingMore, setLoadingMore] = useState(false);
  // The list (area and search) whose last page came back short: nothing more to load there.
  const listKey = `${areaSlug ?? ''}\u0000${text}\u0000${order}`;
  const [exhaustedList, setExhaustedList] = useState<string | null>(null);
  const discussions = data?.discussions;
  const loaded = discussions?.length ?? 0;

  const loadMore = useCallback(async () => {
    setLoadingMore(true);
    try {
      const known = new Set(discussions?.map((discussion) => discussion.id));
      // The cache's field policy writes the page at its offset (lib/apollo typePolicies).
      const { data: page } = await fetchMore({ variables: { offset: loaded } });
      const next = page?.discussions ?? [];
      if (next.length < DISCUSSIONS_PAGE_SIZE) setExhaustedList(listKey);
      return next.filter((discussion) => !known.has(discussion.id)).length;
    } finally {
      setLoadingMore(false);
    }
  }, [fetchMore, loaded, listKey, discussions]);

  return {
    discussions,
    loading: loading && !data,
    failed: Boolean(error) && !data,
    hasMore:
      discussions !== undefined &&
      loaded > 0 &&
      loaded % DISCUSSIONS_PAGE_SIZE === 0 &&
      exhaustedList !== listKey,
    loadingMore,
    loadMore,
  };
}
