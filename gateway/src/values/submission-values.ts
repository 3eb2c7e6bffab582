/** Spec §3's fixed value sets of submitted content. */

export enum SubmissionType {
  NEWS = 'news',
  EVENT = 'event',
  SOCIAL = 'social',
}

/** Spec §4: every submission starts pending; a moderator approves or rejects it once. */
export enum SubmissionStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}

export enum SubmissionPriority {
  LOW = 'low',
  NORMAL = 'normal',
  HIGH = 'high',
  URGENT = 'urgent',
}

/** News categories of a submission (the association-news value is named after the association). */
export const NEWS_SUBMISSION_CATEGORIES = [
  'legal-updates',
  'member-spotlight',
  'legal-education',
  'community',
  'association-news',
] as const;
export type NewsSubmissionCategory = (typeof NEWS_SUBMISSION_CATEGORIES)[number];

export const EVENT_CATEGORIES = [
  'conference',
  'workshop',
  'seminar',
  'networking',
  'training',
  'meeting',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export const SOCIAL_PLATFORMS = [
  'facebook',
  'linkedin',
  'twitter',
  'instagram',
  'youtube',
  'multiple',
] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const AUDIENCES = [
  'members',
  'legal-professionals',
  'general-public',
  'students',
  'international',
] as const;
export type Audience = (typeof AUDIENCES)[number];

export const PRIORITIES: readonly string[] = Object.values(SubmissionPriority);
