import type { NewsEntry } from './types.js';

// Shapes as the gateway answers them, for the component tests.
export function newsEntry(overrides: Partial<NewsEntry> = {}): NewsEntry {
  return {
    id: 'n1',
    title: 'Parliament adopts amendments to the Civil Procedure Code',
    excerpt: 'The amended code shortens the time limits for appeals.',
    content: 'The House adopted the amendments.\nAppeals must now be lodged within 21 days.',
    isAnnouncement: false,
    publishedAt: '2026-11-20T12:00:00.000Z',
    author: { id: 'u1', fullName: 'Sahra Mohamed Ali', profileImage: null, initials: 'SA' },
    bookmarkedByMe: false,
    ...overrides,
  };
}
