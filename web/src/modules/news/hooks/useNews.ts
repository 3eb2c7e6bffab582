import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { NewsDocument } from '../../../generated/graphql.js';
import type { NewsEntry } from '../types.js';

/** How many items a page of the news list loads. */
export const NEWS_PAGE_SIZE = 20;

export interface NewsState {
  news: readonly NewsEntry[] | undefined;
  loading: boolean;
  failed: boolean;
  /** The last page was full, so there may be more. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => Promise<void>;
}

/**
 * The published news, newest first, a page at a time ("Load more" appends the next page); with
 * `bookmarkedOnly`, only those the member bookmarked (their own list, kept apart in the cache).
 */
export function useNews({ bookmarkedOnly = false }: { bookmarkedOnly?: boolean } = {}): NewsState {
  const { data, loading, error, fetchMore, networkStatus } = useQuery(NewsDocument, {
    variables: { limit: NEWS_PAGE_SIZE, offset: 0, bookmarkedOnly },
    notifyOnNetworkStatusChange: true,
  });
  const news = data?.news;
  const loaded = news?.length ?? 0;

  const loadMore = useCallback(async () => {
    // The cache's field policy writes the page at its offset (lib/apollo typePolicies).
    await fetchMore({ variables: { offset: loaded } });
  }, [fetchMore, loaded]);

  return {
    news,
    loading,
    failed: Boolean(error) && !news,
    hasMore: loaded > 0 && loaded % NEWS_PAGE_SIZE === 0,
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    loadMore,
  };
}
