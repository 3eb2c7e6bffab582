import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CreateApiTokenDocument } from '../../../generated/graphql.js';
import { initI18n, setLanguage } from '../../../i18n/i18n.js';
import { CreateApiTokenForm } from './CreateApiTokenForm.js';
import { NewTokenPanel } from './NewTokenPanel.js';

beforeAll(async () => {
  await initI18n();
});

afterEach(async () => {
  await setLanguage('en');
});

const TOKEN = `bpat_${'a'.repeat(46)}`;

describe('CreateApiTokenForm', () => {
  it('offers the moderate scope to staff only', () => {
    const { unmount } = render(
      <MockedProvider>
        <CreateApiTokenForm viewerRole="MEMBER" onCreated={() => {}} />
      </MockedProvider>,
    );
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.queryByRole('checkbox', { name: /Moderate/ })).toBeNull();
    unmount();
    render(
      <MockedProvider>
        <CreateApiTokenForm viewerRole="MODERATOR" onCreated={() => {}} />
      </MockedProvider>,
    );
    expect(screen.getByRole('checkbox', { name: /Moderate/ })).toBeTruthy();
  });

  it('sends the name, the scopes and 90 days by default, and hands over the secret', async () => {
    const created: string[] = [];
    render(
      <MockedProvider
        mocks={[
          {
            request: {
              query: CreateApiTokenDocument,
              variables: {
                input: { name: 'Court calendar', scopes: ['READ', 'WRITE'], expiresInDays: 90 },
              },
            },
            result: {
              data: {
                createApiToken: {
                  __typename: 'CreatedApiToken',
                  token: TOKEN,
                  apiToken: {
                    __typename: 'ApiToken',
                    id: 't1',
                    name: 'Court calendar',
                    hint: 'aaaa',
                    scopes: ['READ', 'WRITE'],
                    status: 'ACTIVE',
                    createdAt: '2026-11-26T10:00:00.000Z',
                    expiresAt: '2027-02-24T10:00:00.000Z',
                    lastUsedAt: null,
                    lastUsedIp: null,
                    revokedAt: null,
                    owner: {
                      __typename: 'ApiTokenOwner',
                      id: 'u1',
                      fullName: 'A',
                      email: 'a@x.org',
                    },
                  },
                },
              },
            },
          },
        ]}
      >
        <CreateApiTokenForm viewerRole="MEMBER" onCreated={(token) => created.push(token)} />
      </MockedProvider>,
    );
    const user = userEvent.setup({ delay: null });
    await user.type(
      screen.getByRole('textbox', { name: 'Name (what the token is for)' }),
      'Court calendar',
    );
    await user.click(screen.getByRole('checkbox', { name: /Write/ }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    await expect.poll(() => created).toEqual([TOKEN]);
  });

  it('asks for a name before sending anything, in Arabic too', async () => {
    await setLanguage('ar');
    render(
      <MockedProvider>
        <CreateApiTokenForm viewerRole="MEMBER" onCreated={() => {}} />
      </MockedProvider>,
    );
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'إنشاء الرمز' }));
    expect((await screen.findByRole('alert')).textContent).toBe('أعطِ الرمز اسماً.');
  });
});

describe('NewTokenPanel', () => {
  it('says when copying failed, so that the member copies by hand', async () => {
    render(<NewTokenPanel token={TOKEN} onDone={() => {}} />);
    expect(screen.getByText(TOKEN)).toBeTruthy();
    // After setup: user-event puts a clipboard of its own on navigator.
    const user = userEvent.setup({ delay: null });
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    await user.click(screen.getByRole('button', { name: 'Copy token' }));
    await screen.findByText('Copying failed: select the token and copy it by hand.');
  });
});
