import type { DiscussionDetail, DiscussionSummary } from './types.js';

// Shapes as the gateway answers them, for the component tests.
export const criminalArea = {
  id: 'area-criminal',
  slug: 'criminal',
  names: { en: 'Criminal', so: 'Dambiyada', ar: 'الجنائي', fr: 'Pénal' },
};

export function summary(overrides: Partial<DiscussionSummary> = {}): DiscussionSummary {
  return {
    id: 'd1',
    title: 'Bail conditions after the new procedure code',
    contentText: 'How are courts applying the new bail rules?',
    createdAt: '2026-03-05T10:00:00.000Z',
    lastActivityAt: '2026-03-06T09:00:00.000Z',
    author: { id: 'u1', fullName: 'Amina Warsame', profileImage: null, initials: 'AW' },
    practiceArea: criminalArea,
    replies: 1,
    views: 12,
    likes: 3,
    ...overrides,
  };
}

export function detail(overrides: Partial<DiscussionDetail> = {}): DiscussionDetail {
  return {
    ...summary(),
    content: 'How are courts applying the new bail rules?',
    contentHtml: '<p>How are courts applying the new bail rules?</p>',
    editedAt: null,
    deleted: false,
    revisions: null,
    likedByMe: false,
    watchedByMe: false,
    replyList: [],
    ...overrides,
  };
}
