import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationsReadDocument,
  NotificationsDocument,
} from '../../../generated/graphql.js';
import { initI18n } from '../../../i18n/i18n.js';
import { createCache } from '../../../lib/apollo.js';
import { NotificationsPanel } from './NotificationsPanel.js';

/** The text as read: the names and titles the entry isolates (U+2068…U+2069) without the marks. */
const shown = (element: Element | undefined) =>
  element?.textContent?.replace(/[\u2068\u2069]/g, '');

beforeAll(async () => {
  await initI18n();
});

const actor = {
  __typename: 'Author' as const,
  id: 'u2',
  fullName: 'Yusuf Ali',
  profileImage: null,
  initials: 'YA',
};

function notification(overrides: Record<string, unknown>) {
  return {
    __typename: 'Notification' as const,
    id: 'n1',
    kind: 'DISCUSSION_REPLY',
    actor,
    discussion: {
      __typename: 'NotificationDiscussion' as const,
      id: 'd1',
      title: 'Bail terms',
      replyId: null,
    },
    document: null,
    event: null,
    consultation: null,
    subjectTitle: null,
    reason: null,
    connectionId: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    read: false,
    ...overrides,
  };
}

const listMock = (notifications: unknown[]): MockLink.MockedResponse => ({
  request: { query: NotificationsDocument, variables: { limit: 20 } },
  result: { data: { notifications } },
});

const counts = (unreadNotifications: number) => ({
  __typename: 'ShellCounts' as const,
  unreadMessages: 0,
  unreadNotifications,
  pendingConsultations: null,
});

function renderPanel(mocks: MockLink.MockedResponse[], unread = 1) {
  const onOpenItem = vi.fn<() => void>();
  render(
    <MockedProvider cache={createCache()} mocks={mocks}>
      <NotificationsPanel unread={unread} onOpenItem={onOpenItem} />
    </MockedProvider>,
  );
  return { onOpenItem, user: userEvent.setup({ delay: null }) };
}

