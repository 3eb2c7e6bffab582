import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MySubmissionsDocument, SubmitSocialPostDocument } from '../../generated/graphql.js';
import { formatDate } from '../../i18n/dates.js';
import { initI18n, setLanguage } from '../../i18n/i18n.js';
import { createCache } from '../../lib/apollo.js';
import { toastQueue } from '../../ui/toast/toast.js';
import SubmitContentPage from './SubmitContentPage.js';

beforeAll(async () => {
  await initI18n();
});

afterEach(async () => {
  await setLanguage('en');
  for (const visible of toastQueue.visibleToasts) toastQueue.close(visible.key);
});

function submission(overrides: Record<string, unknown>) {
  return {
    __typename: 'Submission' as const,
    id: 's1',
    type: 'NEWS',
    status: 'PENDING',
    title: 'Reform of the civil code',
    excerpt: null,
    content: 'The whole text.',
    newsCategory: null,
    eventCategory: null,
    priority: 'NORMAL',
    author: { __typename: 'SubmissionAuthor' as const, id: 'me', fullName: 'Test Person' },
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

const mine = [
  submission({}),
  submission({
    id: 's2',
    type: 'EVENT',
    title: 'Annual conference',
    status: 'REJECTED',
    rejectionReason: 'Date clashes with the assembly.',
  }),
  submission({
    id: 's3',
    type: 'SOCIAL',
    title: null,
    content: 'Legal aid day',
    status: 'APPROVED',
  }),
  submission({ id: 's4', title: 'Odd one', status: 'ARCHIVED' }),
];

function mineMock(list: unknown[]): MockLink.MockedResponse {
  return {
    request: { query: MySubmissionsDocument, variables: { limit: 50 } },
    result: { data: { mySubmissions: list } },
  };
}

function renderPage(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider cache={createCache()} mocks={mocks}>
      <MemoryRouter initialEntries={['/submit-content']}>
        <SubmitContentPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('SubmitContentPage', { timeout: 20_000 }, () => {
  it('explains the three steps, offers three tabs and states the processing times', async () => {
    renderPage([mineMock([])]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Submit Content');
    expect(screen.getByText(/for approval and publication by the administration/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '1. Submission' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '2. Administrative review' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '3. Publication' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'News',
      'Events',
      'Social media',
    ]);
    for (const time of [
      'Normal news: 24-48h',
      'Urgent news: 2-4h',
      'Events: 72h',
      'Social posts: 12-24h',
      'Scheduled content: according to its schedule',
    ]) {
      expect(screen.getByText(time)).toBeTruthy();
    }
    await screen.findByText('You have not submitted anything yet.');
  });

  it('lists my submissions in French with their status words and the rejection reason', async () => {
    await setLanguage('fr');
    renderPage([mineMock(mine)]);
    const list = await screen.findByRole('region', { name: 'Mes soumissions' });
    await within(list).findByText('Reform of the civil code');
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('En attente')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Rejeté')).toBeTruthy();
    expect(
      within(items[1] as HTMLElement).getByText('Motif : Date clashes with the assembly.'),
    ).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText('Approuvé')).toBeTruthy();
    // An unknown status shows as pending.
    expect(within(items[3] as HTMLElement).getByText('En attente')).toBeTruthy();
    expect(
      within(items[0] as HTMLElement).getByText(
        `Soumis le ${formatDate(new Date(2026, 10, 20, 14, 5), 'fr', 'dateTime')}`,
      ),
    ).toBeTruthy();
  });

  it('sends a social post with the GraphQL enum values, toasts and refreshes my submissions', async () => {
    const sent = vi.fn(() => ({
      data: {
        submitSocialPost: submission({
          id: 's9',
          type: 'SOCIAL',
          title: null,
          content: 'Join us on Friday.',
          platform: 'LINKEDIN',
        }),
      },
    }));
    renderPage([
      mineMock([]),
      {
        request: {
          query: SubmitSocialPostDocument,
          variables: {
            input: {
              platform: 'LINKEDIN',
              postUrl: null,
              content: 'Join us on Friday.',
              hashtags: '#law',
              scheduledShare: null,
              targetAudience: 'LEGAL_PROFESSIONALS',
            },
          },
        },
        result: sent,
      },
      mineMock([
        submission({ id: 's9', type: 'SOCIAL', title: null, content: 'Join us on Friday.' }),
      ]),
    ]);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('tab', { name: 'Social media' }));
    const panel = screen.getByRole('tabpanel');
    await user.click(within(panel).getByRole('button', { name: /Platform/ }));
    await user.click(await screen.findByRole('option', { name: 'LinkedIn' }));
    await user.click(within(panel).getByRole('button', { name: /Target audience/ }));
    await user.click(await screen.findByRole('option', { name: 'Legal professionals' }));
    await user.type(
      within(panel).getByRole('textbox', { name: /Post content/ }),
      'Join us on Friday.',
    );
    await user.type(within(panel).getByRole('textbox', { name: 'Hashtags' }), '#law');
    await user.click(within(panel).getByRole('button', { name: 'Submit post' }));
    await waitFor(() =>
      expect(toastQueue.visibleToasts.map((v) => v.content.title)).toContain(
        'Social post submitted',
      ),
    );
    expect(sent).toHaveBeenCalled();
    const list = screen.getByRole('region', { name: 'My submissions' });
    await within(list).findByText('Join us on Friday.');
  });

  it('keeps a half-typed news form when switching tabs', async () => {
    renderPage([mineMock([])]);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Draft title');
    await user.click(screen.getByRole('tab', { name: 'Events' }));
    await user.click(screen.getByRole('tab', { name: 'News' }));
    expect((screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe(
      'Draft title',
    );
  });
});
