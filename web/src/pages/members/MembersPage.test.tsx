import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConnectionState,
  MeDocument,
  MembersDocument,
  RequestConnectionDocument,
  RespondToConnectionDocument,
} from '../../generated/graphql.js';
import { initI18n, setLanguage } from '../../i18n/i18n.js';
import { createCache } from '../../lib/apollo.js';
import { toastQueue } from '../../ui/toast/toast.js';
import MembersPage from './MembersPage.js';

beforeAll(async () => {
  await initI18n();
});

afterEach(() => {
  toastQueue.clear();
});

/** The descriptions of the toasts on screen (the region itself is the shell's). */
const toasts = () => toastQueue.visibleToasts.map((shown) => shown.content.description);

const VIEWER_ID = 'm-viewer';

function member(
  id: string,
  fullName: string,
  username: string,
  specialization: string | null,
  connectionState: ConnectionState = 'NONE',
  connectionId: string | null = null,
) {
  return {
    __typename: 'Member' as const,
    id,
    fullName,
    username,
    specialization,
    bio: `${fullName} practises ${specialization ?? 'law'} in Mogadishu.`,
    profileImage: null,
    initials: fullName.slice(0, 1),
    connectionState,
    connectionId,
  };
}

const PEOPLE = [
  member(VIEWER_ID, 'Amina Yusuf Abdi', 'amina.abdi', 'Family Law'),
  member('m-hodan', 'Hodan Farah', 'hodan.farah', 'Criminal Law'),
  member('m-ayaan', 'Ayaan Jama', 'ayaan.jama', 'Commercial Law', 'RECEIVED', 'c-ayaan'),
  member('m-mohamed', 'Mohamed Nur', 'mohamed.nur', 'Family Law', 'CONNECTED', 'c-mohamed'),
  member('m-said', 'Said Dahir', 'said.dahir', null, 'REQUESTED', 'c-said'),
];

const meMock: MockLink.MockedResponse = {
  request: { query: MeDocument },
  result: {
    data: {
      me: {
        __typename: 'Viewer',
        id: VIEWER_ID,
        fullName: 'Amina Yusuf Abdi',
        initials: 'AA',
        profileImage: null,
        role: 'MEMBER',
      },
    },
  },
};

function membersMock(members: typeof PEOPLE): MockLink.MockedResponse {
  return {
    request: { query: MembersDocument, variables: { limit: 100, offset: 0, order: 'NAME' } },
    result: { data: { members, memberCount: members.length } },
  };
}

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderPage(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider cache={createCache()} mocks={mocks}>
      <MemoryRouter initialEntries={['/members']}>
        <Routes>
          <Route path="/members" element={<MembersPage />} />
          <Route path="/messages" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
  return userEvent.setup({ delay: null });
}

const card = (name: string) => screen.getByRole('article', { name });

