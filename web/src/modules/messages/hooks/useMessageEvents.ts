import { type ApolloClient } from '@apollo/client';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import {
  ConversationDocument,
  ConversationsDocument,
  MessageEventsDocument,
  PresenceDocument,
  ShellCountsDocument,
} from '../../../generated/graphql.js';
import { liveChannel } from '../../../lib/live.js';
import { emitMessageEvent, type MessageEvent } from '../messageBus.js';
import { addToThread } from '../threadMessages.js';

/** What the messages page and the shell show, asked again after the socket came back. */
const CATCH_UP = [
  ConversationsDocument,
  ConversationDocument,
  PresenceDocument,
  ShellCountsDocument,
];

/**
 * The signed-in member's live message events, for as long as the shell is shown: the sidebar
 * badge takes each event's unread count, an open conversation gets the new message or the read
 * receipt, and the conversation list is asked again. After a reconnection everything the
 * messages page shows is asked again, so that nothing sent meanwhile is missed.
 */
export function useMessageEvents(signedIn: boolean): void {
  const client = useApolloClient();
  useSubscription(MessageEventsDocument, {
    skip: !signedIn,
    onData: ({ data }) => {
      const event = data.data?.messageEvents;
      if (!event) return;
      applyMessageEvent(client, event);
      emitMessageEvent(event);
    },
  });

  useEffect(() => {
    if (!signedIn) return;
    return liveChannel().onReconnected(() => {
      Promise.resolve(client.refetchQueries({ include: CATCH_UP })).catch(() => {
        // The next event or reconnection tries again.
      });
    });
  }, [client, signedIn]);
}

export function applyMessageEvent(client: ApolloClient, event: MessageEvent): void {
  const { cache } = client;
  cache.updateQuery({ query: ShellCountsDocument }, (data) =>
    data ? { shellCounts: { ...data.shellCounts, unreadMessages: event.unreadMessages } } : data,
  );
  const { message } = event;
  if (event.kind === 'MESSAGE' && message) {
    addToThread(cache, event.withMemberId, message);
  }
  if (event.kind === 'READ') {
    const readAt = event.readAt ?? null;
    for (const id of event.messageIds) {
      cache.modify({
        id: cache.identify({ __typename: 'Message', id }),
        fields: { read: () => true, readAt: () => readAt },
      });
    }
  }
  Promise.resolve(client.refetchQueries({ include: [ConversationsDocument] })).catch(() => {
    // The list stays as it was; the next event asks again.
  });
}
