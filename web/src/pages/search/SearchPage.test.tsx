import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { SearchDocument } from '../../generated/graphql.js';
import { initI18n, setLanguage } from '../../i18n/i18n.js';
import { createCache } from '../../lib/apollo.js';
import SearchPage from './SearchPage.js';

beforeAll(async () => {
  await initI18n();
});

const results = {
  __typename: 'SearchResults' as const,
  query: 'crim',
  discussions: [
    {
      __typename: 'DiscussionHit' as const,
      id: 'd1',
      title: 'Criminal appeals',
      snippet: '… how long a criminal appeal takes <b>today</b> …',
      createdAt: '2026-03-05T10:00:00.000Z',
      author: { __typename: 'Author' as const, id: 'u1', fullName: 'Amina Warsame' },
      practiceArea: {
        __typename: 'PracticeArea' as const,
        id: 'a1',
        slug: 'criminal',
        names: {
          __typename: 'LocalizedText' as const,
          en: 'Criminal Law',
          so: 'Sharciga Dembiyada',
          ar: 'القانون الجنائي',
          fr: 'Droit pénal',
        },
      },
    },
  ],
  members: [
    {
      __typename: 'MemberHit' as const,
      id: 'm1',
      fullName: 'Hodan Crimson',
      username: 'hodan',
      specialization: 'Criminal Law',
      profileImage: null,
      initials: 'HC',
    },
  ],
  news: [
    {
      __typename: 'NewsHit' as const,
      id: 'n1',
      title: 'New criminal procedure code',
      snippet: 'The code enters into force.',
      publishedAt: '2026-03-01T08:00:00.000Z',
    },
  ],
  documents: [
    {
      __typename: 'DocumentHit' as const,
      id: 'doc1',
      title: 'Criminal appeal form',
      snippet: 'The form for an appeal.',
      createdAt: '2026-03-02T08:00:00.000Z',
    },
  ],
  events: [
    {
      __typename: 'EventHit' as const,
      id: 'e1',
      title: 'Criminal appeals seminar',
      snippet: 'A seminar on criminal appeals.',
      eventDate: '2026-12-02T08:00:00.000Z',
    },
  ],
};

function searchMock(query: string, data = results): MockLink.MockedResponse {
  return {
    request: { query: SearchDocument, variables: { query, limit: 10 } },
    result: { data: { search: { ...data, query } } },
  };
}

function renderAt(path: string, mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider cache={createCache()} mocks={mocks}>
      <MemoryRouter initialEntries={[path]}>
        <SearchPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('SearchPage', () => {
  it('names the query in the h1 and shows the groups with counts and links', async () => {
    renderAt('/search?q=%20crim%20', [searchMock('crim')]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search results for “crim”');
    const discussions = await screen.findByRole('region', { name: 'Discussions 1 result' });
    // (happy-dom puts a space around <mark> in accessible names; browsers do not.)
    const link = within(discussions).getByRole('link', { name: /appeals/ });
    expect(link.textContent).toBe('Criminal appeals');
    expect(link.getAttribute('href')).toBe('/discussions/d1');
    expect(within(link).getByText('Crim').tagName).toBe('MARK');
    // The snippet's markup is text, never HTML.
    expect(discussions.textContent).toContain('<b>today</b>');
    expect(discussions.querySelector('b')).toBeNull();

    const members = screen.getByRole('region', { name: 'Members 1 result' });
    const member = within(members).getByRole('link', { name: /Hodan/ });
    expect(member.textContent).toBe('Hodan Crimson');
    // A member found opens their profile.
    expect(member.getAttribute('href')).toBe('/members/m1');
    const news = screen.getByRole('region', { name: 'Legal News 1 result' });
    const newsLink = within(news).getByRole('link', { name: /procedure/ });
    expect(newsLink.textContent).toBe('New criminal procedure code');
    expect(newsLink.getAttribute('href')).toBe('/news/n1');
    const documents = screen.getByRole('region', { name: 'Documents 1 result' });
    const documentLink = within(documents).getByRole('link', { name: /appeal form/ });
    expect(documentLink.getAttribute('href')).toBe('/documents?document=doc1');
    const events = screen.getByRole('region', { name: 'Events 1 result' });
    const eventLink = within(events).getByRole('link', { name: /appeals seminar/ });
    expect(eventLink.getAttribute('href')).toBe('/events/e1');
    expect(screen.getByRole('status').textContent).toBe('5 results in all');
  });

  it('searches the first 12 words of a longer text, which the server would refuse', async () => {
    const letters = Array.from({ length: 100 }, (_, i) => String.fromCharCode(97 + (i % 26)));
    const first = letters.slice(0, 12).join(' ');
    renderAt(`/search?q=${encodeURIComponent(letters.join(' '))}`, [searchMock(first)]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      `Search results for “${first}”`,
    );
    await screen.findByRole('region', { name: 'Discussions 1 result' });
  });

  it('says when nothing at all was found', async () => {
    const none = {
      ...results,
      discussions: [],
      members: [],
      news: [],
      documents: [],
      events: [],
    };
    renderAt('/search?q=zzz', [searchMock('zzz', none)]);
    await screen.findByText('No results for “zzz”');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('says when the search failed', async () => {
    renderAt('/search?q=law', [
      {
        request: { query: SearchDocument, variables: { query: 'law', limit: 10 } },
        error: new Error('down'),
      },
    ]);
    await screen.findByRole('alert');
    expect(screen.getByRole('alert').textContent).toBe(
      'The search could not be completed. Please try again.',
    );
  });

  it('asks for a term without q, and speaks Arabic', async () => {
    await setLanguage('ar');
    try {
      renderAt('/search', []);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('بحث');
      expect(screen.getByText('اكتب كلمة للبحث عنها للبدء.')).toBeTruthy();
    } finally {
      await setLanguage('en');
    }
  });
});
