import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  type EventCategory,
  type EventPeriod,
  EventsDocument,
} from '../../../generated/graphql.js';
import type { EventEntry } from '../types.js';

/** How many events a page of the list loads. */
export const EVENTS_PAGE_SIZE = 10;

export interface EventsFilter {
  period: EventPeriod;
  category: EventCategory | null;
  practiceAreaId: string | null;
}

export interface EventsState {
  events: readonly EventEntry[] | undefined;
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => Promise<void>;
}

/** A page of approved events ("Load more" appends the next page). */
export function useEvents(filter: EventsFilter): EventsState {
  const { data, loading, error, fetchMore, networkStatus } = useQuery(EventsDocument, {
    variables: { ...filter, limit: EVENTS_PAGE_SIZE, offset: 0 },
    notifyOnNetworkStatusChange: true,
  });
  const events = data?.events;
  const loaded = events?.length ?? 0;

  const loadMore = useCallback(async () => {
    // The cache's field policy writes the page at its offset (lib/apollo typePolicies).
    await fetchMore({ variables: { offset: loaded } });
  }, [fetchMore, loaded]);

  return {
    events,
    loading,
    failed: Boolean(error) && !events,
    hasMore: loaded > 0 && loaded % EVENTS_PAGE_SIZE === 0,
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    loadMore,
  };
}
