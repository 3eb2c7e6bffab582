import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ConversationDocument,
  ConversationsDocument,
  MeDocument,
  MessageRecipientsDocument,
  PresenceDocument,
} from '../../generated/graphql.js';
import { initI18n } from '../../i18n/i18n.js';
import { createCache } from '../../lib/apollo.js';
import MessagesPage from './MessagesPage.js';

beforeAll(async () => {
  await initI18n();
});

const me = { id: 'me', fullName: 'Amina Abdi', initials: 'AA', profileImage: null, role: 'MEMBER' };
const author = (id: string, fullName: string) => ({
  __typename: 'Author' as const,
  id,
  fullName,
  initials: fullName
    .split(' ')
    .map((part) => part[0])
    .join(''),
  profileImage: null,
});
const hodan = author('m-hodan', 'Hodan Farah');
const said = author('m-said', 'Said Dahir');

function message(
  id: string,
  from: ReturnType<typeof author>,
  to: string,
  content: string,
  read = true,
) {
  return {
    __typename: 'Message' as const,
    id,
    senderId: from.id,
    recipientId: to,
    subject: null,
    content,
    read,
    readAt: read ? '2026-11-20T10:05:00.000Z' : null,
    createdAt: '2026-11-20T10:00:00.000Z',
    sender: from,
  };
}

const meMock: MockLink.MockedResponse = {
  request: { query: MeDocument },
  result: { data: { me: { __typename: 'Viewer', ...me } } },
  maxUsageCount: 10,
};

function conversationsMock(list: unknown[]): MockLink.MockedResponse {
  return {
    request: { query: ConversationsDocument },
    result: { data: { conversations: list } },
    maxUsageCount: 10,
  };
}

const twoConversations = [
  {
    __typename: 'Conversation',
    participant: hodan,
    unread: true,
    unreadCount: 2,
    lastMessage: message('1', hodan, 'me', 'The hearing starts at 9:00', false),
  },
  {
    __typename: 'Conversation',
    participant: said,
    unread: false,
    unreadCount: 0,
    lastMessage: message('2', author('me', 'Amina Abdi'), 'm-said', 'See you on Saturday'),
  },
];

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string, mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider cache={createCache()} mocks={[meMock, ...mocks]}>
      <MemoryRouter initialEntries={[path]}>
        <MessagesPage />
        <Location />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('MessagesPage', () => {
  it('lists the conversations with the unread dot in words, and asks to choose one', async () => {
    renderAt('/messages', [conversationsMock(twoConversations)]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Messages');
    await screen.findByText('Hodan Farah');
    expect(screen.getByText('2 unread messages')).toBeTruthy();
    expect(screen.getByText('See you on Saturday')).toBeTruthy();
    expect(screen.getByText('Select a conversation to start messaging')).toBeTruthy();
    // No conversation chosen: nothing can be sent.
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
  });

  it('filters the conversations by name or last message', async () => {
    renderAt('/messages', [conversationsMock(twoConversations)]);
    await screen.findByText('Hodan Farah');
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search conversations' }),
      'saturday',
    );
    expect(screen.queryByText('Hodan Farah')).toBeNull();
    expect(screen.getByText('Said Dahir')).toBeTruthy();
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'nobody');
    expect(screen.getByText('No conversations match your search')).toBeTruthy();
  });

  it('says when there are no conversations yet', async () => {
    renderAt('/messages', [conversationsMock([])]);
    await screen.findByText('No conversations yet');
  });

  it('opens the conversation with the member of ?with=, empty and ready to write', async () => {
    renderAt('/messages?with=m-said', [
      conversationsMock([]),
      {
        request: { query: ConversationDocument, variables: { withMemberId: 'm-said' } },
        result: {
          data: {
            conversation: {
              __typename: 'ConversationThread',
              participant: said,
              hasMore: false,
              messages: [],
            },
          },
        },
      },
      {
        request: { query: PresenceDocument, variables: { memberId: 'm-said' } },
        result: {
          data: {
            presence: {
              __typename: 'Presence',
              memberId: 'm-said',
              online: true,
              lastSeenAt: null,
            },
          },
        },
      },
    ]);
    await screen.findByRole('heading', { level: 2, name: 'Said Dahir' });
    await screen.findByText('Online');
    expect(screen.getByText('No messages yet. Write the first one below.')).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send.hasAttribute('disabled')).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), '   ');
    expect(send.hasAttribute('disabled')).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    expect(send.hasAttribute('disabled')).toBe(false);
  });

  it('says so when the chosen member does not exist', async () => {
    renderAt('/messages?with=nobody', [
      conversationsMock([]),
      {
        request: { query: ConversationDocument, variables: { withMemberId: 'nobody' } },
        result: { errors: [{ message: 'No', extensions: { code: 'NOT_FOUND' } }] },
      },
    ]);
    await screen.findByText('This member could not be found.');
  });

  it('New message finds any member and opens the conversation with them', async () => {
    renderAt('/messages', [
      conversationsMock([]),
      {
        request: { query: MessageRecipientsDocument, variables: { search: null } },
        result: {
          data: {
            members: [
              { ...said, __typename: 'Member', specialization: 'Commercial Law' },
              { ...author('me', 'Amina Abdi'), __typename: 'Member', specialization: null },
            ],
          },
        },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'New message' }));
    await screen.findByRole('dialog', { name: 'New message' });
    // Not oneself.
    expect(screen.queryByRole('button', { name: /Amina Abdi/ })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: /Said Dahir/ }));
    expect(screen.getByTestId('location').textContent).toBe('/messages?with=m-said');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
