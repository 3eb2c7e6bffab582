import { type ApolloClient, ApolloLink } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import {
  ConversationDocument,
  type ConversationQuery,
  ShellCountsDocument,
} from '../../../generated/graphql.js';
import { createApolloClient } from '../../../lib/apollo.js';
import type { MessageEvent } from '../messageBus.js';
import { pendingMessageId } from '../threadMessages.js';
import { applyMessageEvent } from './useMessageEvents.js';

const hodan = {
  __typename: 'Author',
  id: 'm-hodan',
  fullName: 'Hodan Farah',
  initials: 'HF',
  profileImage: null,
} as const;

function message(id: string, content: string, read = false) {
  return {
    __typename: 'Message' as const,
    id,
    senderId: 'm-hodan',
    recipientId: 'me',
    subject: null,
    content,
    read,
    readAt: read ? '2026-11-20T10:05:00.000Z' : null,
    createdAt: '2026-11-20T10:00:00.000Z',
    sender: hodan,
  };
}

function clientWith(thread: ConversationQuery['conversation']) {
  const client = createApolloClient({ link: ApolloLink.empty() });
  client.writeQuery({
    query: ShellCountsDocument,
    data: {
      shellCounts: { unreadMessages: 1, unreadNotifications: 4, pendingConsultations: null },
    },
  });
  client.writeQuery({
    query: ConversationDocument,
    variables: { withMemberId: 'm-hodan' },
    data: { conversation: thread },
  });
  return client;
}

const thread = {
  __typename: 'ConversationThread' as const,
  participant: hodan,
  hasMore: false,
  messages: [message('1', 'First')],
};

const readThread =
  () =>
  (client: ApolloClient): ConversationQuery['conversation']['messages'] | undefined =>
    client.readQuery({ query: ConversationDocument, variables: { withMemberId: 'm-hodan' } })
      ?.conversation.messages;

/** The live event of a new message in the conversation with Hodan. */
const newMessage = (sent: ReturnType<typeof message>, unreadMessages: number): MessageEvent =>
  ({
    __typename: 'MessageEvent',
    kind: 'MESSAGE',
    withMemberId: 'm-hodan',
    readerId: null,
    readAt: null,
    messageIds: [],
    unreadMessages,
    message: sent,
  }) as MessageEvent;

describe('applyMessageEvent', () => {
  it('the live copy of my own message takes the place of its pending copy, not a second bubble', () => {
    const mine = (id: string, content: string) => ({
      ...message(id, content),
      senderId: 'me',
      recipientId: 'm-hodan',
    });
    // Sent, not answered yet: the page shows the pending copy; the live event comes first.
    const client = clientWith({
      ...thread,
      messages: [message('1', 'First'), mine(pendingMessageId(), 'Hello')],
    });
    applyMessageEvent(client, newMessage(mine('7', 'Hello'), 1));
    expect(readThread()(client)?.map((known) => known.id)).toEqual(['1', '7']);
  });

  it('a new message joins the open conversation once and the badge takes the count', () => {
    const client = clientWith(thread);
    const event = newMessage(message('2', 'Second'), 2);
    applyMessageEvent(client, event);
    applyMessageEvent(client, event);
    expect(readThread()(client)?.map((known) => known.content)).toEqual(['First', 'Second']);
    expect(client.readQuery({ query: ShellCountsDocument })?.shellCounts).toMatchObject({
      unreadMessages: 2,
      unreadNotifications: 4,
    });
  });

  it('a read receipt marks the messages read', () => {
    const client = clientWith(thread);
    applyMessageEvent(client, {
      __typename: 'MessageEvent',
      kind: 'READ',
      withMemberId: 'm-hodan',
      readerId: 'me',
      readAt: '2026-11-20T11:00:00.000Z',
      messageIds: ['1'],
      unreadMessages: 0,
      message: null,
    } as MessageEvent);
    expect(readThread()(client)?.[0]).toMatchObject({
      read: true,
      readAt: '2026-11-20T11:00:00.000Z',
    });
    expect(client.readQuery({ query: ShellCountsDocument })?.shellCounts.unreadMessages).toBe(0);
  });
});
