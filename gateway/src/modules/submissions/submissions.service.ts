import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import {
  badUserInput,
  DomainError,
  type FieldErrors,
  notFound,
} from '../../errors/domain-error.js';
import { ErrorCode } from '../../errors/error-code.js';
import {
  checkMaxLength,
  checkRequired,
  FIRST_QUEUE_PAGE,
  isUuid,
  type Page,
  throwIfProblems,
} from '../../errors/input-checks.js';
import type { JobQueue } from '../../queues/job-queue.js';
import {
  type SubmissionPriority,
  SubmissionStatus,
  SubmissionType,
} from '../../values/submission-values.js';
import { SUBMISSION_LIMITS, type SubmissionInput } from './submission-input.js';

/** One submission as the admin queue and "My submissions" show it (spec §2, §3). */
export interface SubmissionRow {
  id: string;
  type: SubmissionType;
  status: SubmissionStatus;
  title: string | null;
  excerpt: string | null;
  content: string;
  category: string | null;
  priority: SubmissionPriority;
  author: { id: string; fullName: string };
  createdAt: Date;
  /** News: scheduledDate; events: eventDate; social posts: scheduledShare. */
  scheduledDate: Date | null;
  socialMediaLinks: string | null;
  eventDate: Date | null;
  location: string | null;
  registrationRequired: boolean;
  maxAttendees: number | null;
  socialMediaPromotion: boolean;
  platform: string | null;
  postUrl: string | null;
  hashtags: string | null;
  scheduledShare: Date | null;
  targetAudience: string | null;
  rejectionReason: string | null;
  decidedAt: Date | null;
  /** The rejected submission this one sends again, with its decision (staff read it). */
  resubmissionOf: EarlierDecision | null;
  /** Whether its author has sent it again (a rejected one, once). */
  resubmitted: boolean;
}

/** A rejected submission as its resubmission recalls it. */
export interface EarlierDecision {
  id: string;
  title: string | null;
  content: string;
  rejectionReason: string | null;
  decidedAt: Date | null;
}

const date = (value: string | null): Date | null => (value === null ? null : new Date(value));

function submissionsQuery(em: EntityManager) {
  return tablesOf(em)
    .selectFrom('content_submissions as s')
    .innerJoin('users as u', 'u.id', 's.author_id')
    .leftJoin('content_submissions as earlier', 'earlier.id', 's.resubmission_of_id')
    .select((eb) => [
      'earlier.id as earlier_id',
      'earlier.title as earlier_title',
      'earlier.content as earlier_content',
      'earlier.rejection_reason as earlier_reason',
      'earlier.decided_at as earlier_decided_at',
      eb
        .exists(
          eb
            .selectFrom('content_submissions as again')
            .select('again.id')
            .whereRef('again.resubmission_of_id', '=', 's.id'),
        )
        .as('resubmitted'),
    ])
    .select([
      's.id',
      's.type',
      's.status',
      's.title',
      's.excerpt',
      's.content',
      's.category',
      's.priority',
      's.author_id',
      'u.full_name',
      's.created_at',
      's.scheduled_date',
      's.social_media_links',
      's.event_date',
      's.location',
      's.registration_required',
      's.max_attendees',
      's.social_media_promotion',
      's.platform',
      's.post_url',
      's.hashtags',
      's.scheduled_share',
      's.target_audience',
      's.rejection_reason',
      's.decided_at',
    ]);
}

type SubmissionSelect = Awaited<ReturnType<ReturnType<typeof submissionsQuery>['execute']>>[number];

