import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
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
  checkOneOf,
  checkUuid,
  FIRST_QUEUE_PAGE,
  type Page,
  throwIfProblems,
} from '../../errors/input-checks.js';
import type { JobQueue } from '../../queues/job-queue.js';
import { ModeratedItemType } from '../../values/moderation-values.js';
import { SubmissionStatus, SubmissionType } from '../../values/submission-values.js';
import {
  type PendingReviewRow as ConsultationsPendingReview,
  listPendingReviews as listReviewsAwaitingModeration,
} from '../consultations/index.js';
import { flaggedPostsCount } from '../discussions/index.js';
import { MODERATED_KINDS } from './moderated-kinds.js';

/** Spec §3 "Admin stats" (+ pendingContent: submitted content awaiting a decision). */
export interface AdminStats {
  pendingNews: number;
  pendingReviews: number;
  totalConsultations: number;
  totalMembers: number;
  pendingContent: number;
  /** One count per queue of /admin: news (both sources), events, social posts, flagged posts. */
  newsQueue: number;
  eventsQueue: number;
  socialQueue: number;
  flaggedPosts: number;
}

/** Submitted content: the kinds whose pending items make the pendingContent card. */
const SUBMITTED_KINDS = [
  ModeratedItemType.SUBMITTED_NEWS,
  ModeratedItemType.SUBMITTED_EVENT,
  ModeratedItemType.SUBMITTED_SOCIAL,
] as const;

/**
 * The admin cards, counted in one statement from the tables the worker writes (the pending
 * counts as MODERATED_KINDS defines them): a decision the worker has applied is in these
 * numbers as soon as its transaction commits, and they always equal a recount (there is no
 * second copy to drift).
 */
export async function readAdminStats(em: EntityManager): Promise<AdminStats> {
  const row = await tablesOf(em)
    .selectNoFrom([
      MODERATED_KINDS[ModeratedItemType.NEWS].pendingCount.as('pending_news'),
      MODERATED_KINDS[ModeratedItemType.REVIEW].pendingCount.as('pending_reviews'),
      sql<number>`(select count(*)::int from consultation_requests)`.as('total_consultations'),
      sql<number>`(select count(*)::int from users)`.as('total_members'),
      sql<number>`(${sql.join(
        SUBMITTED_KINDS.map((type) => MODERATED_KINDS[type].pendingCount),
        sql` + `,
      )})`.as('pending_content'),
      MODERATED_KINDS[ModeratedItemType.SUBMITTED_NEWS].pendingCount.as('submitted_news'),
      MODERATED_KINDS[ModeratedItemType.SUBMITTED_EVENT].pendingCount.as('events_queue'),
      MODERATED_KINDS[ModeratedItemType.SUBMITTED_SOCIAL].pendingCount.as('social_queue'),
      flaggedPostsCount.as('flagged_posts'),
    ])
    .executeTakeFirstOrThrow();
  return {
    pendingNews: row.pending_news,
    pendingReviews: row.pending_reviews,
    totalConsultations: row.total_consultations,
    totalMembers: row.total_members,
    pendingContent: row.pending_content,
    newsQueue: row.pending_news + row.submitted_news,
    eventsQueue: row.events_queue,
    socialQueue: row.social_queue,
    flaggedPosts: row.flagged_posts,
  };
}

export { listPendingNews, type PendingNewsRow } from '../news/index.js';

/** Spec §3 "Pending review" as the admin panel shows it (the list is the consultations'). */
export interface PendingReviewRow extends Omit<ConsultationsPendingReview, 'text'> {
  reviewText: string;
}

export async function listPendingReviews(
  em: EntityManager,
  page: Page = FIRST_QUEUE_PAGE,
): Promise<PendingReviewRow[]> {
  return (await listReviewsAwaitingModeration(em, page)).map(({ text, ...row }) => ({
    ...row,
    reviewText: text,
  }));
}

