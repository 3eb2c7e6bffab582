import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import {
  type SecurityEventFilter,
  SecurityEventsDocument,
  type SecurityEventsQuery,
} from '../../../generated/graphql.js';

export type SecurityEventItem = SecurityEventsQuery['securityEvents']['events'][number];

export const SECURITY_EVENTS_PAGE_SIZE = 50;

/** The security log under `filter`, newest first; loadMore fetches the page after the last row. */
export function useSecurityEvents(filter: SecurityEventFilter) {
  const { data, error, loading, fetchMore } = useQuery(SecurityEventsDocument, {
    variables: { filter, first: SECURITY_EVENTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const events = data?.securityEvents.events;
  const after = events?.at(-1)?.id;

  const loadMore = useCallback(async () => {
    if (!after) return;
    setLoadingMore(true);
    try {
      // The cache's field policy adds the page at the end (lib/apollo typePolicies).
      await fetchMore({ variables: { after } });
    } finally {
      setLoadingMore(false);
    }
  }, [after, fetchMore]);

  return {
    events,
    hasMore: data?.securityEvents.hasMore ?? false,
    failed: Boolean(error) && !data,
    loading: loading && !data,
    loadMore,
    loadingMore,
  };
}
