import type { EntityManager } from '@mikro-orm/postgresql';
import type { ModeratedItemKind } from '@portal/schema';
import { sql } from 'kysely';
import { tablesOf } from '../../db/tables.js';
import { badUserInput, DomainError, notFound } from '../../errors/domain-error.js';
import { ErrorCode } from '../../errors/error-code.js';
import { ReviewStatus } from '../consultations/review-status.js';
import { NewsStatus } from '../news/news-status.js';
import { SubmissionStatus, SubmissionType } from '../submissions/submission-values.js';
import {
  DecisionFailedError,
  DecisionTimeoutError,
  type ModerationQueues,
  QueueUnavailableError,
} from './moderation-queues.js';
import { ModeratedItemType } from './moderation-values.js';

/** Spec §3 "Admin stats" (+ pendingContent: submitted content awaiting a decision). */
export interface AdminStats {
  pendingNews: number;
  pendingReviews: number;
  totalConsultations: number;
  totalMembers: number;
  pendingContent: number;
}

/**
 * The admin cards, counted in one statement from the tables the worker writes: a decision the
 * worker has applied is in these numbers as soon as its transaction commits, and they always
 * equal a recount (there is no second copy to drift).
 */
export async function readAdminStats(em: EntityManager): Promise<AdminStats> {
  const row = await tablesOf(em)
    .selectNoFrom([
      sql<number>`(select count(*)::int from news_items where status = 'pending')`.as(
        'pending_news',
      ),
      sql<number>`(select count(*)::int from reviews where status = 'pending')`.as(
        'pending_reviews',
      ),
      sql<number>`(select count(*)::int from consultation_requests)`.as('total_consultations'),
      sql<number>`(select count(*)::int from users)`.as('total_members'),
      sql<number>`(select count(*)::int from content_submissions where status = 'pending')`.as(
        'pending_content',
      ),
    ])
    .executeTakeFirstOrThrow();
  return {
    pendingNews: row.pending_news,
    pendingReviews: row.pending_reviews,
    totalConsultations: row.total_consultations,
    totalMembers: row.total_members,
    pendingContent: row.pending_content,
  };
}

export interface PendingNewsRow {
  id: string;
  title: string;
  excerpt: string | null;
  content: string;
  category: string;
  createdAt: Date;
  status: string;
  author: { fullName: string };
}

/** Spec §3 "News item" with status: pending news, oldest first. */
export async function listPendingNews(em: EntityManager, limit = 200): Promise<PendingNewsRow[]> {
  const rows = await tablesOf(em)
    .selectFrom('news_items as n')
    .innerJoin('users as u', 'u.id', 'n.author_id')
    .select([
      'n.id',
      'n.title',
      'n.excerpt',
      'n.content',
      'n.category',
      'n.created_at',
      'n.status',
      'u.full_name',
    ])
    .where('n.status', '=', NewsStatus.PENDING)
    .orderBy('n.created_at')
    .orderBy('n.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    category: row.category,
    createdAt: new Date(row.created_at),
    status: row.status,
    author: { fullName: row.full_name },
  }));
}

export interface PendingReviewRow {
  id: string;
  rating: number;
  reviewText: string;
  clientName: string;
  consultationType: string;
  createdAt: Date;
  status: string;
  lawyer: { fullName: string };
}

/** Spec §3 "Pending review", oldest first. */
export async function listPendingReviews(
  em: EntityManager,
  limit = 200,
): Promise<PendingReviewRow[]> {
  const rows = await tablesOf(em)
    .selectFrom('reviews as r')
    .innerJoin('lawyer_profiles as lp', 'lp.id', 'r.lawyer_id')
    .innerJoin('users as u', 'u.id', 'lp.user_id')
    .select([
      'r.id',
      'r.rating',
      'r.text',
      'r.client_name',
      'r.consultation_type',
      'r.created_at',
      'r.status',
      'u.full_name',
    ])
    .where('r.status', '=', ReviewStatus.PENDING)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    rating: row.rating,
    reviewText: row.text,
    clientName: row.client_name,
    consultationType: row.consultation_type,
    createdAt: new Date(row.created_at),
    status: row.status,
    lawyer: { fullName: row.full_name },
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
  if ((Object.values(SubmissionType) as string[]).includes(value)) return value as SubmissionType;
  throw badUserInput({ type: 'must be one of news, event, social' });
}

