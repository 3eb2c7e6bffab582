import { registerEnumType } from 'type-graphql';
import {
  SubmissionPriority,
  SubmissionStatus,
  SubmissionType,
} from '../../../values/submission-values.js';

registerEnumType(SubmissionType, {
  valuesConfig: {
    NEWS: { description: 'A news item.' },
    EVENT: { description: 'An event.' },
    SOCIAL: { description: 'A social media post.' },
  },
  name: 'SubmissionType',
  description: 'Spec §3: what a member submitted (news, event or social).',
});

registerEnumType(SubmissionStatus, {
  valuesConfig: {
    PENDING: { description: 'Waiting for moderation.' },
    APPROVED: { description: 'Approved by a moderator.' },
    REJECTED: { description: 'Rejected by a moderator.' },
  },
  name: 'ModerationStatus',
  description: "Spec §4: 'En attente', 'Approuvé', 'Rejeté'.",
});

registerEnumType(SubmissionPriority, {
  valuesConfig: {
    LOW: { description: 'Whenever convenient.' },
    NORMAL: { description: 'The default.' },
    HIGH: { description: 'Soon.' },
    URGENT: { description: 'As soon as possible.' },
  },
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
  valuesConfig: {
    CONFERENCE: { description: 'A conference.' },
    MEETING: { description: 'A meeting.' },
    NETWORKING: { description: 'A networking event.' },
    SEMINAR: { description: 'A seminar.' },
    TRAINING: { description: 'A training.' },
    WORKSHOP: { description: 'A workshop.' },
  },
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
registerEnumType(SocialPlatform, {
  valuesConfig: {
    FACEBOOK: { description: 'Facebook.' },
    INSTAGRAM: { description: 'Instagram.' },
    LINKEDIN: { description: 'LinkedIn.' },
    TWITTER: { description: 'Twitter (X).' },
    YOUTUBE: { description: 'YouTube.' },
    MULTIPLE: { description: 'Several platforms.' },
  },
  name: 'SocialPlatform',
  description: 'Spec §3 platforms.',
});

export const TargetAudience = {
  MEMBERS: 'members',
  LEGAL_PROFESSIONALS: 'legal-professionals',
  GENERAL_PUBLIC: 'general-public',
  STUDENTS: 'students',
  INTERNATIONAL: 'international',
} as const;
export type TargetAudience = (typeof TargetAudience)[keyof typeof TargetAudience];
registerEnumType(TargetAudience, {
  valuesConfig: {
    GENERAL_PUBLIC: { description: 'Everyone.' },
    INTERNATIONAL: { description: 'Readers abroad.' },
    LEGAL_PROFESSIONALS: { description: 'Lawyers and other legal professionals.' },
    MEMBERS: { description: 'Members of the association.' },
    STUDENTS: { description: 'Law students.' },
  },
  name: 'TargetAudience',
  description: 'Spec §3 audiences.',
});

export { SubmissionPriority, SubmissionStatus, SubmissionType };
