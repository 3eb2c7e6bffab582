import { InMemoryCache } from '@apollo/client/cache';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DataExportState,
  MyDataExportDocument,
  RequestDataExportDocument,
} from '../../../generated/graphql.js';
import { initI18n } from '../../../i18n/i18n.js';
import en from '../../../i18n/locales/en.json' with { type: 'json' };
import { DataDownload } from './DataDownload.js';

beforeAll(async () => {
  await initI18n();
});

const words = en.pages.security.myData;

const exportOf = (state: DataExportState) => ({
  __typename: 'DataExport',
  id: '00000000-0000-4000-8000-000000000001',
  state,
  requestedAt: '2026-12-01T08:00:00.000Z',
  readyAt: state === DataExportState.Preparing ? null : '2026-12-01T08:01:00.000Z',
  expiresAt: state === DataExportState.Preparing ? null : '2026-12-08T08:01:00.000Z',
  nextRequestAt: '2026-12-02T08:00:00.000Z',
});

const latest = (state: DataExportState | null) => ({
  request: { query: MyDataExportDocument },
  result: { data: { myDataExport: state ? exportOf(state) : null } },
});

function renderWith(mocks: MockLink.MockedResponse[], cache = new InMemoryCache()) {
  return render(
    <MemoryRouter initialEntries={['/profile/security']}>
      <MockedProvider mocks={mocks} cache={cache}>
        <DataDownload />
      </MockedProvider>
    </MemoryRouter>,
  );
}

describe('DataDownload', () => {
  it('asks for a copy and then says it is being prepared', async () => {
    const user = userEvent.setup({ delay: null });
    const cache = new InMemoryCache();
    renderWith(
      [
        // The page's first read of the latest request answers only after the member has asked
        // (as a slow network or a busy machine has it): its "none" must not hide the new one.
        { ...latest(null), delay: 300 },
        {
          request: { query: RequestDataExportDocument },
          result: { data: { requestDataExport: exportOf(DataExportState.Preparing) } },
        },
      ],
      cache,
    );
    await user.click(screen.getByRole('button', { name: words.request }));
    expect(await screen.findByText(words.requested)).toBeTruthy();
    expect((await screen.findByTestId('data-export-state')).textContent).toMatch(/being prepared/);
    // Still there once the first read has answered "none".
    await vi.waitFor(() => expect(cache.extract().ROOT_QUERY).toHaveProperty('myDataExport', null));
    expect(screen.getByTestId('data-export-state').textContent).toMatch(/being prepared/);
  });

  it('shows a used link as downloaded, and a second request refused for the day', async () => {
    const user = userEvent.setup({ delay: null });
    renderWith([
      latest(DataExportState.Downloaded),
      {
        request: { query: RequestDataExportDocument },
        result: {
          errors: [new GraphQLError('Too soon.', { extensions: { code: 'RATE_LIMITED' } })],
        },
      },
    ]);
    expect(await screen.findByText(words.downloaded)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: words.request }));
    expect(await screen.findByText(words.errors.rateLimited)).toBeTruthy();
  });
});
