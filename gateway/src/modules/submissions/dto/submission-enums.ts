import { registerEnumType } from 'type-graphql';
import { SubmissionPriority, SubmissionStatus, SubmissionType } from '../submission-values.js';

registerEnumType(SubmissionType, {
  name: 'SubmissionType',
  description: 'Spec §3: what a member submitted (news, event or social).',
});

registerEnumType(SubmissionStatus, {
  name: 'ModerationStatus',
  description: "Spec §4: 'En attente', 'Approuvé', 'Rejeté'.",
});

registerEnumType(SubmissionPriority, {
  name: 'SubmissionPriority',
  description: 'Spec §3 priorities; NORMAL by default; URGENT is flagged in the admin panel.',
});

/** Spec §3 event categories, as GraphQL names over the values the REST body carries. */
export const EventCategory = {
  CONFERENCE: 'conference',
  WORKSHOP: 'workshop',
  SEMINAR: 'seminar',
  NETWORKING: 'networking',
  TRAINING: 'training',
  MEETING: 'meeting',
} as const;
export type EventCategory = (typeof EventCategory)[keyof typeof EventCategory];
registerEnumType(EventCategory, {
  name: 'EventCategory',
  description: 'Spec §3 event categories.',
});

export const SocialPlatform = {
  FACEBOOK: 'facebook',
  LINKEDIN: 'linkedin',
  TWITTER: 'twitter',
  INSTAGRAM: 'instagram',
  YOUTUBE: 'youtube',
  MULTIPLE: 'multiple',
} as const;
export type SocialPlatform = (typeof SocialPlatform)[keyof typeof SocialPlatform];
registerEnumType(SocialPlatform, { name: 'SocialPlatform', description: 'Spec §3 platforms.' });

export const TargetAudience = {
  MEMBERS: 'members',
  LEGAL_PROFESSIONALS: 'legal-professionals',
  GENERAL_PUBLIC: 'general-public',
  STUDENTS: 'students',
  INTERNATIONAL: 'international',
} as const;
export type TargetAudience = (typeof TargetAudience)[keyof typeof TargetAudience];
registerEnumType(TargetAudience, { name: 'TargetAudience', description: 'Spec §3 audiences.' });

export { SubmissionPriority, SubmissionStatus, SubmissionType };
