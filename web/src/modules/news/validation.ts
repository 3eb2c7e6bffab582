import { type LengthProblem, lengthProblem } from '../discussions/index.js';

// The server's limits for an announcement (createAnnouncement), checked before sending so that
// the author sees the problem at once; the server checks them again.
export const ANNOUNCEMENT_TITLE = { min: 3, max: 200 } as const;
export const ANNOUNCEMENT_EXCERPT_MAX = 500;
export const ANNOUNCEMENT_CONTENT = { min: 10, max: 20000 } as const;

export type { LengthProblem };

export function announcementTitleProblem(title: string): LengthProblem | null {
  return lengthProblem(title, ANNOUNCEMENT_TITLE.min, ANNOUNCEMENT_TITLE.max);
}

/** The excerpt is optional: only too long is a problem. */
export function announcementExcerptProblem(excerpt: string): LengthProblem | null {
  const length = Array.from(excerpt.trim()).length;
  return length > ANNOUNCEMENT_EXCERPT_MAX
    ? { kind: 'tooLong', max: ANNOUNCEMENT_EXCERPT_MAX }
    : null;
}

export function announcementContentProblem(content: string): LengthProblem | null {
  return lengthProblem(content, ANNOUNCEMENT_CONTENT.min, ANNOUNCEMENT_CONTENT.max);
}