describe('NotificationsPanel', () => {
  it('words each kind, links to the discussion, the connections page or the member, and marks unread in words', async () => {
    renderPanel([
      listMock([
        notification({}),
        notification({ id: 'n2', kind: 'DISCUSSION_LIKE', read: true }),
        notification({
          id: 'n3',
          kind: 'CONNECTION_REQUEST',
          discussion: null,
          connectionId: 'c1',
        }),
        notification({ id: 'n4', kind: 'CONNECTION_ACCEPTED', discussion: null, read: true }),
        notification({ id: 'n5', kind: 'CONNECTION_DECLINED', discussion: null, actor: null }),
      ]),
    ]);
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/discussions/d1',
      '/discussions/d1',
      // A request opens the connections page, where it is answered; an answer, who gave it.
      '/connections',
      '/members/u2',
      '/connections',
    ]);
    const texts = links.map((link) => shown(link));
    expect(texts[0]).toBe('UnreadYusuf Ali replied to your discussion "Bail terms"5 minutes ago');
    expect(texts[1]).toBe('Yusuf Ali liked your discussion "Bail terms"5 minutes ago');
    expect(texts[2]).toContain('Yusuf Ali sent you a connection request');
    expect(texts[3]).toContain('Yusuf Ali accepted your connection request');
    expect(texts[4]).toContain('A former member declined your connection request');
    expect(screen.getByText('You have 1 unread notification.')).toBeTruthy();
    const time = within(links[0] as HTMLElement).getByText('5 minutes ago');
    expect(time.tagName).toBe('TIME');
  });

  it('names the decided submission and the reason, and a consultation request its requester', async () => {
    renderPanel([
      listMock([
        notification({
          id: 'n20',
          kind: 'SUBMISSION_REJECTED',
          discussion: null,
          subjectTitle: 'Court fees reform',
          reason: 'Please cite the gazette.',
        }),
        notification({
          id: 'n21',
          kind: 'SUBMISSION_APPROVED',
          discussion: null,
          subjectTitle: 'Bar exam dates',
        }),
        notification({
          id: 'n22',
          kind: 'CONSULTATION_REQUESTED',
          discussion: null,
          actor: null,
          consultation: { __typename: 'NotificationConsultation', id: 'c9', clientName: 'Nasra' },
        }),
      ]),
    ]);
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/submit-content',
      '/submit-content',
      '/consultation-requests?filter=pending',
    ]);
    expect(shown(links[0])).toContain(
      'Your submission "Court fees reform" was rejected: Please cite the gazette.',
    );
    expect(shown(links[1])).toContain('Your submission "Bar exam dates" was approved');
    expect(shown(links[2])).toContain('Nasra sent you a consultation request');
  });

  it('tells a flagger the outcome, titled with the discussion, linking to it', async () => {
    renderPanel([
      listMock([
        notification({ id: 'n30', kind: 'POST_FLAG_HIDDEN', subjectTitle: 'Bail terms' }),
        notification({ id: 'n31', kind: 'POST_FLAG_KEPT', subjectTitle: 'Bail terms' }),
      ]),
    ]);
    const links = await screen.findAllByRole('link');
    expect(links[0]?.textContent).toContain('A moderator hid the post you flagged in “Bail terms”');
    expect(links[1]?.textContent).toContain(
      'A moderator reviewed the post you flagged in “Bail terms” and kept it',
    );
    expect(links[0]?.getAttribute('href')).toMatch(/^\/discussions\//);
  });

  it('words the moderation kinds and links to the queue or to my submissions', async () => {
    renderPanel([
      listMock([
        notification({ id: 'n6', kind: 'SUBMISSION_RECEIVED', discussion: null }),
        notification({ id: 'n7', kind: 'SUBMISSION_APPROVED', discussion: null, read: true }),
        notification({ id: 'n8', kind: 'SUBMISSION_REJECTED', discussion: null, read: true }),
      ]),
    ]);
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin',
      '/submit-content',
      '/submit-content',
    ]);
    const texts = links.map((link) => shown(link));
    expect(texts[0]).toContain('Yusuf Ali submitted content for review');
    expect(texts[1]).toContain('Your submission was approved');
    expect(texts[2]).toContain('Your submission was rejected');
  });

  it('words the event notices and links each to its event', async () => {
    const event = { __typename: 'NotificationEvent' as const, id: 'e1', title: 'Moot court' };
    renderPanel([
      listMock([
        notification({ id: 'n11', kind: 'EVENT_PROMOTED', actor: null, discussion: null, event }),
        notification({ id: 'n12', kind: 'EVENT_REMINDER', actor: null, discussion: null, event }),
        notification({ id: 'n13', kind: 'EVENT_CANCELLED', discussion: null, event }),
      ]),
    ]);
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/events/e1',
      '/events/e1',
      '/events/e1',
    ]);
    expect(shown(links[0])).toContain('A place freed up: you are now going to "Moot court"');
    expect(shown(links[1])).toContain('Reminder: "Moot court" starts soon');
    expect(shown(links[2])).toContain('"Moot court" was cancelled');
  });

  it('words a quarantined file for its uploader and for staff, linking to the library', async () => {
    const file = { __typename: 'NotificationDocument' as const, id: 'doc1', fileName: 'eicar.txt' };
    renderPanel([
      listMock([
        notification({
          id: 'n9',
          kind: 'DOCUMENT_QUARANTINED',
          actor: null,
          discussion: null,
          document: file,
        }),
        notification({
          id: 'n10',
          kind: 'DOCUMENT_QUARANTINED_REVIEW',
          discussion: null,
          document: file,
        }),
      ]),
    ]);
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/documents', '/documents']);
    expect(shown(links[0])).toContain(
      'A virus was found in your file "eicar.txt". It was quarantined and nobody can download it.',
    );
    expect(shown(links[1])).toContain(
      'A virus was found in "eicar.txt", uploaded by Yusuf Ali. The file was quarantined.',
    );
  });

  it('says there are none yet', async () => {
    renderPanel([listMock([])], 0);
    await screen.findByText('No notifications yet');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    renderPanel([
      {
        request: { query: NotificationsDocument, variables: { limit: 20 } },
        error: new Error('x'),
      },
      listMock([notification({})]),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The notifications could not be loaded.');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link');
  });

  it('opening an unread item marks it read and closes the popover', async () => {
    const mark = vi.fn(() => ({ data: { markNotificationsRead: counts(0) } }));
    const { onOpenItem, user } = renderPanel([
      listMock([notification({})]),
      {
        request: { query: MarkNotificationsReadDocument, variables: { ids: ['n1'] } },
        result: mark,
      },
    ]);
    // A link without a router would load the page: keep the test on this document.
    const link = await screen.findByRole('link');
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(onOpenItem).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(mark).toHaveBeenCalledTimes(1));
  });

  it('Mark all as read marks every one and shows them read', async () => {
    const markAll = vi.fn(() => ({ data: { markAllNotificationsRead: counts(0) } }));
    const { user } = renderPanel(
      [
        listMock([notification({}), notification({ id: 'n2' })]),
        { request: { query: MarkAllNotificationsReadDocument }, result: markAll },
      ],
      2,
    );
    expect(await screen.findAllByText('Unread')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await vi.waitFor(() => expect(markAll).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(screen.queryAllByText('Unread')).toHaveLength(0));
  });
});
