import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { InviteMemberDocument, MeDocument, type Role } from '../../../generated/graphql.js';
import { initI18n } from '../../../i18n/i18n.js';
import { createCache } from '../../../lib/apollo.js';
import { InviteMemberButton } from './InviteMemberButton.js';

beforeAll(async () => {
  await initI18n();
});

function meMock(role: Role): MockLink.MockedResponse {
  return {
    request: { query: MeDocument },
    result: {
      data: {
        me: {
          __typename: 'Viewer',
          id: 'viewer-1',
          fullName: 'Sahra Mohamed Ali',
          initials: 'SA',
          profileImage: null,
          role,
        },
      },
    },
  };
}

const LINK = 'http://localhost:3000/join/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

function inviteMock(email: string, answer: 'ok' | 'member'): MockLink.MockedResponse {
  return {
    request: { query: InviteMemberDocument, variables: { email } },
    result:
      answer === 'ok'
        ? {
            data: {
              inviteMember: {
                __typename: 'Invitation',
                id: 'invitation-1',
                email,
                expiresAt: '2026-12-06T10:00:00.000Z',
                emailSent: false,
                link: LINK,
              },
            },
          }
        : {
            errors: [
              new GraphQLError('A member with this e-mail address already has an account.', {
                extensions: {
                  code: 'BAD_USER_INPUT',
                  fields: { email: 'already belongs to a member' },
                },
              }),
            ],
          },
  };
}

function renderButton(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider cache={createCache()} mocks={mocks}>
      <MemoryRouter>
        <p>page</p>
        <InviteMemberButton />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('InviteMemberButton', () => {
  it('renders nothing for a plain member', async () => {
    renderButton([meMock('MEMBER')]);
    await screen.findByText('page');
    // Give the viewer query time to answer, then look.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Invite Member' })).toBeNull();
  });

  it('lets an admin invite and shows the link to copy when no e-mail went out', async () => {
    const user = userEvent.setup({ delay: null });
    renderButton([meMock('ADMIN'), inviteMock('new@example.org', 'ok')]);
    await user.click(await screen.findByRole('button', { name: 'Invite Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a member' });
    await user.type(screen.getByLabelText(/E-mail/), 'new@example.org');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const link = await screen.findByLabelText('Invitation link');
    expect((link as HTMLInputElement).value).toBe(LINK);
    expect(dialog.textContent).toContain('No e-mail was sent to new@example.org');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it('explains a bad address beside the field without asking the server', async () => {
    const user = userEvent.setup({ delay: null });
    renderButton([meMock('ADMIN')]);
    await user.click(await screen.findByRole('button', { name: 'Invite Member' }));
    await user.type(await screen.findByLabelText(/E-mail/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await screen.findByText('Enter a valid e-mail address.');
    expect(screen.getByLabelText(/E-mail/).getAttribute('aria-invalid')).toBe('true');
    // Fixed as it is typed, before any click.
    await user.clear(screen.getByLabelText(/E-mail/));
    await user.type(screen.getByLabelText(/E-mail/), 'new@example.org');
    expect(screen.queryByText('Enter a valid e-mail address.')).toBeNull();
    expect(screen.queryByText('The invitation could not be created. Please try again.')).toBeNull();
  });

  it('shows the refusal of an address that has an account beside the field', async () => {
    const user = userEvent.setup({ delay: null });
    renderButton([meMock('MODERATOR'), inviteMock('member@example.org', 'member')]);
    await user.click(await screen.findByRole('button', { name: 'Invite Member' }));
    await user.type(await screen.findByLabelText(/E-mail/), 'member@example.org');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await screen.findByText('A member with this e-mail address already has an account.');
    expect(screen.getByLabelText(/E-mail/).getAttribute('aria-invalid')).toBe('true');
  });
});
