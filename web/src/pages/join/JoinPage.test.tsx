import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { InvitationDocument, MeDocument } from '../../generated/graphql.js';
import { initI18n } from '../../i18n/i18n.js';
import JoinPage from './JoinPage.js';

beforeAll(async () => {
  await initI18n();
});

const anonymous: MockLink.MockedResponse = {
  request: { query: MeDocument },
  result: { data: { me: null } },
};

function renderJoin(token: string, mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[`/join/${token}`]}>
        <Routes>
          <Route path="/join/:token" element={<JoinPage />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('JoinPage', () => {
  it('shows who invited whom and the account form', async () => {
    renderJoin('good-token', [
      anonymous,
      {
        request: { query: InvitationDocument, variables: { token: 'good-token' } },
        result: {
          data: {
            invitation: {
              __typename: 'InvitationPreview',
              email: 'new@example.org',
              invitedByName: 'Sahra Mohamed Ali',
              expiresAt: '2026-12-06T10:00:00.000Z',
            },
          },
        },
      },
    ]);
    await screen.findByRole('heading', { level: 1, name: "Join the members' portal" });
    expect(screen.getByText(/Sahra Mohamed Ali has invited new@example.org/)).toBeTruthy();
    expect(screen.getByLabelText(/Full name/)).toBeTruthy();
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();
    expect(screen.getByText('At least 12 characters.')).toBeTruthy();
    expect(screen.getByLabelText(/Confirm password/)).toBeTruthy();
  });

  it('says an unknown link is invalid or expired, with a way to sign in', async () => {
    renderJoin('bad-token', [
      anonymous,
      {
        request: { query: InvitationDocument, variables: { token: 'bad-token' } },
        result: {
          errors: [
            new GraphQLError('This invitation link is invalid or has expired.', {
              extensions: { code: 'NOT_FOUND' },
            }),
          ],
        },
      },
    ]);
    await screen.findByText('This invitation link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('tells a signed-in visitor that the invitation is for a new account', async () => {
    renderJoin('any', [
      {
        request: { query: MeDocument },
        result: {
          data: {
            me: {
              __typename: 'Viewer',
              id: 'u1',
              fullName: 'Amina Yusuf Abdi',
              initials: 'AA',
              profileImage: null,
              role: 'MEMBER',
            },
          },
        },
      },
    ]);
    await screen.findByRole('heading', { level: 1, name: 'You are already signed in' });
    expect(screen.getByText(/You are signed in as Amina Yusuf Abdi/)).toBeTruthy();
  });
});
