import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormattedExecutionResult, GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DiscussionDocument,
  RecordDiscussionViewDocument,
  ToggleDiscussionLikeDocument,
} from '../../generated/graphql.js';
import { initI18n } from '../../i18n/i18n.js';
import { createCache } from '../../lib/apollo.js';
import DiscussionPage from './DiscussionPage.js';

beforeAll(async () => {
  await initI18n();
});

const ID = '9593795e-1e5a-87a0-90d2-76ce3902ae08';

const discussion = {
  __typename: 'Discussion' as const,
  id: ID,
  title: 'Witness protection in clan-related cases',
  contentText: 'Witnesses are often pressured. Have courts ordered closed hearings?',
  content: 'Witnesses are often pressured.\nHave courts ordered closed hearings?',
  editedAt: null,
  deleted: false,
  hidden: false,
  flaggedByMe: false,
  revisions: null,
  contentHtml: '<p>Witnesses are often pressured.<br>\nHave courts ordered closed hearings?</p>',
  createdAt: '2026-11-05T18:00:00.000Z',
  lastActivityAt: '2026-11-05T18:00:00.000Z',
  author: {
    __typename: 'Author' as const,
    id: 'u1',
    fullName: 'Hamza Ali Barre',
    profileImage: null,
    initials: 'HB',
  },
  practiceArea: null,
  replies: 0,
  views: 12,
  likes: 3,
  likedByMe: false,
  watchedByMe: false,
  replyList: [],
};

function viewMock(result: () => FormattedExecutionResult) {
  return {
    request: { query: RecordDiscussionViewDocument, variables: { discussionId: ID } },
    result: vi.fn(result),
    // Stays available after the first use, so that a second call would be counted too.
    maxUsageCount: 5,
  } satisfies MockLink.MockedResponse;
}

function renderPage(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider cache={createCache()} mocks={mocks}>
      <MemoryRouter initialEntries={[`/discussions/${ID}`]}>
        <Routes>
          <Route path="/discussions/:id" element={<DiscussionPage />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('DiscussionPage', () => {
  it('shows the discussion, records one view and shows the new view count', async () => {
    const view = viewMock(() => ({
      data: { recordDiscussionView: { __typename: 'Discussion', id: ID, views: 13 } },
    }));
    renderPage([
      {
        request: { query: DiscussionDocument, variables: { id: ID } },
        result: { data: { discussion } },
      },
      view,
    ]);
    await screen.findByRole('heading', { level: 1, name: discussion.title });
    expect(screen.getByText(/Have courts ordered closed hearings\?/)).toBeTruthy();
    await screen.findByText('13 views');
    expect(view.result).toHaveBeenCalledTimes(1);
  });

  it('shows a like at once, before the gateway answers, and keeps its answer', async () => {
    renderPage([
      {
        request: { query: DiscussionDocument, variables: { id: ID } },
        result: { data: { discussion } },
      },
      viewMock(() => ({
        data: { recordDiscussionView: { __typename: 'Discussion', id: ID, views: 13 } },
      })),
      {
        request: { query: ToggleDiscussionLikeDocument, variables: { discussionId: ID } },
        result: {
          data: {
            toggleDiscussionLike: { __typename: 'Discussion', id: ID, likes: 5, likedByMe: true },
          },
        },
        // Long enough to see what shows meanwhile, on a busy machine too.
        delay: 3_000,
      },
    ]);
    await screen.findByText('3 likes');
    await userEvent.click(screen.getByRole('button', { name: /Like/ }));
    // The optimistic answer: one more like, and the button pressed, while the request is out.
    await screen.findByText('4 likes');
    expect(screen.getByRole('button', { name: /Like/ }).getAttribute('aria-pressed')).toBe('true');
    // The gateway's count (someone else liked too) replaces it.
    await screen.findByText('5 likes');
  });

  it('says the discussion was not found, with a link back, on NOT_FOUND', async () => {
    renderPage([
      {
        request: { query: DiscussionDocument, variables: { id: ID } },
        result: {
          errors: [new GraphQLError('Discussion not found', { extensions: { code: 'NOT_FOUND' } })],
        },
      },
      viewMock(() => ({
        errors: [new GraphQLError('Discussion not found', { extensions: { code: 'NOT_FOUND' } })],
      })),
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Discussion Not Found' });
    expect(screen.getByText('This discussion does not exist or has been removed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Discussions' }).getAttribute('href')).toBe(
      '/discussions',
    );
  });
});
