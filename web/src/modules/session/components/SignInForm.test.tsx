import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CompleteSignInDocument, SignInDocument } from '../../../generated/public/session.js';
import { initI18n } from '../../../i18n/i18n.js';
import { type GraphQLFetchMock, mockGraphQLFetch } from '../../../test/graphqlFetch.js';
import { RefreshSessionContext } from '../refreshSession.js';
import { SignInForm } from './SignInForm.js';

beforeAll(async () => {
  await initI18n();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const EMAIL = 'moderator@example.org';
const PASSWORD = 'portal-demo-2026';

const passwordStep: GraphQLFetchMock = {
  query: SignInDocument,
  variables: { input: { email: EMAIL, password: PASSWORD } },
  result: { data: { signIn: { __typename: 'SignInResult', mfaRequired: true, viewer: null } } },
};

const codeStep = (code: string, ok: boolean): GraphQLFetchMock => ({
  query: CompleteSignInDocument,
  variables: { input: { code } },
  result: ok
    ? { data: { completeSignIn: { __typename: 'Viewer', id: 'v1' } } }
    : {
        errors: [{ message: 'That code is not valid.', extensions: { code: 'INVALID_MFA_CODE' } }],
      },
});

describe('SignInForm with two-step sign-in', () => {
  it('asks for the code after the password, explains a wrong code, and finishes with the right one', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = mockGraphQLFetch([
      passwordStep,
      codeStep('000000', false),
      codeStep('123456', true),
    ]);
    // Who is there is asked again once, after the second step, not after the password.
    const refresh = vi.fn(async () => undefined);
    render(
      <RefreshSessionContext value={refresh}>
        <SignInForm />
      </RefreshSessionContext>,
      { wrapper: MemoryRouter },
    );
    await user.type(screen.getByLabelText(/E-mail/), EMAIL);
    await user.type(screen.getByLabelText(/Password/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByLabelText(/^Code/);
    expect(screen.queryByLabelText(/Password/)).toBeNull();
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(refresh).not.toHaveBeenCalled();
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const alert = await screen.findByText(
      'That code is not valid. Try the newest code from your app.',
    );
    expect(alert.getAttribute('role')).toBe('alert');

    await user.type(screen.getByLabelText(/^Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await expect.poll(() => refresh.mock.calls.length).toBe(1);
    expect(requests).toHaveBeenCalledTimes(3);
  }, 30_000);

  it('shows the checks only once sending was tried, and sends nothing then', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = mockGraphQLFetch([]);
    render(<SignInForm />, { wrapper: MemoryRouter });
    expect(screen.queryByText('Required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/E-mail/)));
    expect(requests).not.toHaveBeenCalled();
  });
});