describe('MembersPage', () => {
  it('says no members are available when the directory is empty', async () => {
    renderPage([meMock, membersMock([])]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Members Directory');
    await screen.findByText('No members available');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('0 registered members');
  });

  it('shows the count and a card per member, without actions on the viewer’s own card', async () => {
    renderPage([meMock, membersMock(PEOPLE)]);
    await screen.findByRole('heading', { level: 2, name: '5 registered members' });
    await screen.findByRole('article', { name: 'Hodan Farah' });
    const hodan = within(card('Hodan Farah'));
    expect(hodan.getByText('@hodan.farah')).toBeTruthy();
    expect(hodan.getByText('Criminal Law')).toBeTruthy();
    expect(hodan.getByRole('button', { name: 'Connect' })).toBeTruthy();
    expect(hodan.getByRole('link', { name: 'Message' })).toBeTruthy();

    expect(within(card('Ayaan Jama')).getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(within(card('Ayaan Jama')).getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(within(card('Mohamed Nur')).getByText('Connected')).toBeTruthy();
    expect(within(card('Said Dahir')).getByText('Request sent')).toBeTruthy();

    await screen.findByText('This is you');
    const own = within(card('Amina Yusuf Abdi'));
    expect(own.queryByRole('button')).toBeNull();
  });

  it('filters by name, specialization or username and announces the result count', async () => {
    const user = renderPage([meMock, membersMock(PEOPLE)]);
    await screen.findByRole('article', { name: 'Hodan Farah' });
    const search = screen.getByRole('searchbox', { name: 'Search members' });

    await user.type(search, '  FAMILY law ');
    expect(
      screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby')),
    ).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('2 members match your search');

    await user.clear(search);
    await user.type(search, 'said.d');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(card('Said Dahir')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 member matches your search');

    await user.clear(search);
    await user.type(search, 'maritime');
    expect(screen.getByText('No members found matching your search')).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    // The heading keeps the directory's size.
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('5 registered members');
  });

  it('Connect sends the request and the card then says Request sent', async () => {
    const hodan = PEOPLE[1];
    const user = renderPage([
      meMock,
      membersMock(PEOPLE),
      {
        request: { query: RequestConnectionDocument, variables: { memberId: 'm-hodan' } },
        result: {
          data: {
            requestConnection: { ...hodan, connectionState: 'REQUESTED', connectionId: 'c-new' },
          },
        },
      },
    ]);
    await screen.findByRole('article', { name: 'Hodan Farah' });
    await user.click(within(card('Hodan Farah')).getByRole('button', { name: 'Connect' }));
    await within(card('Hodan Farah')).findByText('Request sent');
    expect(toasts()).toEqual(['Your connection request to Hodan Farah has been sent.']);
  });

  it('a failed request keeps Connect and says so in a toast', async () => {
    const user = renderPage([
      meMock,
      membersMock(PEOPLE),
      {
        request: { query: RequestConnectionDocument, variables: { memberId: 'm-hodan' } },
        error: new Error('Network down'),
      },
    ]);
    await screen.findByRole('article', { name: 'Hodan Farah' });
    await user.click(within(card('Hodan Farah')).getByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(toasts()).toEqual(['The connection could not be updated. Please try again.']),
    );
    expect(within(card('Hodan Farah')).getByRole('button', { name: 'Connect' })).toBeTruthy();
  });

  it('Accept answers the received request and the card then says Connected', async () => {
    const ayaan = PEOPLE[2];
    const user = renderPage([
      meMock,
      membersMock(PEOPLE),
      {
        request: {
          query: RespondToConnectionDocument,
          variables: { connectionId: 'c-ayaan', accept: true },
        },
        result: { data: { respondToConnection: { ...ayaan, connectionState: 'CONNECTED' } } },
      },
    ]);
    await screen.findByRole('article', { name: 'Ayaan Jama' });
    await user.click(within(card('Ayaan Jama')).getByRole('button', { name: 'Accept' }));
    await within(card('Ayaan Jama')).findByText('Connected');
    expect(toasts()).toEqual(['You are now connected with Ayaan Jama.']);
  });

  it('Message opens the messages page with that member chosen', async () => {
    const user = renderPage([meMock, membersMock(PEOPLE)]);
    await screen.findByRole('article', { name: 'Hodan Farah' });
    await user.click(within(card('Hodan Farah')).getByRole('link', { name: 'Message' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/messages?with=m-hodan');
  });

  it('loads the next page of 100 with Load more, and the filter covers it', async () => {
    const firstPage = Array.from({ length: 100 }, (_, index) =>
      member(`m-${index}`, `Member ${String(index).padStart(3, '0')}`, `member${index}`, 'Tax Law'),
    );
    const last = member('m-last', 'Zahra Warsame', 'zahra.w', 'Maritime Law');
    const user = renderPage([
      meMock,
      {
        request: { query: MembersDocument, variables: { limit: 100, offset: 0, order: 'NAME' } },
        result: { data: { members: firstPage, memberCount: 101 } },
      },
      {
        request: { query: MembersDocument, variables: { limit: 100, offset: 100, order: 'NAME' } },
        result: { data: { members: [last], memberCount: 101 } },
      },
    ]);
    await screen.findByRole('heading', { level: 2, name: '101 registered members' });
    expect(screen.getAllByRole('article')).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: 'Load more members' }));
    await screen.findByRole('article', { name: 'Zahra Warsame' });
    expect(screen.getAllByRole('article')).toHaveLength(101);
    expect(screen.queryByRole('button', { name: 'Load more members' })).toBeNull();

    await user.type(screen.getByRole('searchbox'), 'mar');
    expect(screen.getAllByRole('article')).toHaveLength(1);
  }, 20_000);

  it('says so in Arabic when nobody matches', async () => {
    await setLanguage('ar');
    try {
      const user = renderPage([meMock, membersMock(PEOPLE)]);
      await screen.findByRole('heading', { level: 2, name: /أعضاء مسجلين|عضو/ });
      await user.type(screen.getByRole('searchbox'), 'zzz');
      expect(screen.getByText('لم يتم العثور على أعضاء يطابقون بحثك')).toBeTruthy();
    } finally {
      await setLanguage('en');
    }
  });
});
