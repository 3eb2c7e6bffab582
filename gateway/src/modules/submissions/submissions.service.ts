import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import { notFound } from '../../errors/domain-error.js';
import { FIRST_QUEUE_PAGE, type Page } from '../../errors/input-checks.js';
import type { JobQueue } from '../../queues/job-queue.js';
import {
  type SubmissionPriority,
  SubmissionStatus,
  SubmissionType,
} from '../../values/submission-values.js';
import type { SubmissionInput } from './submission-input.js';

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
}

const date = (value: string | null): Date | null => (value === null ? null : new Date(value));

function submissionsQuery(em: EntityManager) {
  return tablesOf(em)
    .selectFrom('content_submissions as s')
    .innerJoin('users as u', 'u.id', 's.author_id')
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
