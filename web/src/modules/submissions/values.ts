// Spec §3's fixed value sets and §4's defaults for the Submit Content forms. The values are the
// GraphQL enums' (generated from the gateway's schema), so the forms offer what the gateway takes.
import {
  EventCategory,
  NewsCategory,
  SocialPlatform,
  SubmissionPriority,
  TargetAudience,
} from '../../generated/graphql.js';

/** What a member may file news under: every category but staff announcements. */
export type MemberNewsCategory = Exclude<NewsCategory, typeof NewsCategory.Announcement>;
export const NEWS_CATEGORIES: readonly MemberNewsCategory[] = Object.values(NewsCategory).filter(
  (category): category is MemberNewsCategory => category !== NewsCategory.Announcement,
);

/** The order priorities are offered in, least urgent first (the schema lists them by name). */
const PRIORITY_RANK: Record<SubmissionPriority, number> = { LOW: 0, NORMAL: 1, HIGH: 2, URGENT: 3 };
export const PRIORITIES: readonly SubmissionPriority[] = Object.values(SubmissionPriority).sort(
  (a, b) => PRIORITY_RANK[a] - PRIORITY_RANK[b],
);

export const EVENT_CATEGORIES: readonly EventCategory[] = Object.values(EventCategory);
export const PLATFORMS: readonly SocialPlatform[] = Object.values(SocialPlatform);
export const AUDIENCES: readonly TargetAudience[] = Object.values(TargetAudience);

/** An optional select left at its prompt. */
export const NONE = 'none' as const;
export type Optional<T> = T | typeof NONE;

export interface NewsSubmissionValues {
  title: string;
  content: string;
  excerpt: string;
  category: Optional<MemberNewsCategory>;
  socialMediaLinks: string;
  /** The value of a datetime-local input ('' when none). */
  scheduledDate: string;
  priority: SubmissionPriority;
}

export interface EventSubmissionValues {
  title: string;
  description: string;
  /** The value of a datetime-local input. */
  eventDate: string;
  location: string;
  category: Optional<EventCategory>;
  registrationRequired: boolean;
  /** Text from a number input; sent only when registration is required. */
  maxAttendees: string;
  socialMediaPromotion: boolean;
}

export interface SocialSubmissionValues {
  platform: Optional<SocialPlatform>;
  postUrl: string;
  content: string;
  hashtags: string;
  scheduledShare: string;
  targetAudience: Optional<TargetAudience>;
}

// Spec §4: priority normal, promotion switch on, all else empty.
export const NEWS_DEFAULTS: NewsSubmissionValues = {
  title: '',
  content: '',
  excerpt: '',
  category: NONE,
  socialMediaLinks: '',
  scheduledDate: '',
  priority: SubmissionPriority.Normal,
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
