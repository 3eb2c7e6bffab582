// The worker's side of a decision: the transition, its audit entry, its effects and the
// submitter's notification, in one transaction that runs exactly once per item (the status
// guard `WHERE status = 'pending'` plus the unique audit entry per item).
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ModerationDecidePayload, ModerationDecideResult } from '@portal/schema';
import { tablesOf } from '../../db/tables.js';
import { ReviewStatus } from '../consultations/review-status.js';
import { NewsCategory } from '../news/news-category.js';
import { NewsStatus } from '../news/news-status.js';
import { NotificationKind } from '../notifications/notification-kind.js';
import { notify } from '../notifications/notify.js';
import { SubmissionStatus, SubmissionType } from '../submissions/submission-values.js';
import { Role } from '../users/role.js';
import { ModeratedItemType, ModerationDecision } from './moderation-values.js';

export interface AppliedDecision {
  result: ModerationDecideResult;
  /** An approved social post to publish at `at` (now or later). */
  publish?: { submissionId: string; at: Date };
}

const SUBMISSION_TYPE: Partial<Record<ModeratedItemType, SubmissionType>> = {
  [ModeratedItemType.SUBMITTED_NEWS]: SubmissionType.NEWS,
  [ModeratedItemType.SUBMITTED_EVENT]: SubmissionType.EVENT,
  [ModeratedItemType.SUBMITTED_SOCIAL]: SubmissionType.SOCIAL,
};

const NEWS_CATEGORIES = new Set<string>(Object.values(NewsCategory));

export async function applyModerationDecision(
  em: EntityManager,
  payload: ModerationDecidePayload,
  now: () => Date = () => new Date(),
): Promise<AppliedDecision> {
  const itemType = payload.itemType as ModeratedItemType;
  return em.transactional(async (tx) => {
    const db = tablesOf(tx);
    const decidedAt = now().toISOString();
    const status = payload.approved ? 'approved' : 'rejected';
    let submitterId: string | null = null;
    let publish: AppliedDecision['publish'];

    let changed = false;
    if (itemType === ModeratedItemType.NEWS) {
      const row = await db
        .updateTable('news_items')
        .set({
          status: payload.approved ? NewsStatus.APPROVED : NewsStatus.REJECTED,
          published_at: payload.approved ? decidedAt : null,
        })
        .where('id', '=', payload.itemId)
        .where('status', '=', NewsStatus.PENDING)
        .returning(['author_id'])
        .executeTakeFirst();
      changed = row !== undefined;
      submitterId = row?.author_id ?? null;
    } else if (itemType === ModeratedItemType.REVIEW) {
      const row = await db
        .updateTable('reviews')
        .set({
          status: payload.approved ? ReviewStatus.APPROVED : ReviewStatus.REJECTED,
          decided_at: decidedAt,
        })
        .where('id', '=', payload.itemId)
        .where('status', '=', ReviewStatus.PENDING)
        .returning(['id'])
        .executeTakeFirst();
      changed = row !== undefined;
    } else {
      const type = SUBMISSION_TYPE[itemType];
      const row = await db
        .updateTable('content_submissions')
        .set({
          status: payload.approved ? SubmissionStatus.APPROVED : SubmissionStatus.REJECTED,
          decided_at: decidedAt,
          decided_by_id: payload.moderatorId,
          rejection_reason: payload.approved ? null : payload.reason,
        })
        .where('id', '=', payload.itemId)
        .where('type', '=', type ?? SubmissionType.NEWS)
        .where('status', '=', SubmissionStatus.PENDING)
        .returning([
          'id',
          'author_id',
          'title',
          'excerpt',
          'content',
          'category',
          'scheduled_date',
          'scheduled_share',
        ])
        .executeTakeFirst();
      changed = row !== undefined;
      submitterId = row?.author_id ?? null;
      if (row && payload.approved && type === SubmissionType.NEWS) {
        // Published on /news and the dashboard from its scheduled date (at once if none); the
        // news item takes the submission's id, so a re-run cannot make a second one.
        await db
          .insertInto('news_items')
          .values({
            id: row.id,
            title: row.title ?? '',
            excerpt: row.excerpt,
            content: row.content,
            author_id: row.author_id,
            category: (row.category !== null && NEWS_CATEGORIES.has(row.category)
              ? row.category
              : NewsCategory.ASSOCIATION_NEWS) as NewsCategory,
            status: NewsStatus.APPROVED,
            published_at: row.scheduled_date ?? decidedAt,
            created_at: decidedAt,
          })
          .onConflict((conflict) => conflict.column('id').doNothing())
          .execute();
      }
      if (row && payload.approved && type === SubmissionType.SOCIAL) {
        publish = {
          submissionId: row.id,
          at: row.scheduled_share === null ? now() : new Date(row.scheduled_share),
        };
      }
    }

    if (!changed) {
      // Decided already: by this very job (a re-run after a crash) or by another decision.
      const entry = await db
        .selectFrom('moderation_audit_entries')
        .select(['moderator_id', 'decision'])
        .where('item_type', '=', itemType)
        .where('item_id', '=', payload.itemId)
        .executeTakeFirst();
      const current = await currentStatus(tx, itemType, payload.itemId);
      return {
        result: {
          applied:
            entry !== undefined &&
            entry.moderator_id === payload.moderatorId &&
            (entry.decision === ModerationDecision.APPROVED) === payload.approved,
          status: current,
          approved: entry ? entry.decision === ModerationDecision.APPROVED : null,
          moderatorId: entry?.moderator_id ?? null,
        },
      };
    }

    await db
      .insertInto('moderation_audit_entries')
      .values({
        id: randomUUID(),
        item_type: itemType,
        item_id: payload.itemId,
        moderator_id: payload.moderatorId,
        decision: payload.approved ? ModerationDecision.APPROVED : ModerationDecision.REJECTED,
        reason: payload.reason,
        created_at: decidedAt,
      })
      .execute();
    if (submitterId !== null) {
      await notify(tx, {
        recipientId: submitterId,
        actorId: payload.moderatorId,
        kind: payload.approved
          ? NotificationKind.SUBMISSION_APPROVED
          : NotificationKind.SUBMISSION_REJECTED,
      });
    }
    return {
      result: {
        applied: true,
        status,
        approved: payload.approved,
        moderatorId: payload.moderatorId,
      },
      publish,
    };
  });
}

