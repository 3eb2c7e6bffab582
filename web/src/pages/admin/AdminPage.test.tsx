import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AdminConsultationsDocument,
  AdminStatsDocument,
  DecideContentDocument,
  DecideFlaggedPostDocument,
  DecideNewsDocument,
  FlaggedPostsDocument,
  PendingContentDocument,
  PendingNewsDocument,
  PendingReviewsDocument,
} from '../../generated/graphql.js';
import { initI18n, setLanguage } from '../../i18n/i18n.js';
import { createCache } from '../../lib/apollo.js';
import { toastQueue } from '../../ui/toast/toast.js';
import AdminPage from './AdminPage.js';

beforeAll(async () => {
  await initI18n();
});

afterEach(async () => {
  await setLanguage('en');
  for (const visible of toastQueue.visibleToasts) toastQueue.close(visible.key);
});

const toasts = () => toastQueue.visibleToasts.map((visible) => visible.content);

function stats(pendingNews: number, submittedNews: number, events = 1, social = 1, flagged = 0) {
  return {
    __typename: 'AdminStats' as const,
    pendingNews,
    pendingReviews: 1,
    totalConsultations: 12,
    totalMembers: 1234,
    pendingContent: submittedNews + events + social,
    newsQueue: pendingNews + submittedNews,
    eventsQueue: events,
    socialQueue: social,
    flaggedPosts: flagged,
  };
}

const CONTENT = { types: ['EVENT', 'SOCIAL'] };
const NEWS = { types: ['NEWS'] };
/** The answer to the submitted content of one queue. */
const contentMock = (variables: typeof CONTENT, pendingContent: unknown[]) => ({
  request: { query: PendingContentDocument, variables },
  result: { data: { pendingContent } },
});

function submission(overrides: Record<string, unknown>) {
  return {
    __typename: 'Submission' as const,
    id: 's1',
    type: 'NEWS',
    status: 'PENDING',
    title: 'Reform of the civil code',
    excerpt: 'Short version',
    content: 'The whole text.',
    newsCategory: 'LEGAL_UPDATES',
    eventCategory: null,
    priority: 'URGENT',
    author: { __typename: 'SubmissionAuthor' as const, id: 'u1', fullName: 'Amina Yusuf' },
    createdAt: new Date(2026, 10, 20, 14, 5).toISOString(),
    scheduledDate: null,
    socialMediaLinks: null,
    eventDate: null,
    location: null,
    registrationRequired: false,
    maxAttendees: null,
    platform: null,
    postUrl: null,
    hashtags: null,
    scheduledShare: null,
    targetAudience: null,
    rejectionReason: null,
    decidedAt: null,
    resubmitted: false,
    resubmissionOf: null,
    ...overrides,
  };
}

const newsItem = submission({});
const eventItem = submission({
  id: 's2',
  type: 'EVENT',
  title: 'Annual conference',
  excerpt: null,
  content: 'Two days of talks.',
  newsCategory: null,
  eventCategory: 'CONFERENCE',
  priority: 'NORMAL',
  eventDate: new Date(2027, 2, 14, 9, 30).toISOString(),
  scheduledDate: new Date(2027, 2, 14, 9, 30).toISOString(),
  location: 'Mogadishu',
  registrationRequired: true,
  maxAttendees: 50,
});
const socialItem = submission({
  id: 's3',
  type: 'SOCIAL',
  title: null,
  excerpt: null,
  content: 'Join our legal aid day.',
  newsCategory: null,
  priority: 'NORMAL',
  platform: 'LINKEDIN',
  targetAudience: 'GENERAL_PUBLIC',
  hashtags: '#legalaid',
  scheduledShare: null,
});

const pendingNews = {
  __typename: 'PendingNews' as const,
  id: 'n1',
  title: 'Court fees revised',
  excerpt: null,
  content: 'New fees apply.',
  category: 'LEGAL_UPDATES',
  createdAt: new Date(2026, 10, 19, 8, 0).toISOString(),
  status: 'PENDING',
  author: { __typename: 'ModerationName' as const, fullName: 'Omar Ali' },
};

function consultation(index: number) {
  return {
    __typename: 'AdminConsultation' as const,
    id: `c${index}`,
    clientName: `Client ${index}`,
    clientEmail: `client${index}@example.org`,
    clientPhone: null,
    consultationType: 'legal-advice',
    description: 'Help with a lease.',
    preferredDate: null,
    createdAt: new Date(2026, 10, 18, 10, 0).toISOString(),
    status: 'PENDING',
    lawyer: { __typename: 'ModerationName' as const, fullName: 'Lawyer Name' },
  };
}

