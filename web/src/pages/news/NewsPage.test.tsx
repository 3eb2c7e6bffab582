import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CreateAnnouncementDocument,
  MeDocument,
  NewsDocument,
  ToggleNewsBookmarkDocument,
} from '../../generated/graphql.js';
import { initI18n, setLanguage } from '../../i18n/i18n.js';
import { createCache } from '../../lib/apollo.js';
import { toastQueue } from '../../ui/toast/toast.js';
import NewsPage from './NewsPage.js';

beforeAll(async () => {
  await initI18n();
});

afterEach(async () => {
  await setLanguage('en');
  for (const visible of toastQueue.visibleToasts) toastQueue.close(visible.key);
});

const author = {
  __typename: 'Author' as const,
  id: 'u1',
  fullName: 'Sahra Mohamed Ali',
  profileImage: null,
  initials: 'SA',
};

function item(index: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'NewsItem' as const,
    id: `n${index}`,
    title: `News item ${index}`,
    excerpt: null,
    content: `Body of item ${index}.`,
    category: 'LEGAL_UPDATES',
    isAnnouncement: false,
    createdAt: '2026-11-20T12:00:00.000Z',
    publishedAt: '2026-11-20T12:00:00.000Z',
    author,
    bookmarkedByMe: false,
    ...overrides,
  };
}

const reform = item(1, {
  title: 'Parliament adopts amendments to the Civil Procedure Code',
  excerpt: 'Shorter time limits for appeals.',
  content: 'The House adopted the amendments.\n\nAppeals must now be lodged within 21 days.',
});
const announcement = item(2, {
  title: 'General Assembly 2027: call for nominations',
  category: 'ANNOUNCEMENT',
  isAnnouncement: true,
  content: 'Nominations are open until 31 December.',
  publishedAt: '2026-11-22T09:00:00.000Z',
});

function meMock(role: 'MEMBER' | 'MODERATOR' | 'ADMIN'): MockLink.MockedResponse {
  return {
    request: { query: MeDocument },
    result: {
      data: {
        me: {
          __typename: 'Viewer',
          id: 'me',
          fullName: 'Test Person',
          initials: 'TP',
          profileImage: null,
          role,
        },
      },
    },
    maxUsageCount: 10,
  };
}

function newsMock(news: unknown[], offset = 0): MockLink.MockedResponse {
  return {
    request: { query: NewsDocument, variables: { limit: 20, offset, bookmarkedOnly: false } },
    result: { data: { news } },
  };
}

