import type { ApolloCache } from '@apollo/client';
import { ConversationDocument, type ConversationQuery } from '../../generated/graphql.js';

type Message = ConversationQuery['conversation']['messages'][number];

const PENDING_PREFIX = 'pending-';

/** The id of the copy a sent message shows under until the gateway answers with the stored one. */
export const pendingMessageId = (): string => `${PENDING_PREFIX}${Date.now()}-${Math.random()}`;

const isPending = (message: Pick<Message, 'id'>) => message.id.startsWith(PENDING_PREFIX);

/**
 * The thread with a stored message added: unchanged when it holds it already; in place of its
 * pending copy when the sender's page shows one (the live event of a sent message can arrive
 * before the answer to the send, and the message showed twice until then); else at the end.
 */
function withMessage<T extends Message>(messages: T[], message: T): T[] {
  if (messages.some((known) => known.id === message.id)) return messages;
  const copy = isPending(message)
    ? -1
    : messages.findIndex(
        (known) =>
          isPending(known) &&
          known.senderId === message.senderId &&
          known.recipientId === message.recipientId &&
          known.content === message.content,
      );
  if (copy === -1) return [...messages, message];
  return messages.map((known, index) => (index === copy ? message : known));
}

/** Adds a stored (or pending) message to the kept conversation with the member, if kept. */
export function addToThread(cache: ApolloCache, withMemberId: string, message: Message): void {
  cache.updateQuery({ query: ConversationDocument, variables: { withMemberId } }, (data) => {
    if (!data) return data;
    const messages = withMessage(data.conversation.messages, message);
    return messages === data.conversation.messages
      ? data
      : { conversation: { ...data.conversation, messages } };
  });
}
