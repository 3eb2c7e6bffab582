import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RecentSocialActivityDocument } from '../../generated/public/social.js';
import { initI18n, setLanguage } from '../../i18n/i18n.js';
import { VISITS_STORAGE_KEY } from '../../modules/social/networks.js';
import { type GraphQLFetchMock, mockGraphQLFetch } from '../../test/graphqlFetch.js';
import { toastQueue } from '../../ui/toast/toast.js';
import SocialConnectPage from './SocialConnectPage.js';

beforeAll(async () => {
  await initI18n();
});

afterEach(async () => {
  await setLanguage('en');
  for (const visible of toastQueue.visibleToasts) toastQueue.close(visible.key);
  vi.restoreAllMocks();
  localStorage.clear();
});

const toasts = () => toastQueue.visibleToasts.map((visible) => visible.content);

function activityMock(entries: unknown[]): GraphQLFetchMock {
  return {
    query: RecentSocialActivityDocument,
    variables: { limit: 3 },
    result: { data: { recentSocialActivity: entries } },
  };
}

const post = {
  __typename: 'SocialActivity' as const,
  id: 'p1',
  platform: 'LINKEDIN',
  content: 'Legal aid day on Saturday.',
  hashtags: '#legalaid',
  postUrl: 'https://www.linkedin.com/posts/1',
  externalUrl: null,
  publishedAt: '2026-11-20T12:00:00.000Z',
};

function renderPage(mocks: GraphQLFetchMock[]) {
  mockGraphQLFetch(mocks);
  render(
    <MemoryRouter initialEntries={['/social-connect']}>
      <SocialConnectPage />
    </MemoryRouter>,
  );
}

describe('SocialConnectPage', { timeout: 20_000 }, () => {
  it('shows two network cards with their configured follower counts and badges', async () => {
    renderPage([activityMock([post])]);
    const facebook = screen.getByRole('article', { name: 'Facebook' });
    expect(within(facebook).getByText('16,805 followers')).toBeTruthy();
    expect(within(facebook).getByText('Social network')).toBeTruthy();
    expect(within(facebook).getByText('Verified')).toBeTruthy();
    expect(within(facebook).getByText('High engagement')).toBeTruthy();
    const linkedin = screen.getByRole('article', { name: 'LinkedIn' });
    expect(within(linkedin).getByText('2,340 followers')).toBeTruthy();
    expect(within(linkedin).getByText('Professional network')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Why follow us' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow on LinkedIn' })).toBeTruthy();
    const activity = screen.getByRole('region', { name: 'Recent activity' });
    await within(activity).findByText('Legal aid day on Saturday.');
    expect(within(activity).getByRole('link', { name: 'Open the post' }).getAttribute('href')).toBe(
      post.postUrl,
    );
  });

  it('opens a network in a new tab, records the visit and says so', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderPage([activityMock([])]);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Visit Facebook' }));
    expect(open).toHaveBeenCalledWith('https://www.facebook.com/', '_blank', 'noopener,noreferrer');
    expect(JSON.parse(localStorage.getItem(VISITS_STORAGE_KEY) ?? '{}')).toHaveProperty('facebook');
    expect(toasts()).toContainEqual({
      title: 'Network Opened',
      description: 'Facebook page opened in new tab. Follow us for updates!',
      variant: 'default',
    });
    expect(screen.getByText(/^Last visited/)).toBeTruthy();
  });

  it('copies the text to the clipboard when the device has no share sheet', async () => {
    renderPage([activityMock([])]);
    const user = userEvent.setup({ delay: null });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Share LinkedIn' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        title: 'Content Copied',
        description: 'Content copied to clipboard for sharing',
        variant: 'default',
      }),
    );
    expect(writeText).toHaveBeenCalledWith(
      'Follow the National Bar Association on LinkedIn: https://www.linkedin.com/',
    );
  });

  it('uses the device share sheet when there is one', async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderPage([activityMock([])]);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Share Facebook' }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(toasts()).toEqual([]);
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });

  it('counts followers with Arabic plural forms', async () => {
    await setLanguage('ar');
    renderPage([activityMock([])]);
    const facebook = screen.getByRole('article', { name: 'Facebook' });
    expect(within(facebook).getByText(/متابع/)).toBeTruthy();
    await screen.findByText('لم يُنشر شيء بعد.');
  });
});
