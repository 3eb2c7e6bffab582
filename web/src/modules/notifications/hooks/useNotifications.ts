import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationsReadDocument,
  NotificationsDocument,
  type NotificationsQuery,
  ShellCountsDocument,
  type ShellCountsQuery,
} from '../../../generated/graphql.js';

export type NotificationItem = NotificationsQuery['notifications'][number];

/** How many notifications the popover shows (the newest). */
export const NOTIFICATIONS_SHOWN = 20;

export interface NotificationsState {
  notifications: readonly NotificationItem[] | undefined;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/** The newest notifications, fetched again each time the list is shown. */
export function useNotifications(): NotificationsState {
  const { data, loading, error, refetch } = useQuery(NotificationsDocument, {
    variables: { limit: NOTIFICATIONS_SHOWN },
    fetchPolicy: 'cache-and-network',
  });
  const retry = useCallback(() => {
    refetch().catch(() => {
      // The error state stays on screen with its retry button.
    });
  }, [refetch]);
  return { notifications: data?.notifications, loading, failed: Boolean(error), retry };
}

export interface MarkRead {
  /** Marks these read; the header count comes back with the answer. */
  markRead: (ids: readonly string[]) => Promise<void>;
  markAllRead: (shown: readonly NotificationItem[]) => Promise<void>;
}

/**
 * Marking read through the client itself (not a component's mutation hook), so that the call
 * completes and updates the cache even when opening an item closes the popover at once.
 */
export function useMarkNotificationsRead(): MarkRead {
  const client = useApolloClient();

  const apply = useCallback(
    (ids: readonly string[], counts: ShellCountsQuery['shellCounts'] | undefined) => {
      for (const id of ids) {
        client.cache.modify({
          id: client.cache.identify({ __typename: 'Notification', id }),
          fields: { read: () => true },
        });
      }
      if (counts) {
        client.writeQuery({ query: ShellCountsDocument, data: { shellCounts: counts } });
      }
    },
    [client],
  );

  const markRead = useCallback(
    async (ids: readonly string[]) => {
      const { data } = await client.mutate({
        mutation: MarkNotificationsReadDocument,
        variables: { ids: [...ids] },
      });
      apply(ids, data?.markNotificationsRead);
    },
    [client, apply],
  );

  const markAllRead = useCallback(
    async (shown: readonly NotificationItem[]) => {
      const { data } = await client.mutate({ mutation: MarkAllNotificationsReadDocument });
      apply(
        shown.map((notification) => notification.id),
        data?.markAllNotificationsRead,
      );
    },
    [client, apply],
  );

  return { markRead, markAllRead };
}
