// Spec §3's fixed value sets and §4's defaults for the Submit Content forms. The values are the
// spec's own (kebab-case); the hooks turn them into the GraphQL enum names when sending.

export const NEWS_CATEGORIES = [
  'legal-updates',
  'member-spotlight',
  'legal-education',
  'community',
  'association-news',
] as const;
export type NewsCategoryValue = (typeof NEWS_CATEGORIES)[number];

export const PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type PriorityValue = (typeof PRIORITIES)[number];

export const EVENT_CATEGORIES = [
  'conference',
  'workshop',
  'seminar',
  'networking',
  'training',
  'meeting',
] as const;
export type EventCategoryValue = (typeof EVENT_CATEGORIES)[number];

export const PLATFORMS = [
  'facebook',
  'linkedin',
  'twitter',
  'instagram',
  'youtube',
  'multiple',
] as const;
export type PlatformValue = (typeof PLATFORMS)[number];

export const AUDIENCES = [
  'members',
  'legal-professionals',
  'general-public',
  'students',
  'international',
] as const;
export type AudienceValue = (typeof AUDIENCES)[number];

/** An optional select left at its prompt. */
export const NONE = 'none' as const;
export type Optional<T> = T | typeof NONE;

export interface NewsSubmissionValues {
  title: string;
  content: string;
  excerpt: string;
  category: Optional<NewsCategoryValue>;
  socialMediaLinks: string;
  /** The value of a datetime-local input ('' when none). */
  scheduledDate: string;
  priority: PriorityValue;
}

export interface EventSubmissionValues {
  title: string;
  description: string;
  /** The value of a datetime-local input. */
  eventDate: string;
  location: string;
  category: Optional<EventCategoryValue>;
  registrationRequired: boolean;
  /** Text from a number input; sent only when registration is required. */
  maxAttendees: string;
  socialMediaPromotion: boolean;
}

export interface SocialSubmissionValues {
  platform: Optional<PlatformValue>;
  postUrl: string;
  content: string;
  hashtags: string;
  scheduledShare: string;
  targetAudience: Optional<AudienceValue>;
}

// Spec §4: priority normal, promotion switch on, all else empty.
export const NEWS_DEFAULTS: NewsSubmissionValues = {
  title: '',
  content: '',
  excerpt: '',
  category: NONE,
  socialMediaLinks: '',
  scheduledDate: '',
  priority: 'normal',
};

export const EVENT_DEFAULTS: EventSubmissionValues = {
  title: '',
  description: '',
  eventDate: '',
  location: '',
  category: NONE,
  registrationRequired: false,
  maxAttendees: '',
  socialMediaPromotion: true,
};

export const SOCIAL_DEFAULTS: SocialSubmissionValues = {
  platform: NONE,
  postUrl: '',
  content: '',
  hashtags: '',
  scheduledShare: '',
  targetAudience: NONE,
};

/** 'legal-updates' → 'LEGAL_UPDATES' (the GraphQL enum name of a spec value). */
export function enumName<T extends string>(value: T): Uppercase<string> {
  return value.toUpperCase().replaceAll('-', '_') as Uppercase<string>;
}

/** 'LEGAL_UPDATES' or 'legal-updates' → 'legal-updates'. */
export function specValue(value: string): string {
  return value.toLowerCase().replaceAll('_', '-');
}

/** A datetime-local value as an ISO instant, or null when empty or not a date. */
export function instantOf(local: string): string | null {
  if (!local.trim()) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
