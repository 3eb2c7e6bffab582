import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { MemberDocument } from '../../generated/graphql.js';
import { initI18n } from '../../i18n/i18n.js';
import MessagesPage from './MessagesPage.js';

beforeAll(async () => {
  await initI18n();
});

const hodan = {
  __typename: 'Member' as const,
  id: 'm-hodan',
  fullName: 'Hodan Farah',
  username: 'hodan.farah',
  specialization: 'Criminal Law',
  bio: null,
  profileImage: null,
  initials: 'HF',
  connectionState: 'NONE' as const,
  connectionId: null,
};

function memberMock(id: string, found: typeof hodan | null): MockLink.MockedResponse {
  return {
    request: { query: MemberDocument, variables: { id } },
    result: { data: { member: found } },
  };
}

function renderAt(path: string, mocks: MockLink.MockedResponse[] = []) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[path]}>
        <MessagesPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('MessagesPage', () => {
  it('asks to choose a conversation when no member is chosen', () => {
    renderAt('/messages');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Messages');
    expect(screen.getByText('Select a conversation to start messaging')).toBeTruthy();
  });

  it('names the member chosen with ?with= in a heading', async () => {
    renderAt('/messages?with=m-hodan', [memberMock('m-hodan', hodan)]);
    await screen.findByRole('heading', { level: 2, name: 'Hodan Farah' });
    expect(screen.getByText('@hodan.farah')).toBeTruthy();
    expect(screen.queryByText('Select a conversation to start messaging')).toBeNull();
  });

  it('says so when the chosen member does not exist', async () => {
    renderAt('/messages?with=nobody', [memberMock('nobody', null)]);
    await screen.findByText('This member could not be found.');
  });
});
