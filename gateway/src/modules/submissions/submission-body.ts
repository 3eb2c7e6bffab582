// A submission as the REST API answers it (spec §3 "Pending submitted content"): apart from the
// routes so that moderation's routes can answer the same shape through submissions' index.ts.
import { Type } from 'typebox';
import { IsoDateTime, Nullable, OneOf, Shape, Uuid } from '../../http/api-schema.js';
import {
  SubmissionPriority,
  SubmissionStatus,
  SubmissionType,
} from '../../values/submission-values.js';
import type { SubmissionRow } from './submissions.service.js';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** Spec §3 "Pending submitted content" with every type-specific field, as JSON. */
export function toRestSubmission(row: SubmissionRow) {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    scheduledDate: iso(row.scheduledDate),
    eventDate: iso(row.eventDate),
    scheduledShare: iso(row.scheduledShare),
    decidedAt: iso(row.decidedAt),
    resubmissionOf: row.resubmissionOf && {
      ...row.resubmissionOf,
      decidedAt: iso(row.resubmissionOf.decidedAt),
    },
  };
}

const text = Nullable(Type.String());
const date = Nullable(IsoDateTime());

/** The answer's submission: spec §3 "Pending submitted content". */
export const SubmissionBody = Shape({
  id: Uuid(),
  type: OneOf(Object.values(SubmissionType)),
  status: OneOf(Object.values(SubmissionStatus)),
  title: text,
  excerpt: text,
  content: Type.String(),
  category: text,
  priority: OneOf(Object.values(SubmissionPriority)),
  author: Shape({ id: Uuid(), fullName: Type.String() }),
  createdAt: IsoDateTime(),
  scheduledDate: date,
  socialMediaLinks: text,
  eventDate: date,
  location: text,
  registrationRequired: Type.Boolean(),
  maxAttendees: Nullable(Type.Integer()),
  socialMediaPromotion: Type.Boolean(),
  platform: text,
  postUrl: text,
  hashtags: text,
  scheduledShare: date,
  targetAudience: text,
  rejectionReason: text,
  decidedAt: date,
  resubmissionOf: Nullable(
    Shape(
      {
        id: Uuid(),
        title: text,
        content: Type.String(),
        rejectionReason: text,
        decidedAt: date,
      },
      { description: 'The rejected submission this one sends again, with its decision.' },
    ),
  ),
  resubmitted: Type.Boolean({ description: 'Whether its author has sent it again.' }),
});
