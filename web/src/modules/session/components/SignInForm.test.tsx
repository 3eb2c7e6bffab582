import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { CompleteSignInDocument, MeDocument, SignInDocument } from '../../../generated/graphql.js';
import { initI18n } from '../../../i18n/i18n.js';
import { SignInForm } from './SignInForm.js';

beforeAll(async () => {
  await initI18n();
});

const EMAIL = 'moderator@example.org';
const PASSWORD = 'portal-demo-2026';

const passwordStep: MockLink.MockedResponse = {
  request: { query: SignInDocument, variables: { input: { email: EMAIL, password: PASSWORD } } },
  result: { data: { signIn: { __typename: 'SignInResult', mfaRequired: true, viewer: null } } },
};

const codeStep = (code: string, ok: boolean): MockLink.MockedResponse => ({
  request: { query: CompleteSignInDocument, variables: { input: { code } } },
  result: ok
    ? { data: { completeSignIn: { __typename: 'Viewer', id: 'v1' } } }
    : {
        errors: [
          new GraphQLError('That code is not valid.', {
            extensions: { code: 'INVALID_MFA_CODE' },
          }),
        ],
      },
});

const me: MockLink.MockedResponse = {
  request: { query: MeDocument },
  result: {
    data: {
      me: {
        __typename: 'Viewer',
        id: 'v1',
        fullName: 'Abdirahman Hassan Warsame',
        initials: 'AW',
        profileImage: null,
        role: 'MODERATOR',
        mfaEnabled: true,
        mfaEnrolmentRequired: false,
      },
    },
  },
};

describe('SignInForm with two-step sign-in', () => {
  it('asks for the code after the password, explains a wrong code, and finishes with the right one', async () => {
    const user = userEvent.setup({ delay: null });
    const completed = codeStep('123456', true);
    let finished = false;
    completed.result = () => {
      finished = true;
      return { data: { completeSignIn: { __typename: 'Viewer', id: 'v1' } } };
    };
    render(
      <MockedProvider mocks={[passwordStep, codeStep('000000', false), completed, me]}>
        <SignInForm />
      </MockedProvider>,
    );
    await user.type(screen.getByLabelText(/E-mail/), EMAIL);
    await user.type(screen.getByLabelText(/Password/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByLabelText(/^Code/);
    expect(screen.queryByLabelText(/Password/)).toBeNull();
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const alert = await screen.findByText(
      'That code is not valid. Try the newest code from your app.',
    );
    expect(alert.getAttribute('role')).toBe('alert');

    await user.type(screen.getByLabelText(/^Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await expect.poll(() => finished).toBe(true);
  }, 30_000);
});
