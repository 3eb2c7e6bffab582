import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DecideMembershipApplicationDocument,
  MembershipApplicationsDocument,
} from '../../generated/graphql.js';
import { initI18n } from '../../i18n/i18n.js';
import { createCache } from '../../lib/apollo.js';
import MembershipApplicationsPage from './MembershipApplicationsPage.js';

beforeAll(async () => {
  await initI18n();
});

const application = {
  __typename: 'MembershipApplication' as const,
  id: 'app-1',
  fullName: 'Hodan Warsame',
  email: 'hodan@example.org',
  phone: null,
  barNumber: 'SBA-2231',
  specialization: 'Family Law',
  city: 'Hargeisa',
  message: 'I practise in Hargeisa.',
  status: 'PENDING' as const,
  createdAt: '2026-11-20T09:30:00.000Z',
};

const list = (items: unknown[]): MockLink.MockedResponse => ({
  request: { query: MembershipApplicationsDocument },
  result: { data: { membershipApplications: items } },
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider cache={createCache()} mocks={mocks}>
      <MemoryRouter>
        <MembershipApplicationsPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('MembershipApplicationsPage', () => {
  it('shows every field of a pending application, "Not given" for a missing one', async () => {
    renderPage([list([application])]);
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('heading', { name: 'Hodan Warsame' })).toBeTruthy();
    for (const text of ['hodan@example.org', 'SBA-2231', 'Family Law', 'Hargeisa', 'Not given']) {
      expect(within(card).getByText(text)).toBeTruthy();
    }
    expect(within(card).getByText('I practise in Hargeisa.')).toBeTruthy();
  });

  it('says when no application is waiting', async () => {
    renderPage([list([])]);
    await screen.findByText('No membership applications waiting');
  });

  it('approves: sends the decision and reads the list again', async () => {
    let decided = false;
    renderPage([
      list([application]),
      {
        request: {
          query: DecideMembershipApplicationDocument,
          variables: { input: { id: 'app-1', approve: true, reason: null } },
        },
        result: () => {
          decided = true;
          return {
            data: {
              decideMembershipApplication: {
                __typename: 'MembershipDecision',
                invited: true,
                application: {
                  __typename: 'MembershipApplication',
                  id: 'app-1',
                  status: 'APPROVED',
                },
              },
            },
          };
        },
      },
      list([]),
    ]);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Approve and invite' }));
    await screen.findByText('No membership applications waiting');
    expect(decided).toBe(true);
  });
});
