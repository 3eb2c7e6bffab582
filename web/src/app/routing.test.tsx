import { ApolloLink, HttpLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MeQuery, Role } from '../generated/graphql.js';
import { initI18n } from '../i18n/i18n.js';
import { createApolloClient } from '../lib/apollo.js';
import { AppFrame } from './AppFrame.js';
import GraphQLSession from './members/GraphQLSession.js';
import { pageRoutes } from './routes.js';
import { SessionRoot, UNKNOWN } from './session.js';

type Viewer = NonNullable<MeQuery['me']>;

const member = viewer('MEMBER', 'Amina Yusuf', 'AY');
const admin = viewer('ADMIN', 'Omar Ali', 'OA');
const accounts = new Map([
  ['member@example.org', member],
  ['admin@example.org', admin],
]);

function viewer(role: Role, fullName: string, initials: string): Viewer {
  return {
    __typename: 'Viewer',
    id: initials,
    fullName,
    initials,
    profileImage: null,
    role,
    mfaEnabled: role !== 'MEMBER',
    mfaEnrolmentRequired: false,
  } as Viewer;
}

afterEach(() => {
  vi.restoreAllMocks();
});

type Answer = { data?: Record<string, unknown>; errors?: unknown[] };

/**
 * A stand-in for the gateway: one session, the operations the shell uses, whether they come
 * through the GraphQL client or a plain fetch (the sign-in form's, lib/graphqlRequest).
 */
