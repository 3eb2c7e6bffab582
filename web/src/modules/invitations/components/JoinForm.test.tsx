import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AcceptInvitationDocument } from '../../../generated/public/invitations.js';
import { initI18n } from '../../../i18n/i18n.js';
import { type GraphQLFetchMock, mockGraphQLFetch } from '../../../test/graphqlFetch.js';
import { PASSWORD_TOO_WEAK } from '../serverErrors.js';
import { JoinForm } from './JoinForm.js';

beforeAll(async () => {
  await initI18n();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const PASSWORD = 'a long enough password';

function refusal(fields: Record<string, string>, username: string): GraphQLFetchMock {
  return {
    query: AcceptInvitationDocument,
    variables: { input: { token: 'tok', fullName: 'Hodan Farah', username, password: PASSWORD } },
    result: {
      errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fields } }],
    },
  };
}

describe('JoinForm', () => {
  it('checks the confirmation, then shows a taken username beside its field', async () => {
    const user = userEvent.setup({ delay: null });
    mockGraphQLFetch([refusal({ username: 'is already taken' }, 'amina.abdi')]);
    render(
      <MemoryRouter>
        <JoinForm token="tok" onAccepting={() => undefined} />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText(/Full name/), 'Hodan Farah');
    await user.type(screen.getByLabelText(/^Username/), 'amina.abdi');
    await user.type(screen.getByLabelText(/^Password/), PASSWORD);
    await user.type(screen.getByLabelText(/Confirm password/), `${PASSWORD}!`);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('The passwords do not match.');

    await user.clear(screen.getByLabelText(/Confirm password/));
    await user.type(screen.getByLabelText(/Confirm password/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('This username is already taken. Choose another one.');
    expect(screen.getByLabelText(/^Username/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('The passwords do not match.')).toBeNull();
    // Typing four fields twice takes a while when the machine is busy.
  }, 30_000);

  it('shows a password the gateway finds too easy to guess beside its field', async () => {
    const user = userEvent.setup({ delay: null });
    mockGraphQLFetch([refusal({ password: PASSWORD_TOO_WEAK }, 'hodan.farah')]);
    render(
      <MemoryRouter>
        <JoinForm token="tok" onAccepting={() => undefined} />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText(/Full name/), 'Hodan Farah');
    await user.type(screen.getByLabelText(/^Username/), 'hodan.farah');
    await user.type(screen.getByLabelText(/^Password/), PASSWORD);
    await user.type(screen.getByLabelText(/Confirm password/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText(/This password is too easy to guess/);
    expect(screen.getByLabelText(/^Password/).getAttribute('aria-invalid')).toBe('true');
  }, 30_000);
});
