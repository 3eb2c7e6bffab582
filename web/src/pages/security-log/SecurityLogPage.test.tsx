import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SecurityEventsDocument } from '../../generated/graphql.js';
import { initI18n, setLanguage } from '../../i18n/i18n.js';
import { createCache } from '../../lib/apollo.js';
import SecurityLogPage from './SecurityLogPage.js';

beforeAll(async () => {
  await initI18n();
});

afterEach(async () => {
  await setLanguage('en');
});

const hodan = {
  __typename: 'SecurityEventMember' as const,
  id: 'u1',
  fullName: 'Hodan Warsame',
  email: 'hodan@example.org',
};

function event(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'SecurityEvent' as const,
    id,
    occurredAt: '2026-11-20T09:30:00.000Z',
    type: 'AUTH_SIGNIN_FAILED',
    outcome: 'FAILURE',
    ip: '203.0.113.9',
    userAgent: 'Firefox/140',
    details: '{"accountExists":true}',
    actor: null,
    subject: hodan,
    ...overrides,
  };
}

const page = (
  events: unknown[],
  hasMore: boolean,
  variables: Record<string, unknown>,
): MockLink.MockedResponse => ({
  request: { query: SecurityEventsDocument, variables: { first: 50, ...variables } },
  result: {
    data: { securityEvents: { __typename: 'SecurityEventConnection', hasMore, events } },
  },
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider cache={createCache()} mocks={mocks}>
      <MemoryRouter>
        <SecurityLogPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('SecurityLogPage', () => {
  it('lists events in a captioned table with column and row headers', async () => {
    renderPage([
      page(
        [event('e1', { type: 'AUTH_SIGNIN_SUCCEEDED', outcome: 'SUCCESS', actor: hodan })],
        false,
        { filter: {} },
      ),
    ]);
    const table = await screen.findByRole('table', { name: 'Security events, newest first' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Time', 'Event', 'Outcome', 'Member', 'Address', 'Details']);
    expect(within(table).getByRole('rowheader', { name: 'Signed in' })).toBeTruthy();
    for (const text of ['Succeeded', 'Hodan Warsame', '203.0.113.9', 'accountExists: true']) {
      expect(within(table).getByText(text)).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('loads the page after the last event with "Load more"', async () => {
    renderPage([
      page([event('e1'), event('e2')], true, { filter: {} }),
      page([event('e3', { type: 'AUTH_SIGNOUT', outcome: 'SUCCESS' })], false, {
        filter: {},
        after: 'e2',
      }),
    ]);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByRole('rowheader', { name: 'Signed out' });
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('3 events shown')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('sends the filters as the form says, the "to" day included whole', async () => {
    renderPage([
      page([event('e1')], false, { filter: {} }),
      page([], false, {
        filter: {
          type: null,
          outcome: null,
          member: 'hodan',
          ip: '203.0.113.',
          from: new Date(2026, 10, 1).toISOString(),
          to: new Date(2026, 10, 21).toISOString(),
        },
      }),
    ]);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('table');
    await user.type(screen.getByRole('textbox', { name: 'Member (name or e-mail)' }), ' hodan ');
    await user.type(screen.getByRole('textbox', { name: 'Address (IP)' }), '203.0.113.');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.type(from, '2026-11-01');
    await user.type(to, '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Show events' }));
    await screen.findByText('No events match these filters.');
  });

  it('reads in Arabic, right to left', async () => {
    await setLanguage('ar');
    renderPage([page([event('e1')], false, { filter: {} })]);
    const table = await screen.findByRole('table', { name: 'أحداث الأمان، الأحدث أولاً' });
    expect(within(table).getByRole('rowheader', { name: 'تسجيل دخول فاشل' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('group', { name: 'تصفية الأحداث' })).toBeTruthy();
  });
});