function toRow(row: SubmissionSelect): SubmissionRow {
  const scheduledDate =
    row.type === SubmissionType.NEWS
      ? row.scheduled_date
      : row.type === SubmissionType.EVENT
        ? row.event_date
        : row.scheduled_share;
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    category: row.category,
    priority: row.priority,
    author: { id: row.author_id, fullName: row.full_name },
    createdAt: new Date(row.created_at),
    scheduledDate: date(scheduledDate),
    socialMediaLinks: row.social_media_links,
    eventDate: date(row.event_date),
    location: row.location,
    registrationRequired: row.registration_required,
    maxAttendees: row.max_attendees,
    socialMediaPromotion: row.social_media_promotion,
    platform: row.platform,
    postUrl: row.post_url,
    hashtags: row.hashtags,
    scheduledShare: date(row.scheduled_share),
    targetAudience: row.target_audience,
    rejectionReason: row.rejection_reason,
    decidedAt: date(row.decided_at),
    resubmissionOf:
      row.earlier_id === null
        ? null
        : {
            id: row.earlier_id,
            title: row.earlier_title,
            content: row.earlier_content ?? '',
            rejectionReason: row.earlier_reason,
            decidedAt: date(row.earlier_decided_at),
          },
    resubmitted: Boolean(row.resubmitted),
  };
}

/**
 * Stores a member's submission as pending (PostgreSQL first: nothing accepted is lost), then
 * enqueues its job. If Redis is down the submission is still accepted; the worker's sweep
 * enqueues it when Redis is back (queued_at stays null until then: a transactional outbox).
 */
