// Validation of submitted content (spec §3 bodies, §5 rules), shared by REST and GraphQL: a
// failure names every field that is wrong (400 / BAD_USER_INPUT). The client's `authorId`,
// `type` and `status` are ignored: the author is the signed-in member and a submission is
// always stored pending.

import { BodyReader } from '../../errors/body-reader.js';
import { badUserInput } from '../../errors/domain-error.js';
import { DEFAULT_EVENT_TIME_ZONE, isTimeZone } from '../../values/event-values.js';
import {
  AUDIENCES,
  EVENT_CATEGORIES,
  NEWS_SUBMISSION_CATEGORIES,
  PRIORITIES,
  SOCIAL_PLATFORMS,
  SubmissionPriority,
  SubmissionType,
} from '../../values/submission-values.js';

export const SUBMISSION_LIMITS = {
  title: 200,
  excerpt: 500,
  content: 50_000,
  socialMediaLinks: 2_000,
  location: 300,
  postUrl: 2_000,
  hashtags: 500,
  maxAttendees: 100_000,
} as const;

/** A validated submission, ready to store. */
export interface SubmissionInput {
  type: SubmissionType;
  title: string | null;
  excerpt: string | null;
  content: string;
  category: string | null;
  priority: SubmissionPriority;
  socialMediaLinks: string | null;
  scheduledDate: Date | null;
  eventDate: Date | null;
  /** Events: the IANA time zone of eventDate's wall-clock time. */
  timeZone: string;
  location: string | null;
  registrationRequired: boolean;
  maxAttendees: number | null;
  socialMediaPromotion: boolean;
  platform: string | null;
  postUrl: string | null;
  hashtags: string | null;
  scheduledShare: Date | null;
  targetAudience: string | null;
}

type Body = Record<string, unknown>;

/** The shared body reader, with the submissions' IANA time zone field. */
export class Reader extends BodyReader {
  /** An IANA time zone name (Europe/Paris, Africa/Mogadishu, UTC); null when absent. */
  timeZone(field: string): string | null {
    return this.matching(
      field,
      64,
      isTimeZone,
      'must be an IANA time zone such as Africa/Mogadishu',
    );
  }
}

function asBody(body: unknown): Body {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badUserInput({ body: 'must be a JSON object' });
  }
  return body as Body;
}

const EMPTY = {
  title: null,
  excerpt: null,
  category: null,
  priority: SubmissionPriority.NORMAL,
  socialMediaLinks: null,
  scheduledDate: null,
  eventDate: null,
  timeZone: DEFAULT_EVENT_TIME_ZONE,
  location: null,
  registrationRequired: false,
  maxAttendees: null,
  socialMediaPromotion: true,
  platform: null,
  postUrl: null,
  hashtags: null,
  scheduledShare: null,
  targetAudience: null,
} as const;

/** Spec §3 "News submission": title and content required, the rest optional. */
export function parseNewsSubmission(raw: unknown): SubmissionInput {
  const read = new Reader(asBody(raw));
  const value: SubmissionInput = {
    ...EMPTY,
    type: SubmissionType.NEWS,
    title: read.text('title', SUBMISSION_LIMITS.title, true),
    content: read.text('content', SUBMISSION_LIMITS.content, true) ?? '',
    excerpt: read.text('excerpt', SUBMISSION_LIMITS.excerpt),
    category: read.oneOf('category', NEWS_SUBMISSION_CATEGORIES),
    socialMediaLinks: read.text('socialMediaLinks', SUBMISSION_LIMITS.socialMediaLinks),
    scheduledDate: read.date('scheduledDate'),
    priority: (read.oneOf('priority', PRIORITIES) ??
      SubmissionPriority.NORMAL) as SubmissionPriority,
  };
  return read.done(value);
}

/**
 * Spec §3 "Event submission": title, description and date required. maxAttendees counts only
 * when registration is required (otherwise it is dropped, as the form hides it).
 */
export function parseEventSubmission(raw: unknown): SubmissionInput {
  const body = asBody(raw);
  const read = new Reader(body);
  const registrationRequired = read.boolean('registrationRequired', false);
  const value: SubmissionInput = {
    ...EMPTY,
    type: SubmissionType.EVENT,
    title: read.text('title', SUBMISSION_LIMITS.title, true),
    content: read.text('description', SUBMISSION_LIMITS.content, true) ?? '',
    eventDate: read.date('eventDate', true),
    timeZone: read.timeZone('timeZone') ?? DEFAULT_EVENT_TIME_ZONE,
    location: read.text('location', SUBMISSION_LIMITS.location),
    category: read.oneOf('category', EVENT_CATEGORIES),
    registrationRequired,
    maxAttendees: registrationRequired
      ? read.integer('maxAttendees', 1, SUBMISSION_LIMITS.maxAttendees)
      : null,
    socialMediaPromotion: read.boolean('socialMediaPromotion', true),
    priority: (read.oneOf('priority', PRIORITIES) ??
      SubmissionPriority.NORMAL) as SubmissionPriority,
  };
  return read.done(value);
}

/** Spec §3 "Social submission": content required; the platform is optional (spec §5). */
export function parseSocialSubmission(raw: unknown): SubmissionInput {
  const read = new Reader(asBody(raw));
  const value: SubmissionInput = {
    ...EMPTY,
    type: SubmissionType.SOCIAL,
    content: read.text('content', SUBMISSION_LIMITS.content, true) ?? '',
    platform: read.oneOf('platform', SOCIAL_PLATFORMS),
    postUrl: read.url('postUrl', SUBMISSION_LIMITS.postUrl),
    hashtags: read.text('hashtags', SUBMISSION_LIMITS.hashtags),
    scheduledShare: read.date('scheduledShare'),
    targetAudience: read.oneOf('targetAudience', AUDIENCES),
    priority: (read.oneOf('priority', PRIORITIES) ??
      SubmissionPriority.NORMAL) as SubmissionPriority,
  };
  return read.done(value);
}

export function parseSubmission(type: SubmissionType, raw: unknown): SubmissionInput {
  switch (type) {
    case SubmissionType.NEWS:
      return parseNewsSubmission(raw);
    case SubmissionType.EVENT:
      return parseEventSubmission(raw);
    case SubmissionType.SOCIAL:
      return parseSocialSubmission(raw);
  }
}
