import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MySessionsDocument,
  RevokeSessionDocument,
  SignOutEverywhereElseDocument,
} from '../../../generated/graphql.js';
import { initI18n } from '../../../i18n/i18n.js';
import { ActiveSessions } from './ActiveSessions.js';

beforeAll(async () => {
  await initI18n();
});

const session = (id: string, device: [string, string, string], current: boolean) => ({
  __typename: 'MemberSession',
  id,
  userAgent: 'Mozilla/5.0 (raw)',
  browser: device[0],
  operatingSystem: device[1],
  deviceType: device[2],
  ipAddress: '192.0.2.10',
  createdAt: '2026-11-20T08:00:00.000Z',
  lastUsedAt: '2026-11-26T09:30:00.000Z',
  current,
});

const THIS = '00000000-0000-4000-8000-000000000001';
const PHONE = '00000000-0000-4000-8000-000000000002';
const TABLET = '00000000-0000-4000-8000-000000000003';

const list = (...sessions: ReturnType<typeof session>[]): MockLink.MockedResponse => ({
  request: { query: MySessionsDocument },
  result: { data: { mySessions: sessions } },
});

describe('ActiveSessions', () => {
  it('lists the sessions by device and browser with the current one marked, signs one out, then every other', async () => {
    const user = userEvent.setup({ delay: null });
    const here = session(THIS, ['Firefox 133', 'Linux', 'desktop'], true);
    const tablet = session(TABLET, ['Safari 18', 'iPadOS 18.1', 'tablet'], false);
    render(
      <MockedProvider
        mocks={[
          list(here, session(PHONE, ['Chrome 131', 'Android 14', 'mobile'], false), tablet),
          {
            request: { query: RevokeSessionDocument, variables: { id: PHONE } },
            result: { data: { revokeSession: true } },
          },
          list(here, tablet),
          {
            request: { query: SignOutEverywhereElseDocument },
            result: { data: { signOutEverywhereElse: 1 } },
          },
          list(here),
        ]}
      >
        <ActiveSessions />
      </MockedProvider>,
    );
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).getByText('(this device)')).toBeTruthy();
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(items[1] as HTMLElement).getByText('192.0.2.10')).toBeTruthy();
    // The device as a person reads it, never the raw User-Agent.
    expect(items[1]?.textContent).toContain('Phone · Chrome 131 on Android 14');
    expect(items[2]?.textContent).toContain('Tablet · Safari 18 on iPadOS 18.1');
    expect(screen.queryByText(/Mozilla/)).toBeNull();

    await user.click(within(items[1] as HTMLElement).getByRole('button', { name: 'Sign out' }));
    await screen.findByText('That session has been signed out.');
    await expect.poll(() => screen.getAllByRole('listitem').length).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await screen.findByText('You have been signed out everywhere else.');
    await expect.poll(() => screen.getAllByRole('listitem').length).toBe(1);
    expect(
      screen.getByRole('button', { name: 'Sign out everywhere else' }).getAttribute('disabled'),
    ).not.toBeNull();
  }, 30_000);
});