export interface AdminConsultationRow {
  id: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  consultationType: string;
  description: string;
  preferredDate: Date | null;
  createdAt: Date;
  status: string;
  lawyer: { fullName: string };
}

/** Spec §3 "Consultation (admin list)", newest first (the tab shows the first 10). */
export async function listConsultations(
  em: EntityManager,
  { limit = 100, offset = 0 } = {},
): Promise<AdminConsultationRow[]> {
  const rows = await tablesOf(em)
    .selectFrom('consultation_requests as c')
    .innerJoin('lawyer_profiles as lp', 'lp.id', 'c.lawyer_id')
    .innerJoin('users as u', 'u.id', 'lp.user_id')
    .select([
      'c.id',
      'c.client_name',
      'c.client_email',
      'c.client_phone',
      'c.consultation_type',
      'c.description',
      'c.preferred_date',
      'c.created_at',
      'c.status',
      'u.full_name',
    ])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    clientName: row.client_name,
    clientEmail: row.client_email,
    clientPhone: row.client_phone,
    consultationType: row.consultation_type,
    description: row.description,
    preferredDate: row.preferred_date === null ? null : new Date(row.preferred_date),
    createdAt: new Date(row.created_at),
    status: row.status,
    lawyer: { fullName: row.full_name },
  }));
}

// ---------------------------------------------------------------------------------------------
// Decisions

const SUBMITTED: Record<SubmissionType, ModeratedItemType> = {
  [SubmissionType.NEWS]: ModeratedItemType.SUBMITTED_NEWS,
  [SubmissionType.EVENT]: ModeratedItemType.SUBMITTED_EVENT,
  [SubmissionType.SOCIAL]: ModeratedItemType.SUBMITTED_SOCIAL,
};

export function moderatedTypeOfSubmission(type: SubmissionType): ModeratedItemType {
  return SUBMITTED[type];
}

/** `news`, `event` or `social` of the path /api/admin/content/{type}/{id}/approve. */
export function parseContentType(value: string): SubmissionType {
  const problems: FieldErrors = {};
  if (checkOneOf(problems, 'type', value, Object.values(SubmissionType))) return value;
  throw badUserInput(problems);
}

export interface DecisionRequest {
  itemType: ModeratedItemType;
  itemId: string;
  approved: boolean;
  reason?: string | null;
  moderatorId: string;
}

export interface DecisionOutcome {
  id: string;
  itemType: ModeratedItemType;
  /** The item's status: approved or rejected once applied, pending while it waits. */
  status: 'approved' | 'rejected' | 'pending';
  approved: boolean;
  reason: string | null;
  /**
   * true: applied, visible to the next read. false: recorded in PostgreSQL and accepted, to be
   * applied by the worker shortly (REST answers 202).
   */
  applied: boolean;
}

export const REASON_MAX = 1_000;

export const alreadyDecided = (itemType: ModeratedItemType, status: string): DomainError =>
  new DomainError(
    ErrorCode.CONFLICT,
    `This ${MODERATED_KINDS[itemType].label} has already been ${status}; a decision cannot be changed.`,
  );

interface RecordedDecision {
  id: string;
  approved: boolean;
  reason: string | null;
  moderator_id: string;
  applied_at: string | null;
}

function findDecision(em: EntityManager, itemType: ModeratedItemType, itemId: string) {
  return tablesOf(em)
    .selectFrom('moderation_decisions')
    .select(['id', 'approved', 'reason', 'moderator_id', 'applied_at'])
    .where('item_type', '=', itemType)
    .where('item_id', '=', itemId)
    .executeTakeFirst() as Promise<RecordedDecision | undefined>;
}

/**
 * Validates and records a decision. The usual case is one statement: the row is inserted only
 * while the item is pending. Otherwise (the item is decided, missing, or already carries a
 * recorded decision) the reads say which. The unique row per item settles two moderators
 * deciding at once: the second insert waits for the first and finds its row.
 */