const ITEM_LABEL: Record<ModeratedItemType, string> = {
  [ModeratedItemType.NEWS]: 'news item',
  [ModeratedItemType.REVIEW]: 'review',
  [ModeratedItemType.SUBMITTED_NEWS]: 'submitted news item',
  [ModeratedItemType.SUBMITTED_EVENT]: 'submitted event',
  [ModeratedItemType.SUBMITTED_SOCIAL]: 'submitted social post',
};

/** The item's current status, or null when it does not exist (with that type). */
async function statusOf(
  em: EntityManager,
  itemType: ModeratedItemType,
  itemId: string,
): Promise<string | null> {
  const db = tablesOf(em);
  switch (itemType) {
    case ModeratedItemType.NEWS: {
      const row = await db
        .selectFrom('news_items')
        .select('status')
        .where('id', '=', itemId)
        .executeTakeFirst();
      return row?.status ?? null;
    }
    case ModeratedItemType.REVIEW: {
      const row = await db
        .selectFrom('reviews')
        .select('status')
        .where('id', '=', itemId)
        .executeTakeFirst();
      return row?.status ?? null;
    }
    default: {
      const type = (Object.entries(SUBMITTED).find(([, value]) => value === itemType)?.[0] ??
        SubmissionType.NEWS) as SubmissionType;
      const row = await db
        .selectFrom('content_submissions')
        .select('status')
        .where('id', '=', itemId)
        .where('type', '=', type)
        .executeTakeFirst();
      return row?.status ?? null;
    }
  }
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
  status: 'approved' | 'rejected';
  approved: boolean;
  reason: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const REASON_MAX = 1_000;

export const alreadyDecided = (itemType: ModeratedItemType, status: string): DomainError =>
  new DomainError(
    ErrorCode.CONFLICT,
    `This ${ITEM_LABEL[itemType]} has already been ${status}; a decision cannot be changed.`,
  );

/**
 * A moderator's decision: refused at once when the item is already decided (409); otherwise a
 * decision job with the item's deterministic id, and a bounded wait for the worker to apply it
 * so that the caller's refetch sees the new state. Redis down: 503 and nothing changes.
 */
export async function decide(
  em: EntityManager,
  queues: ModerationQueues,
  request: DecisionRequest,
): Promise<DecisionOutcome> {
  const reason = request.reason?.trim() || null;
  if (reason !== null && reason.length > REASON_MAX) {
    throw badUserInput({ reason: `must be at most ${REASON_MAX} characters` });
  }
  if (!UUID.test(request.itemId)) throw badUserInput({ id: 'must be a UUID' });
  const label = ITEM_LABEL[request.itemType];
  const status = await statusOf(em, request.itemType, request.itemId);
  if (status === null) throw notFound(`This ${label} does not exist.`);
  if (status !== 'pending') throw alreadyDecided(request.itemType, status);

  let result: Awaited<ReturnType<ModerationQueues['decide']>>;
  try {
    result = await queues.decide({
      itemType: request.itemType as ModeratedItemKind,
      itemId: request.itemId,
      approved: request.approved,
      moderatorId: request.moderatorId,
      reason,
      requestedAt: new Date().toISOString(),
    });
  } catch (error) {
    if (error instanceof QueueUnavailableError) {
      throw new DomainError(
        ErrorCode.SERVICE_UNAVAILABLE,
        'The moderation queue is unavailable right now, so the decision was not recorded and nothing changed. Please try again in a moment.',
        { retryAfterSeconds: 5 },
      );
    }
    if (error instanceof DecisionTimeoutError) {
      throw new DomainError(
        ErrorCode.SERVICE_UNAVAILABLE,
        'The decision is queued but the moderation worker has not applied it yet; it will be applied as soon as the worker is running. Refresh in a moment.',
        { retryAfterSeconds: 5 },
      );
    }
    if (error instanceof DecisionFailedError) {
      throw new DomainError(
        ErrorCode.SERVICE_UNAVAILABLE,
        'The decision could not be applied; nothing changed. Please try again.',
        { retryAfterSeconds: 5 },
      );
    }
    throw error;
  }
  if (result.status === 'missing') throw notFound(`This ${label} does not exist.`);
  const mine =
    result.applied &&
    result.approved === request.approved &&
    result.moderatorId === request.moderatorId;
  if (!mine || (result.status !== 'approved' && result.status !== 'rejected')) {
    // Another moderator's decision on the same item got there first.
    throw alreadyDecided(request.itemType, result.status);
  }
  return {
    id: request.itemId,
    itemType: request.itemType,
    status: result.status,
    approved: request.approved,
    reason,
  };
}

export { SubmissionStatus };