async function currentStatus(
  em: EntityManager,
  itemType: ModeratedItemType,
  itemId: string,
): Promise<ModerationDecideResult['status']> {
  const db = tablesOf(em);
  const row =
    itemType === ModeratedItemType.NEWS
      ? await db
          .selectFrom('news_items')
          .select('status')
          .where('id', '=', itemId)
          .executeTakeFirst()
      : itemType === ModeratedItemType.REVIEW
        ? await db
            .selectFrom('reviews')
            .select('status')
            .where('id', '=', itemId)
            .executeTakeFirst()
        : await db
            .selectFrom('content_submissions')
            .select('status')
            .where('id', '=', itemId)
            .executeTakeFirst();
  return (row?.status as ModerationDecideResult['status'] | undefined) ?? 'missing';
}

/**
 * Tells every moderator and admin about a new submission, once: the mark and the notifications
 * commit together, so a re-run of the job finds the mark and does nothing.
 */
export async function notifyModeratorsOfSubmission(
  em: EntityManager,
  submissionId: string,
): Promise<number> {
  return em.transactional(async (tx) => {
    const db = tablesOf(tx);
    const marked = await db
      .updateTable('content_submissions')
      .set({ moderators_notified_at: new Date().toISOString() })
      .where('id', '=', submissionId)
      .where('moderators_notified_at', 'is', null)
      .returning(['author_id'])
      .executeTakeFirst();
    if (!marked) return 0;
    const staff = await db
      .selectFrom('users')
      .select('id')
      .where('role', 'in', [Role.MODERATOR, Role.ADMIN])
      .execute();
    for (const { id } of staff) {
      await notify(tx, {
        recipientId: id,
        actorId: marked.author_id,
        kind: NotificationKind.SUBMISSION_RECEIVED,
      });
    }
    return staff.length;
  });
}

/** Outbox: submissions whose job never reached Redis, oldest first. */
export async function findUnqueuedSubmissions(em: EntityManager, limit = 500): Promise<string[]> {
  const rows = await tablesOf(em)
    .selectFrom('content_submissions')
    .select('id')
    .where('queued_at', 'is', null)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Approved social posts not published yet, with when each is due. */
export async function findUnpublishedSocialPosts(
  em: EntityManager,
  limit = 1000,
): Promise<{ submissionId: string; at: Date }[]> {
  const rows = await tablesOf(em)
    .selectFrom('content_submissions as s')
    .leftJoin('social_publications as p', 'p.submission_id', 's.id')
    .select(['s.id', 's.scheduled_share', 's.decided_at'])
    .where('s.type', '=', SubmissionType.SOCIAL)
    .where('s.status', '=', SubmissionStatus.APPROVED)
    .where('p.id', 'is', null)
    .orderBy('s.scheduled_share')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    submissionId: row.id,
    at: new Date(row.scheduled_share ?? row.decided_at ?? Date.now()),
  }));
}
