import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MeDocument,
  MySessionsDocument,
  ReauthenticateDocument,
  SignOutEverywhereElseDocument,
} from '../../../generated/graphql.js';
import { initI18n } from '../../../i18n/i18n.js';
import { ActiveSessions } from './ActiveSessions.js';

beforeAll(async () => {
  await initI18n();
});

const session = (id: string, current: boolean) => ({
  __typename: 'MemberSession',
  id,
  userAgent: current ? 'Firefox on Linux' : 'Chrome on Android',
  ipAddress: '192.0.2.10',
  createdAt: '2026-11-20T08:00:00.000Z',
  lastUsedAt: '2026-11-26T09:30:00.000Z',
  current,
});
const here = session('00000000-0000-4000-8000-000000000001', true);
const phone = session('00000000-0000-4000-8000-000000000002', false);

const me: MockLink.MockedResponse = {
  request: { query: MeDocument },
  result: {
    data: {
      me: {
        __typename: 'Viewer',
        id: '00000000-0000-4000-8000-0000000000aa',
        fullName: 'Hodan Test',
        initials: 'HT',
        profileImage: null,
        role: 'MEMBER',
        mfaEnabled: true,
        mfaEnrolmentRequired: false,
      },
    },
  },
};
const refused = (code: string): MockLink.MockedResponse['result'] => ({
  errors: [new GraphQLError('refused', { extensions: { code } })],
});
const reauth = (password: string, code: string, result: MockLink.MockedResponse['result']) => ({
  request: { query: ReauthenticateDocument, variables: { input: { password, code } } },
  result,
});

/** The sessions section, whose first "sign out everywhere else" the gateway refuses for proof. */
function renderRefusedOnce(then: MockLink.MockedResponse[]) {
  render(
    <MockedProvider
      mocks={[
        me,
        { request: { query: MySessionsDocument }, result: { data: { mySessions: [here, phone] } } },
        {
          request: { query: SignOutEverywhereElseDocument },
          result: refused('REAUTHENTICATION_REQUIRED'),
        },
        ...then,
      ]}
    >
      <ActiveSessions />
    </MockedProvider>,
  );
}

describe('the reauthentication dialog', () => {
  it('asks for the password and code when the gateway wants fresh proof, announces a wrong one, then retries the change', async () => {
    const user = userEvent.setup({ delay: null });
    renderRefusedOnce([
      reauth('not it', '123456', refused('BAD_USER_INPUT')),
      reauth('the password', '654321', { data: { reauthenticate: true } }),
      {
        request: { query: SignOutEverywhereElseDocument },
        result: { data: { signOutEverywhereElse: 1 } },
      },
      { request: { query: MySessionsDocument }, result: { data: { mySessions: [here] } } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    const password = await screen.findByLabelText(/^Password/);
    // Focus goes into the dialog, on the first thing to type.
    await expect.poll(() => document.activeElement).toBe(password);
    expect(dialog.textContent).toMatch(/authenticator app/);

    await user.type(password, 'not it');
    await user.type(screen.getByLabelText(/^Code from the app/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    // Announced: the message is in the dialog's alert.
    const announced = await screen.findByText('The password is not correct.');
    expect(announced.getAttribute('role')).toBe('alert');
    // Nothing was signed out yet.
    expect(screen.queryByText('You have been signed out everywhere else.')).toBeNull();

    await user.type(screen.getByLabelText(/^Password/), 'the password');
    await user.type(screen.getByLabelText(/^Code from the app/), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('You have been signed out everywhere else.');
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 30_000);

  it('changes nothing when cancelled', async () => {
    const user = userEvent.setup({ delay: null });
    renderRefusedOnce([]);
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('You have been signed out everywhere else.')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  }, 30_000);
});