function renderPage(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider cache={createCache()} mocks={mocks}>
      <MemoryRouter initialEntries={['/news']}>
        <NewsPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

// Typing in forms takes seconds when the two cores are shared with other test runs.
describe('NewsPage', { timeout: 20_000 }, () => {
  it('says there is no news yet, and shows the three category tiles', async () => {
    renderPage([meMock('MEMBER'), newsMock([])]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Legal News & Announcements',
    );
    await screen.findByText('No news available yet');
    const categories = screen.getByRole('region', { name: 'News Categories' });
    expect(
      within(categories)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Bar Association Updates', 'Legal Reforms', 'Professional Development']);
  });

  it('shows cards: title, author, long US date, badge, excerpt, paragraphs, Read More', async () => {
    renderPage([meMock('MEMBER'), newsMock([announcement, reform])]);
    const card = (await screen.findByRole('article', { name: reform.title })) as HTMLElement;
    expect(within(card).getByText('Sahra Mohamed Ali')).toBeTruthy();
    expect(within(card).getByText('November 20, 2026').getAttribute('datetime')).toBe(
      reform.publishedAt,
    );
    expect(within(card).getByText('Shorter time limits for appeals.')).toBeTruthy();
    const paragraphs = [...card.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toContain('The House adopted the amendments.');
    expect(paragraphs).toContain('Appeals must now be lodged within 21 days.');
    expect(within(card).queryByText('Announcement')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Read More' }).getAttribute('href')).toBe(
      '/news/n1',
    );
    expect(
      within(card).getByRole('button', { name: 'Bookmark' }).getAttribute('aria-pressed'),
    ).toBe('false');

    const first = screen.getAllByRole('article')[0] as HTMLElement;
    expect(within(first).getByRole('heading').textContent).toBe(announcement.title);
    expect(within(first).getByText('Announcement')).toBeTruthy();
  });

  it('writes the date in the long format of the interface language', async () => {
    await setLanguage('fr');
    renderPage([meMock('MEMBER'), newsMock([reform])]);
    await screen.findByText('20 novembre 2026');
  });

  it('filters the loaded news by title, excerpt or content as the member types', async () => {
    renderPage([meMock('MEMBER'), newsMock([announcement, reform])]);
    await screen.findByRole('article', { name: reform.title });
    const user = userEvent.setup({ delay: null });
    const search = screen.getByRole('searchbox', { name: 'Search news' });
    await user.type(search, 'APPEALS');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article', { name: reform.title })).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'nominations');
    expect(screen.getByRole('article', { name: announcement.title })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await user.type(search, ' nowhere');
    expect(screen.getByText('No news matches your search')).toBeTruthy();
  });

  it('hides Create Announcement from members', async () => {
    renderPage([meMock('MEMBER'), newsMock([reform])]);
    await screen.findByRole('article', { name: reform.title });
    expect(screen.queryByRole('button', { name: 'Create Announcement' })).toBeNull();
  });

  it('lets a moderator publish an announcement, with a toast and the list refreshed', async () => {
    const created = item(3, {
      title: 'Library closed on Thursday',
      category: 'ANNOUNCEMENT',
      isAnnouncement: true,
      content: 'The library is closed on Thursday.',
    });
    const createResult = vi.fn(() => ({ data: { createAnnouncement: created } }));
    renderPage([
      meMock('MODERATOR'),
      newsMock([reform]),
      {
        request: {
          query: CreateAnnouncementDocument,
          variables: {
            input: {
              title: 'Library closed on Thursday',
              excerpt: null,
              content: 'The library is closed on Thursday.',
            },
          },
        },
        result: createResult,
      },
      newsMock([created, reform]),
    ]);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Create Announcement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Announcement' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish Announcement' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);
    expect(createResult).not.toHaveBeenCalled();

    await user.type(
      within(dialog).getByRole('textbox', { name: /Title/ }),
      ' Library closed on Thursday ',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Content/ }),
      'The library is closed on Thursday.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Publish Announcement' }));
    await screen.findByRole('article', { name: 'Library closed on Thursday' });
    expect(createResult).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toastQueue.visibleToasts[0]?.content.description).toBe(
      'Your announcement has been published.',
    );
    expect(screen.getAllByRole('article')[0]?.textContent).toContain('Library closed on Thursday');
  });

  it('toggles a bookmark and shows the answer', async () => {
    renderPage([
      meMock('MEMBER'),
      newsMock([reform]),
      {
        request: { query: ToggleNewsBookmarkDocument, variables: { newsItemId: 'n1' } },
        result: {
          data: {
            toggleNewsBookmark: { __typename: 'NewsItem', id: 'n1', bookmarkedByMe: true },
          },
        },
      },
    ]);
    const card = await screen.findByRole('article', { name: reform.title });
    const bookmark = within(card).getByRole('button', { name: 'Bookmark' });
    await userEvent.setup({ delay: null }).click(bookmark);
    await vi.waitFor(() => expect(bookmark.getAttribute('aria-pressed')).toBe('true'));
  });

  it('copies the link when the browser cannot share, and says so', async () => {
    // user-event installs its own clipboard at setup: replace it afterwards.
    const user = userEvent.setup({ delay: null });
    const writeText = vi.fn(async () => undefined);
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      renderPage([meMock('MEMBER'), newsMock([reform])]);
      const card = await screen.findByRole('article', { name: reform.title });
      expect(typeof navigator.share).not.toBe('function');
      await user.click(within(card).getByRole('button', { name: 'Share' }));
      await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith(`${location.origin}/news/n1`));
      expect(toastQueue.visibleToasts[0]?.content.title).toBe('Link copied');
    } finally {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
    }
  });

  it("uses the device's share sheet when there is one", async () => {
    const shareSheet = vi.fn(async (_data: ShareData) => undefined);
    Object.defineProperty(navigator, 'share', { value: shareSheet, configurable: true });
    try {
      renderPage([meMock('MEMBER'), newsMock([reform])]);
      const card = await screen.findByRole('article', { name: reform.title });
      await userEvent
        .setup({ delay: null })
        .click(within(card).getByRole('button', { name: 'Share' }));
      await vi.waitFor(() =>
        expect(shareSheet).toHaveBeenCalledWith({
          title: reform.title,
          url: `${location.origin}/news/n1`,
        }),
      );
      expect(toastQueue.visibleToasts).toHaveLength(0);
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('offers Load more after a full page and appends the next page', async () => {
    const firstPage = Array.from({ length: 20 }, (_, index) => item(index + 10));
    renderPage([meMock('MEMBER'), newsMock(firstPage), newsMock([item(40)], 20)]);
    await screen.findByRole('article', { name: 'News item 10' });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: 'News item 40' });
    expect(screen.getAllByRole('article')).toHaveLength(21);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says the news could not be fetched', async () => {
    renderPage([
      meMock('MEMBER'),
      {
        request: {
          query: NewsDocument,
          variables: { limit: 20, offset: 0, bookmarkedOnly: false },
        },
        error: new Error('down'),
      },
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch news');
  });
});
