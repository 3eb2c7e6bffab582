import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANONYMOUS, SessionRoot } from '../../app/session.js';
import { InvitationDocument } from '../../generated/public/invitations.js';
import { initI18n } from '../../i18n/i18n.js';
import type { ViewerState } from '../../modules/session/index.js';
import { type GraphQLFetchMock, mockGraphQLFetch } from '../../test/graphqlFetch.js';
import JoinPage from './JoinPage.js';

beforeAll(async () => {
  await initI18n();
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderJoin(token: string, mocks: GraphQLFetchMock[], session: ViewerState = ANONYMOUS) {
  mockGraphQLFetch(mocks);
  render(
    <SessionRoot initial={session}>
      <MemoryRouter initialEntries={[`/join/${token}`]}>
        <Routes>
          <Route path="/join/:token" element={<JoinPage />} />
        </Routes>
      </MemoryRouter>
    </SessionRoot>,
  );
}

describe('JoinPage', () => {
  it('shows who invited whom and the account form', async () => {
    renderJoin('good-token', [
      {
        query: InvitationDocument,
        variables: { token: 'good-token' },
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
      {
        query: InvitationDocument,
        variables: { token: 'bad-token' },
        result: {
          errors: [
            {
              message: 'This invitation link is invalid or has expired.',
              extensions: { code: 'NOT_FOUND' },
            },
          ],
        },
      },
    ]);
    await screen.findByText('This invitation link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('tells a signed-in visitor that the invitation is for a new account', async () => {
    // Nothing is asked: the page knows the session from the app.
    renderJoin('any', [], {
      viewer: {
        id: 'u1',
        fullName: 'Amina Yusuf Abdi',
        initials: 'AA',
        profileImage: null,
        role: 'MEMBER',
        mfaEnabled: false,
        mfaEnrolmentRequired: false,
      },
      loading: false,
      known: true,
    });
    await screen.findByRole('heading', { level: 1, name: 'You are already signed in' });
    expect(screen.getByText(/You are signed in as Amina Yusuf Abdi/)).toBeTruthy();
  });
});
