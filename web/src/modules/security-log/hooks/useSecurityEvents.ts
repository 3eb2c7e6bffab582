import { useCallback, useState } from 'react';
import {
  type SecurityEventFilter,
  SecurityEventsDocument,
  type SecurityEventsQuery,
} from '../../../generated/graphql.js';
import { useQuery } from '../../../lib/graphql/index.js';

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
      await fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => {
          const known = new Set(previous.securityEvents.events.map((event) => event.id));
          return {
            securityEvents: {
              ...fetchMoreResult.securityEvents,
              events: [
                ...previous.securityEvents.events,
                ...fetchMoreResult.securityEvents.events.filter((event) => !known.has(event.id)),
              ],
            },
          };
        },
      });
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