function fakeGateway(signedIn: Viewer | null): ApolloLink {
  let session = signedIn;
  const respond = (name: string | undefined, variables: Record<string, unknown>): Answer => {
    const answer = (data: Record<string, unknown>): Answer => ({ data });
    switch (name) {
      case 'Me':
        return answer({ me: session });
      case 'ShellCounts':
        return answer({
          shellCounts: {
            __typename: 'ShellCounts',
            unreadMessages: 0,
            unreadNotifications: 0,
            pendingConsultations: null,
          },
        });
      case 'PortalStats':
        return answer({
          portalStats: { __typename: 'PortalStats', discussions: 0, documents: 0, members: 2 },
        });
      case 'SignIn': {
        const { email, password } = variables.input as {
          email: string;
          password: string;
        };
        const account = accounts.get(email);
        if (!account || password !== 'portal-demo-2026') {
          return {
            errors: [
              {
                message: 'Invalid e-mail or password',
                extensions: { code: 'INVALID_CREDENTIALS' },
              },
            ],
          };
        }
        session = account;
        return answer({
          signIn: { __typename: 'SignInResult', mfaRequired: false, viewer: account },
        });
      }
      case 'MfaStatus':
        return answer({
          mfaStatus: {
            __typename: 'MfaStatus',
            enabled: Boolean(session?.mfaEnabled),
            required: session?.role !== 'MEMBER',
            recoveryCodesLeft: 0,
          },
        });
      case 'SignOut':
        session = null;
        return answer({ signOut: true });
      default:
        throw new Error(`unexpected operation ${name}`);
    }
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    const { query, variables } = JSON.parse(String(init?.body)) as {
      query: string;
      variables: Record<string, unknown>;
    };
    const name = /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1];
    return new Response(JSON.stringify(respond(name, variables)), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  // Every operation goes over fetch, as the browser's; the live channel stays closed.
  return ApolloLink.split(
    ({ query }) => isSubscriptionOperation(query),
    ApolloLink.empty(),
    new HttpLink({ uri: '/graphql' }),
  );
}

function renderApp(url: string, signedIn: Viewer | null = null) {
  const client = createApolloClient({ link: fakeGateway(signedIn) });
  const router = createMemoryRouter([{ element: <AppFrame />, children: pageRoutes() }], {
    initialEntries: [url],
  });
  // As main.tsx starts a page the gateway did not render: the members' session asks who is there.
  render(
    <SessionRoot initial={UNKNOWN}>
      <ApolloProvider client={client}>
        <GraphQLSession>
          <RouterProvider router={router} />
        </GraphQLSession>
      </ApolloProvider>
    </SessionRoot>,
  );
  return router;
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** The header's account button (AccountMenu): "Account", then the member's name. */
const ACCOUNT = /^Account /;

/** Sign out as a member does: the account menu, then its Sign out. */
async function signOutThroughMenu(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await user.click(await screen.findByRole('button', { name: ACCOUNT }));
  await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
}

beforeAll(async () => {
  await initI18n();
});

describe('routes and guards', () => {
  it('shows the landing page at / to visitors and the dashboard to members', async () => {
    renderApp('/');
    await heading('National Bar Association');
    // The header's sign-in and the public menu's, and the landing page's calls to action.
    expect(screen.getAllByRole('link', { name: 'Sign in' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Join the association' }).getAttribute('href')).toBe(
      '/apply',
    );
  });

  it('shows the dashboard at / to a signed-in member', async () => {
    renderApp('/', member);
    await heading('Dashboard');
    expect(await screen.findByText('Amina Yusuf')).toBeTruthy();
    // The members' shell parts arrive with their catalog sections, after the member's name.
    expect(await screen.findByRole('button', { name: 'Notifications, 0 unread' })).toBeTruthy();
  });

  it('sends a visitor of a members page to sign in, and back there after signing in', async () => {
    const router = renderApp('/discussions?area=family');
    await heading('Sign in');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fdiscussions%3Farea%3Dfamily');

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('E-mail'), 'member@example.org');
    await user.type(screen.getByLabelText('Password'), 'portal-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await heading('Discussions');
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/discussions?area=family',
    );
  });

  it('keeps the values and explains a wrong password inside the form', async () => {
    renderApp('/login');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('E-mail'), 'member@example.org');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect e-mail or password.');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('member@example.org');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('wrong');
  });

  it('sends a signed-in member away from the sign-in page, to next or home', async () => {
    const router = renderApp('/login?next=%2Fmembers', member);
    await heading('Members Directory');
    expect(router.state.location.pathname).toBe('/members');
  });

  it('tells a member that administration is not for them', async () => {
    renderApp('/admin', member);
    await heading('Access denied');
  });

  it('opens administration to an admin', async () => {
    renderApp('/admin', admin);
    await heading('Administration');
    expect(screen.getByRole('link', { name: 'Administration' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('sends staff without two-step sign-in to set it up, from any page and from home', async () => {
    const unenrolled = { ...admin, mfaEnabled: false, mfaEnrolmentRequired: true };
    const router = renderApp('/admin', unenrolled);
    await heading('Sign-in and security');
    expect(router.state.location.pathname).toBe('/profile/security');
    await screen.findByText(
      'Moderators and administrators must turn on two-step sign-in before they can use the portal.',
    );
    // The sessions list is not for them yet (the gateway would answer MFA_REQUIRED).
    expect(screen.queryByRole('heading', { name: 'Where you are signed in' })).toBeNull();
  });

  it('shows Page Not Found with a link home for any other path', async () => {
    renderApp('/no/such/page');
    await heading('Page Not Found');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('signs out to the sign-in page, forgetting the member', async () => {
    const router = renderApp('/members', member);
    await heading('Members Directory');
    await signOutThroughMenu(userEvent.setup({ delay: null }));

    await heading('Sign in');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText('Amina Yusuf')).toBeNull();
    expect(screen.queryByRole('button', { name: ACCOUNT })).toBeNull();
  });

  it('signs in again after signing out on the same page', async () => {
    renderApp('/members', member);
    const user = userEvent.setup({ delay: null });
    await signOutThroughMenu(user);
    await heading('Sign in');

    await user.type(screen.getByLabelText('E-mail'), 'admin@example.org');
    await user.type(screen.getByLabelText('Password'), 'portal-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await heading('Dashboard');
    expect(await screen.findByText('Omar Ali')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Administration' })).toBeTruthy();
  });
});

describe('page changes for screen readers', () => {
  const focusedHeading = (name: string) =>
    waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name })),
    );
  const sidebarLink = (name: string) =>
    within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', {
      name,
    });

  const announced = async (message: string) => {
    const text = await screen.findByText(message);
    expect(text.closest('[role="status"][aria-live="polite"]')).not.toBeNull();
  };

  it('moves focus to the new page heading after a sidebar link and announces the page', async () => {
    renderApp('/', member);
    await heading('Dashboard');
    expect(document.activeElement).toBe(document.body);
    expect(screen.queryByText(/page loaded/)).toBeNull();

    const user = userEvent.setup({ delay: null });
    await user.click(sidebarLink('Members'));
    await focusedHeading('Members Directory');
    await announced('Members Directory page loaded');

    await user.click(sidebarLink('Family'));
    await focusedHeading('Discussions');
    await announced('Discussions page loaded');
  });

  it('leaves focus alone on the redirect to sign in, and moves it to the page signed in to', async () => {
    renderApp('/discussions');
    await heading('Sign in');
    expect(document.activeElement).toBe(document.body);

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('E-mail'), 'member@example.org');
    await user.type(screen.getByLabelText('Password'), 'portal-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await focusedHeading('Discussions');
    await announced('Discussions page loaded');
  });

  it('moves focus to the sign-in heading after signing out', async () => {
    renderApp('/members', member);
    await heading('Members Directory');
    await signOutThroughMenu(userEvent.setup({ delay: null }));
    await focusedHeading('Sign in');
  });
});