function baseMocks(
  submittedNews: unknown[] = [newsItem],
  content: unknown[] = [eventItem, socialItem],
  flagged: unknown[] = [],
): MockLink.MockedResponse[] {
  return [
    {
      request: { query: AdminStatsDocument },
      result: {
        data: {
          adminStats: stats(
            1,
            submittedNews.length,
            content.length > 0 ? 1 : 0,
            content.length > 1 ? 1 : 0,
            flagged.length,
          ),
        },
      },
    },
    contentMock(CONTENT, content),
    contentMock(NEWS, submittedNews),
    { request: { query: PendingNewsDocument }, result: { data: { pendingNews: [pendingNews] } } },
    { request: { query: PendingReviewsDocument }, result: { data: { pendingReviews: [] } } },
    { request: { query: FlaggedPostsDocument }, result: { data: { flaggedPosts: flagged } } },
    {
      request: { query: AdminConsultationsDocument, variables: { limit: 10, offset: 0 } },
      result: {
        data: { consultations: Array.from({ length: 10 }, (_, i) => consultation(i + 1)) },
      },
    },
  ];
}

function renderPage(mocks: MockLink.MockedResponse[], entry = '/admin') {
  render(
    <MockedProvider cache={createCache()} mocks={mocks}>
      <MemoryRouter initialEntries={[entry]}>
        <AdminPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('AdminPage', { timeout: 20_000 }, () => {
  it('shows the stat cards, one queue per kind with its count, and only the fields that are set', async () => {
    renderPage(baseMocks(), '/admin?tab=news');
    const figures = await screen.findByRole('region', { name: 'Moderation figures' });
    await within(figures).findByText('1,234');
    expect(within(figures).getByText('Pending news')).toBeTruthy();
    expect(within(figures).getByText('Pending reviews')).toBeTruthy();
    expect(within(figures).getByText('Consultations')).toBeTruthy();
    expect(within(figures).getByText('Members')).toBeTruthy();

    // Each queue's tab carries its pending count (from the stats).
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'Pending Content2',
        // The news item and the submitted news: one queue, each once.
        'News2',
        'Reviews1',
        'Flagged posts0',
        'Consultations',
      ]),
    );
    expect(screen.getByRole('tab', { name: /^News/ }).getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('heading', { name: 'Court fees revised' });

    const news = (await screen.findByRole('heading', { name: 'Reform of the civil code' })).closest(
      'article',
    ) as HTMLElement;
    // The flag (a word, not a colour alone) and the priority value.
    expect(within(news).getAllByText('Urgent')).toHaveLength(2);
    expect(within(news).getByText('Legal updates')).toBeTruthy();
    expect(within(news).getByText('Amina Yusuf')).toBeTruthy();
    expect(within(news).getByText('20/11/2026 14:05')).toBeTruthy();
    // Compact: no "Not specified" rows, and the type and title are not repeated as rows.
    expect(within(news).queryByText('Not specified')).toBeNull();
    expect(within(news).queryByText('Title')).toBeNull();
    expect(within(news).queryByText('Type')).toBeNull();
    expect(within(news).getByText('Pending')).toBeTruthy();
    expect(within(news).getByRole('button', { name: 'Approve & Publish' })).toBeTruthy();
    expect(within(news).getByRole('button', { name: 'Reject' })).toBeTruthy();

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('tab', { name: /^Pending Content/ }));
    // The content queue's filters, each with its count; news is not in this queue.
    const filters = await screen.findByRole('navigation', { name: 'Kinds of content' });
    expect(
      within(filters)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All2', 'Events1', 'Social posts1']);
    expect(screen.queryByRole('heading', { name: 'Reform of the civil code' })).toBeNull();
    const event = screen
      .getByRole('heading', { name: 'Annual conference' })
      .closest('article') as HTMLElement;
    expect(within(event).getByText('Mogadishu')).toBeTruthy();
    expect(within(event).getByText('50')).toBeTruthy();
    expect(within(event).getAllByText('14/03/2027 09:30').length).toBeGreaterThan(0);
    expect(within(event).queryByText('Urgent')).toBeNull();

    const social = screen
      .getByRole('heading', { name: 'Join our legal aid day.' })
      .closest('article') as HTMLElement;
    expect(within(social).getByText('LinkedIn')).toBeTruthy();
    expect(within(social).getByText('General public')).toBeTruthy();
    expect(within(social).getByText('#legalaid')).toBeTruthy();
    expect(within(social).queryByText('Not specified')).toBeNull();
  });

  it('approves submitted content, shows the notice and refetches the list and the stats', async () => {
    const decided = vi.fn(() => ({
      data: {
        decideContent: {
          __typename: 'ModerationResult',
          id: 's1',
          status: 'APPROVED',
          approved: true,
          reason: null,
          applied: true,
        },
      },
    }));
    renderPage(
      [
        ...baseMocks([newsItem], []),
        {
          request: {
            query: DecideContentDocument,
            variables: { type: 'NEWS', input: { id: 's1', approved: true, reason: null } },
          },
          result: decided,
        },
        contentMock(CONTENT, []),
        contentMock(NEWS, []),
        { request: { query: AdminStatsDocument }, result: { data: { adminStats: stats(1, 0) } } },
      ],
      '/admin?tab=news',
    );
    await setLanguage('fr');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Approuver & Publier' }));
    // Publishing asks first: Cancel before the button that publishes.
    const confirm = await screen.findByRole('dialog', {
      name: 'Publier « Reform of the civil code » ?',
    });
    expect([...confirm.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Annuler',
      'Approuver & Publier',
    ]);
    expect(decided).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Approuver & Publier' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        title: 'Contenu traité',
        // The spec's notice, then which decision it was.
        description: 'Le contenu a été traité avec succès. Approuvé et publié.',
        variant: 'default',
      }),
    );
    expect(decided).toHaveBeenCalled();
    await screen.findByRole('heading', { name: 'Court fees revised' });
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Reform of the civil code' })).toBeNull(),
    );
  });

  it('a decision recorded but not applied yet: says it will be applied shortly, then the lists refresh', async () => {
    renderPage(
      [
        ...baseMocks([newsItem], []),
        {
          request: {
            query: DecideContentDocument,
            variables: { type: 'NEWS', input: { id: 's1', approved: true, reason: null } },
          },
          result: {
            data: {
              decideContent: {
                __typename: 'ModerationResult',
                id: 's1',
                status: 'PENDING',
                approved: true,
                reason: null,
                applied: false,
              },
            },
          },
        },
        // The refetch right after the call still shows it pending; the next one does not.
        contentMock(CONTENT, []),
        contentMock(NEWS, [newsItem]),
        { request: { query: AdminStatsDocument }, result: { data: { adminStats: stats(1, 1) } } },
        contentMock(CONTENT, []),
        contentMock(NEWS, []),
        { request: { query: AdminStatsDocument }, result: { data: { adminStats: stats(1, 0) } } },
      ],
      '/admin?tab=news',
    );
    await setLanguage('fr');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Approuver & Publier' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Approuver & Publier',
      }),
    );
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        title: 'Décision enregistrée',
        description:
          "Votre décision a été enregistrée et sera appliquée sous peu. Les listes se mettront à jour d'elles-mêmes.",
        variant: 'default',
      }),
    );
    expect(toasts()).not.toContainEqual(expect.objectContaining({ title: 'Contenu traité' }));
    await waitFor(
      () => expect(screen.queryByRole('heading', { name: 'Reform of the civil code' })).toBeNull(),
      { timeout: 10_000 },
    );
  });

  it('rejects pending news with a reason and shows the news notice', async () => {
    const decided = vi.fn(() => ({
      data: {
        decideNews: {
          __typename: 'ModerationResult',
          id: 'n1',
          status: 'REJECTED',
          approved: false,
          reason: 'Duplicate',
          applied: true,
        },
      },
    }));
    renderPage(
      [
        ...baseMocks([]),
        {
          request: {
            query: DecideNewsDocument,
            variables: { input: { id: 'n1', approved: false, reason: 'Duplicate' } },
          },
          result: decided,
        },
        { request: { query: PendingNewsDocument }, result: { data: { pendingNews: [] } } },
        { request: { query: AdminStatsDocument }, result: { data: { adminStats: stats(0, 0) } } },
      ],
      '/admin?tab=news',
    );
    await setLanguage('fr');
    const user = userEvent.setup({ delay: null });
    const card = (await screen.findByRole('heading', { name: 'Court fees revised' })).closest(
      'article',
    ) as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Rejeter' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Motif (facultatif)' }),
      'Duplicate',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Rejeter' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        title: 'Statut mis à jour',
        description: "Le statut de l'actualité a été mis à jour. Rejeté : il ne sera pas publié.",
        variant: 'default',
      }),
    );
    expect(decided).toHaveBeenCalled();
    await screen.findByText("Aucune actualité en attente d'approbation");
  });

  it('says clearly when the item was already decided (CONFLICT)', async () => {
    renderPage(
      [
        ...baseMocks([newsItem], []),
        {
          request: {
            query: DecideContentDocument,
            variables: { type: 'NEWS', input: { id: 's1', approved: true, reason: null } },
          },
          result: {
            errors: [{ message: 'Already decided.', extensions: { code: 'CONFLICT' } }],
          },
        },
        contentMock(CONTENT, []),
        contentMock(NEWS, []),
        { request: { query: AdminStatsDocument }, result: { data: { adminStats: stats(1, 0) } } },
      ],
      '/admin?tab=news',
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Approve & Publish' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve & Publish' }),
    );
    await waitFor(() =>
      expect(toasts()).toContainEqual(expect.objectContaining({ title: 'Already decided' })),
    );
  });

  it('says the moderation service is unavailable (SERVICE_UNAVAILABLE), nothing changed', async () => {
    renderPage(
      [
        ...baseMocks([newsItem], []),
        {
          request: {
            query: DecideContentDocument,
            variables: { type: 'NEWS', input: { id: 's1', approved: true, reason: null } },
          },
          result: {
            errors: [{ message: 'Queue down.', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
          },
        },
      ],
      '/admin?tab=news',
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Approve & Publish' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve & Publish' }),
    );
    await waitFor(() =>
      expect(toasts()).toContainEqual(
        expect.objectContaining({ title: 'Moderation unavailable', variant: 'destructive' }),
      ),
    );
    expect(screen.getByRole('heading', { name: 'Reform of the civil code' })).toBeTruthy();
  });

  it('lists flagged posts with their count and reasons; Keep decides at once', async () => {
    const flaggedPost = {
      __typename: 'FlaggedPost' as const,
      kind: 'REPLY',
      id: 'r1',
      discussionId: 'd1',
      discussionTitle: 'Bail conditions',
      content: 'Hire my firm today.',
      author: { __typename: 'FlaggedPostAuthor' as const, id: 'u2', fullName: 'Hodan Farah' },
      createdAt: new Date(2026, 10, 20, 9, 0).toISOString(),
      hidden: true,
      flagCount: 2,
      flags: [
        {
          __typename: 'PostFlag' as const,
          reason: 'SPAM',
          note: null,
          flaggerName: 'Omar Ali',
          createdAt: new Date(2026, 10, 20, 10, 0).toISOString(),
        },
        {
          __typename: 'PostFlag' as const,
          reason: 'OTHER',
          note: 'An advertisement.',
          flaggerName: 'Amina Yusuf',
          createdAt: new Date(2026, 10, 20, 11, 0).toISOString(),
        },
      ],
      firstFlaggedAt: new Date(2026, 10, 20, 10, 0).toISOString(),
    };
    const decided = vi.fn(() => ({
      data: {
        decideFlaggedPost: {
          __typename: 'FlagDecisionResult',
          outcome: 'KEPT',
          flaggers: 2,
          hidden: false,
        },
      },
    }));
    renderPage(
      [
        ...baseMocks([newsItem], [eventItem, socialItem], [flaggedPost]),
        {
          request: {
            query: DecideFlaggedPostDocument,
            variables: {
              input: { kind: 'REPLY', id: 'r1', outcome: 'KEPT', reason: null, content: null },
            },
          },
          result: decided,
        },
        { request: { query: FlaggedPostsDocument }, result: { data: { flaggedPosts: [] } } },
        { request: { query: AdminStatsDocument }, result: { data: { adminStats: stats(1, 1) } } },
      ],
      '/admin?tab=flags',
    );
    const card = (await screen.findByRole('link', { name: 'Bail conditions' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByText('2 flags')).toBeTruthy();
    expect(within(card).getByText('Hidden until you decide')).toBeTruthy();
    expect(within(card).getByText('Spam')).toBeTruthy();
    expect(within(card).getByText('An advertisement.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Hide…' }).getAttribute('href')).toBe(
      '/admin?tab=flags&deciding=reply%3Ar1%3Ahide',
    );
    const user = userEvent.setup({ delay: null });
    await user.click(within(card).getByRole('button', { name: 'Keep post' }));
    await waitFor(() => expect(decided).toHaveBeenCalled());
    await screen.findByText('No flagged posts waiting');
  });

  it('lists at most 10 consultations with a link to all of them', async () => {
    renderPage(baseMocks(), '/admin?tab=consultations');
    await screen.findByRole('heading', { name: 'Client 1' });
    expect(screen.getAllByRole('heading', { name: /^Client \d+$/ })).toHaveLength(10);
    expect(
      screen.getByRole('link', { name: 'See all consultation requests' }).getAttribute('href'),
    ).toBe('/admin?tab=consultations&all=1');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('shows the empty message and the Arabic status words', async () => {
    await setLanguage('ar');
    renderPage(baseMocks([], []), '/admin');
    await screen.findByText('لا يوجد محتوى بانتظار الموافقة');
  });
});
