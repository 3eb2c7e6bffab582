import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { MembersDocument } from '../../../generated/graphql.js';
import type { MemberSummary } from '../types.js';

/** The directory loads members in pages of this size (the server's largest). */
export const DIRECTORY_PAGE_SIZE = 100;

export interface MemberDirectoryState {
  /** The members loaded so far, by full name. */
  members: readonly MemberSummary[] | undefined;
  /** How many members the portal has. */
  total: number | undefined;
  loading: boolean;
  failed: boolean;
  /** More members exist than are loaded. */
  hasMore: boolean;
  loadingMore: boolean;
  /** Loads the next page; rejects when it could not be loaded. */
  loadMore: () => Promise<void>;
}

/** The members directory by name, a page of 100 first, then the next page on demand. */
export function useMemberDirectory(): MemberDirectoryState {
  const { data, loading, error, fetchMore } = useQuery(MembersDocument, {
    variables: { limit: DIRECTORY_PAGE_SIZE, offset: 0, order: 'NAME' },
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const members = data?.members;
  const total = data?.memberCount;
  const loaded = members?.length ?? 0;

  const loadMore = useCallback(async () => {
    setLoadingMore(true);
    try {
      // The cache's field policy writes the page at its offset (lib/apollo typePolicies).
      await fetchMore({ variables: { offset: loaded } });
    } finally {
      setLoadingMore(false);
    }
  }, [fetchMore, loaded]);

  return {
    members,
    total,
    loading: loading && !data,
    failed: Boolean(error) && !data,
    hasMore: members !== undefined && total !== undefined && loaded < total,
    loadingMore,
    loadMore,
  };
}