async function recordDecision(
  em: EntityManager,
  request: DecisionRequest,
  decisionId: string,
  reason: string | null,
): Promise<{ row: RecordedDecision; created: boolean }> {
  const kind = MODERATED_KINDS[request.itemType];
  const inserted = await sql<RecordedDecision>`
    insert into moderation_decisions
      (id, item_type, item_id, approved, reason, moderator_id, created_at, attempts)
    select ${decisionId}::uuid, ${request.itemType}::text, ${request.itemId}::uuid,
      ${request.approved}::boolean, ${reason}::text, ${request.moderatorId}::uuid, now(), 0
    where ${kind.isPending(request.itemId)}
    on conflict (item_type, item_id) do nothing
    returning id, approved, reason, moderator_id, applied_at`.execute(tablesOf(em));
  const row = inserted.rows[0];
  if (row) return { row, created: true };
  const recorded = await findDecision(em, request.itemType, request.itemId);
  if (recorded) return { row: recorded, created: false };
  const status = await kind.statusOf(em, request.itemId);
  if (status === null) throw notFound(`This ${kind.label} does not exist.`);
  throw alreadyDecided(request.itemType, status);
}

async function isApplied(em: EntityManager, decisionId: string): Promise<boolean> {
  const row = await tablesOf(em)
    .selectFrom('moderation_decisions')
    .select('applied_at')
    .where('id', '=', decisionId)
    .executeTakeFirst();
  return row?.applied_at != null;
}

/**
 * A moderator's decision, recorded in PostgreSQL before the answer, then applied by the worker:
 * the call wakes it through Redis and waits (bounded) so that the caller's refetch sees the new
 * state. The outcome says which state it is in: applied, or recorded and pending (worker busy
 * or stopped, Redis down: the worker's sweep applies it). The same decision sent again is a
 * success (idempotent); a different one on a decided item is a CONFLICT.
 */
export async function decide(
  em: EntityManager,
  queues: JobQueue,
  request: DecisionRequest,
): Promise<DecisionOutcome> {
  const reason = request.reason?.trim() || null;
  const problems: FieldErrors = {};
  // The reason first: one problem per answer, as before.
  if (
    checkMaxLength(
      problems,
      'reason',
      reason,
      REASON_MAX,
      `must be at most ${REASON_MAX} characters`,
    )
  ) {
    checkUuid(problems, 'id', request.itemId);
  }
  throwIfProblems(problems);

  const newId = randomUUID();
  // Listening before the row commits: a worker may apply it the moment it is visible.
  let waiter = queues.waitForApplied(newId);
  let applied: boolean;
  let row: RecordedDecision;
  try {
    const recorded = await recordDecision(em, request, newId, reason);
    row = recorded.row;
    const mine = row.moderator_id === request.moderatorId && row.approved === request.approved;
    if (!mine) throw alreadyDecided(request.itemType, row.approved ? 'approved' : 'rejected');
    if (!recorded.created) {
      waiter.cancel();
      waiter = queues.waitForApplied(row.id);
    }
    applied = row.applied_at !== null;
    if (!applied && (await queues.wake(row.id, recorded.created ? 'decision' : 'retry'))) {
      applied = await waiter.applied;
    }
    // A wake-up that could not be sent, or a wait that ended: ask the record itself. The row is
    // committed by now, so a database that stopped meanwhile makes the answer "recorded, to be
    // applied" (what it is: the worker's sweep applies it), never "nothing was changed".
    if (!applied) applied = await isApplied(em, row.id).catch(() => false);
  } finally {
    waiter.cancel();
  }
  return {
    id: request.itemId,
    itemType: request.itemType,
    status: applied ? (row.approved ? 'approved' : 'rejected') : 'pending',
    approved: row.approved,
    reason: row.reason,
    applied,
  };
}

export { SubmissionStatus };
