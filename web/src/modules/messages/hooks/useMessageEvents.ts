import { useEffect } from 'react';
import {
  ConversationDocument,
  ConversationsDocument,
  MessageEventsDocument,
  PresenceDocument,
  ShellCountsDocument,
} from '../../../generated/graphql.js';
import {
  type GraphQLClient,
  useGraphQLClient,
  useSubscription,
} from '../../../lib/graphql/index.js';
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
  const client = useGraphQLClient();
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

export function applyMessageEvent(client: GraphQLClient, event: MessageEvent): void {
  client.updateQuery({ query: ShellCountsDocument }, (data) =>
    data ? { shellCounts: { ...data.shellCounts, unreadMessages: event.unreadMessages } } : data,
  );
  const { message } = event;
  if (event.kind === 'MESSAGE' && message) {
    addToThread(client, event.withMemberId, message);
  }
  if (event.kind === 'READ') {
    const readAt = event.readAt ?? null;
    client.updateRecords(
      event.messageIds.map((id) => ({ __typename: 'Message', id, read: true, readAt })),
    );
  }
  Promise.resolve(client.refetchQueries({ include: [ConversationsDocument] })).catch(() => {
    // The list stays as it was; the next event asks again.
  });
}
