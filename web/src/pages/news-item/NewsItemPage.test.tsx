import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { NewsItemDocument } from '../../generated/graphql.js';
import { initI18n } from '../../i18n/i18n.js';
import { createCache } from '../../lib/apollo.js';
import NewsItemPage from './NewsItemPage.js';

beforeAll(async () => {
  await initI18n();
});

const ID = '3f1c2a9e-5d4b-8c7a-9e6f-0a1b2c3d4e5f';

const newsItem = {
  __typename: 'NewsItem' as const,
  id: ID,
  title: 'E-filing pilot starts at the Banadir Regional Court',
  excerpt: null,
  content:
    'From 1 November, members can file civil claims electronically.\nPaper filings remain accepted.',
  category: 'LEGAL_UPDATES',
  isAnnouncement: false,
  createdAt: '2026-10-21T12:00:00.000Z',
  publishedAt: '2026-10-21T12:00:00.000Z',
  author: {
    __typename: 'Author' as const,
    id: 'u1',
    fullName: 'Sahra Mohamed Ali',
    profileImage: null,
    initials: 'SA',
  },
  bookmarkedByMe: true,
};

function renderPage(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider cache={createCache()} mocks={mocks}>
      <MemoryRouter initialEntries={[`/news/${ID}`]}>
        <Routes>
          <Route path="/news/:id" element={<NewsItemPage />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('NewsItemPage', () => {
  it('shows the item: title as h1, author, date, every paragraph, bookmark state', async () => {
    renderPage([
      {
        request: { query: NewsItemDocument, variables: { id: ID } },
        result: { data: { newsItem } },
      },
    ]);
    await screen.findByRole('heading', { level: 1, name: newsItem.title });
    expect(screen.getByText('Sahra Mohamed Ali')).toBeTruthy();
    expect(screen.getByText('October 21, 2026')).toBeTruthy();
    expect(screen.getByText('Paper filings remain accepted.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bookmark' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to News' }).getAttribute('href')).toBe('/news');
  });

  it('says the item was not found, with a link back, on NOT_FOUND', async () => {
    renderPage([
      {
        request: { query: NewsItemDocument, variables: { id: ID } },
        result: {
          errors: [new GraphQLError('Not found', { extensions: { code: 'NOT_FOUND' } })],
        },
      },
    ]);
    await screen.findByRole('heading', { level: 1, name: 'News Item Not Found' });
    expect(screen.getByText('This news item does not exist or is not published.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to News' }).getAttribute('href')).toBe('/news');
  });
});