export async function submitContent(
  em: EntityManager,
  queues: JobQueue,
  authorId: string,
  input: SubmissionInput,
): Promise<SubmissionRow> {
  const id = randomUUID();
  const iso = (value: Date | null) => (value === null ? null : value.toISOString());
  await tablesOf(em)
    .insertInto('content_submissions')
    .values({
      id,
      type: input.type,
      status: SubmissionStatus.PENDING,
      author_id: authorId,
      title: input.title,
      excerpt: input.excerpt,
      content: input.content,
      category: input.category,
      priority: input.priority,
      social_media_links: input.socialMediaLinks,
      scheduled_date: iso(input.scheduledDate),
      event_date: iso(input.eventDate),
      time_zone: input.timeZone,
      is_public: false,
      practice_area_id: null,
      cancelled_at: null,
      location: input.location,
      registration_required: input.registrationRequired,
      max_attendees: input.maxAttendees,
      social_media_promotion: input.socialMediaPromotion,
      platform: input.platform,
      post_url: input.postUrl,
      hashtags: input.hashtags,
      scheduled_share: iso(input.scheduledShare),
      target_audience: input.targetAudience,
      rejection_reason: null,
      decided_at: null,
      decided_by_id: null,
      queued_at: null,
      moderators_notified_at: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  if (await queues.submissionReceived(id)) {
    await markSubmissionsQueued(em, [id]);
  }
  return getSubmission(em, id);
}

/** The author's edit of a rejected submission, sent again: title, excerpt and content. */
export interface Resubmission {
  id: string;
  title?: string | null;
  excerpt?: string | null;
  content: string;
}

/**
 * The author sends a rejected submission again, edited: a new pending submission of the same
 * kind (the other fields kept) that names the earlier one, which stays as it was, decision and
 * reason included. Someone else's is NOT_FOUND; one not rejected, or already sent again, CONFLICT.
 */
export async function resubmitContent(
  em: EntityManager,
  queues: JobQueue,
  authorId: string,
  edit: Resubmission,
): Promise<SubmissionRow> {
  const problems: FieldErrors = {};
  const title = edit.title?.trim() || null;
  const excerpt = edit.excerpt?.trim() || null;
  const content = edit.content.trim();
  checkMaxLength(problems, 'title', title, SUBMISSION_LIMITS.title);
  checkMaxLength(problems, 'excerpt', excerpt, SUBMISSION_LIMITS.excerpt);
  if (checkRequired(problems, 'content', content)) {
    checkMaxLength(problems, 'content', content, SUBMISSION_LIMITS.content);
  }
  if (!isUuid(edit.id)) problems.id = 'must be a UUID';
  throwIfProblems(problems);

  const id = randomUUID();
  await em.transactional(async (tx) => {
    const earlier = await tablesOf(tx)
      .selectFrom('content_submissions')
      .selectAll()
      .where('id', '=', edit.id)
      .where('author_id', '=', authorId)
      .forUpdate()
      .executeTakeFirst();
    if (!earlier) throw notFound('This submission does not exist.');
    if (earlier.status !== SubmissionStatus.REJECTED) {
      throw new DomainError(ErrorCode.CONFLICT, 'Only a rejected submission can be sent again.');
    }
    if (earlier.type !== SubmissionType.SOCIAL && !title) {
      throw badUserInput({ title: 'is required' });
    }
    const inserted = await tablesOf(tx)
      .insertInto('content_submissions')
      .values({
        ...earlier,
        id,
        status: SubmissionStatus.PENDING,
        title: earlier.type === SubmissionType.SOCIAL ? earlier.title : title,
        excerpt: earlier.type === SubmissionType.NEWS ? excerpt : earlier.excerpt,
        content,
        rejection_reason: null,
        decided_at: null,
        decided_by_id: null,
        queued_at: null,
        moderators_notified_at: null,
        cancelled_at: null,
        resubmission_of_id: earlier.id,
        created_at: new Date().toISOString(),
      })
      .onConflict((conflict) => conflict.column('resubmission_of_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      throw new DomainError(ErrorCode.CONFLICT, 'This submission has already been sent again.');
    }
  });
  if (await queues.submissionReceived(id)) await markSubmissionsQueued(em, [id]);
  return getSubmission(em, id);
}

/** Outbox: records that the jobs of these submissions are in Redis. */
export async function markSubmissionsQueued(em: EntityManager, ids: readonly string[]) {
  if (ids.length === 0) return;
  await tablesOf(em)
    .updateTable('content_submissions')
    .set({ queued_at: new Date().toISOString() })
    .where('id', 'in', ids)
    .where('queued_at', 'is', null)
    .execute();
}

export async function getSubmission(em: EntityManager, id: string): Promise<SubmissionRow> {
  const row = await submissionsQuery(em).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('This submission does not exist.');
  return toRow(row);
}

/** "My submissions", newest first, with the status and the moderator's reason when rejected. */
export async function listMySubmissions(
  em: EntityManager,
  authorId: string,
  limit = 50,
): Promise<SubmissionRow[]> {
  const rows = await submissionsQuery(em)
    .where('s.author_id', '=', authorId)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toRow);
}

/** The admin queue of submitted content, oldest first (one statement). */
export async function listPendingSubmissions(
  em: EntityManager,
  page: Page = FIRST_QUEUE_PAGE,
  /** Only these types (each queue of /admin holds one kind); all when absent or empty. */
  types?: readonly SubmissionType[] | null,
): Promise<SubmissionRow[]> {
  let query = submissionsQuery(em).where('s.status', '=', SubmissionStatus.PENDING);
  if (types && types.length > 0) query = query.where('s.type', 'in', [...types]);
  const rows = await query
    .orderBy('s.created_at')
    .orderBy('s.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map(toRow);
}

// ---------------------------------------------------------------------------------------------
// Social activity: the publications of approved social posts, newest first.

export interface SocialActivityRow {
  id: string;
  submissionId: string;
  platform: string;
  publisher: string;
  content: string;
  hashtags: string | null;
  postUrl: string | null;
  externalUrl: string | null;
  scheduledFor: Date | null;
  publishedAt: Date;
}

export async function listRecentSocialActivity(
  em: EntityManager,
  limit = 3,
): Promise<SocialActivityRow[]> {
  const rows = await tablesOf(em)
    .selectFrom('social_publications as p')
    .innerJoin('content_submissions as s', 's.id', 'p.submission_id')
    .select([
      'p.id',
      'p.submission_id',
      'p.platform',
      'p.publisher',
      's.content',
      's.hashtags',
      's.post_url',
      'p.external_url',
      'p.scheduled_for',
      'p.published_at',
    ])
    .orderBy('p.published_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    submissionId: row.submission_id,
    platform: row.platform,
    publisher: row.publisher,
    content: row.content,
    hashtags: row.hashtags,
    postUrl: row.post_url,
    externalUrl: row.external_url,
    scheduledFor: date(row.scheduled_for),
    publishedAt: new Date(row.published_at),
  }));
}
