// The worker's side of a decision: pending rows of moderation_decisions are applied in batches
// taken with FOR UPDATE SKIP LOCKED, so that any number of jobs (and the sweep) can drain at
// once without waiting for or doubling each other. A batch commits the transitions, their audit
// entries, the submitters' notifications and the rows' applied_at together: a re-run finds them
// applied and does nothing.
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Insertable } from 'kysely';
import { type PortalTables, tablesOf } from '../../db/tables.js';
import type { TransitionEffects } from '../../shared/moderated-kind.js';
import { type NotificationEvent, notifyAll } from '../../shared/notify.js';
import { type AuditInput, recordAudit } from '../../shared/record-audit.js';
import { AuditAction, AuditScope, type AuditSubjectKind } from '../../values/audit-values.js';
import { ModeratedItemType, ModerationDecision } from '../../values/moderation-values.js';
import { NotificationKind } from '../../values/notification-kind.js';
import { Role } from '../../values/role.js';
import { SubmissionStatus, SubmissionType } from '../../values/submission-values.js';
import { WebhookEventType } from '../../values/webhook-values.js';
import { recordWebhookEvents, type WebhookEventInput } from '../webhooks/index.js';
import { MODERATED_KINDS } from './moderated-kinds.js';

/** What one drain did. */
export interface AppliedDecisions {
  /** Ids of the decisions applied now (not those another run applied). */
  applied: string[];
  /** Approved social posts to publish, each at its time. */
  publish: NonNullable<TransitionEffects['publish']>[];
  /** Decisions that failed this time (attempts and last_error recorded; still pending). */
  failed: number;
  /** Webhook deliveries recorded with the transitions (the caller wakes their delivery). */
  webhookDeliveries: number;
}

/** The webhook event an approval publishes, by the kind of item approved. */
const PUBLISHED_EVENTS: Partial<
  Record<PendingRow['item_type'], { type: WebhookEventType; idField: string }>
> = {
  [ModeratedItemType.NEWS]: { type: WebhookEventType.NEWS_PUBLISHED, idField: 'newsId' },
  // An approved news submission becomes the news item of the same id.
  [ModeratedItemType.SUBMITTED_NEWS]: { type: WebhookEventType.NEWS_PUBLISHED, idField: 'newsId' },
  [ModeratedItemType.SUBMITTED_EVENT]: {
    type: WebhookEventType.EVENT_PUBLISHED,
    idField: 'submissionId',
  },
  [ModeratedItemType.REVIEW]: { type: WebhookEventType.REVIEW_APPROVED, idField: 'reviewId' },
};

export interface ApplyOptions {
  /** Rows per transaction. */
  batchSize?: number;
  /** Only decisions recorded at least this long ago (the sweep leaves fresh ones to their job). */
  olderThanMs?: number;
  /** Stop after this many rows (bounds one job's run). */
  limit?: number;
  now?: () => Date;
}

type PendingRow = {
  id: string;
  item_type: keyof typeof MODERATED_KINDS;
  item_id: string;
  approved: boolean;
  reason: string | null;
  moderator_id: string;
};

const DEFAULT_BATCH = 100;

function takePending(em: EntityManager, size: number, olderThanMs: number, onlyId?: string) {
  let query = tablesOf(em)
    .selectFrom('moderation_decisions')
    .select(['id', 'item_type', 'item_id', 'approved', 'reason', 'moderator_id'])
    .where('applied_at', 'is', null);
  if (onlyId !== undefined) query = query.where('id', '=', onlyId);
  if (olderThanMs > 0) {
    query = query.where('created_at', '<', new Date(Date.now() - olderThanMs).toISOString());
  }
  // Decisions that failed before come last, so one that keeps failing cannot hold a whole batch
  // of fresh ones back.
  return query
    .orderBy('attempts')
    .orderBy('created_at')
    .limit(size)
    .forUpdate()
    .skipLocked()
    .execute() as Promise<PendingRow[]>;
}

/** What one applied decision adds to its batch's shared statements. */
interface BatchEffects {
  audit: Insertable<PortalTables['moderation_audit_entries']>[];
  trail: AuditInput[];
  notices: NotificationEvent[];
  publish: AppliedDecisions['publish'];
  webhookEvents: WebhookEventInput[];
}

/** Applies one decision's transition in the caller's transaction; false when it was not pending. */
async function applyOne(
  tx: EntityManager,
  row: PendingRow,
  decidedAt: string,
  batch: BatchEffects,
): Promise<boolean> {
  const effects = await MODERATED_KINDS[row.item_type].transition(tx, {
    itemId: row.item_id,
    approved: row.approved,
    moderatorId: row.moderator_id,
    reason: row.reason,
    decidedAt,
  });
  if (!effects) return false;
  batch.audit.push({
    id: randomUUID(),
    item_type: row.item_type,
    item_id: row.item_id,
    moderator_id: row.moderator_id,
    decision: row.approved ? ModerationDecision.APPROVED : ModerationDecision.REJECTED,
    reason: row.reason,
    created_at: decidedAt,
  });
  batch.trail.push({
    actorId: row.moderator_id,
    action: row.approved ? AuditAction.MODERATION_APPROVED : AuditAction.MODERATION_REJECTED,
    // The moderated kinds are subject kinds of the same names.
    subjectKind: row.item_type as `${AuditSubjectKind}` as AuditSubjectKind,
    subjectId: row.item_id,
    subjectTitle: effects.subjectTitle ?? null,
    reason: row.reason,
    before: { status: 'pending' },
    after: { status: row.approved ? ModerationDecision.APPROVED : ModerationDecision.REJECTED },
    scope: AuditScope.MODERATION,
    at: decidedAt,
  });
  if (effects.submitterId !== null) {
    batch.notices.push({
      recipientId: effects.submitterId,
      actorId: row.moderator_id,
      kind: row.approved
        ? NotificationKind.SUBMISSION_APPROVED
        : NotificationKind.SUBMISSION_REJECTED,
      subjectTitle: effects.subjectTitle ?? null,
      reason: row.approved ? null : row.reason,
    });
  }
  if (effects.publish) batch.publish.push(effects.publish);
  const published = row.approved ? PUBLISHED_EVENTS[row.item_type] : undefined;
  if (published) {
    batch.webhookEvents.push({
      type: published.type,
      data: { [published.idField]: row.item_id, approvedAt: decidedAt },
    });
  }
  return true;
}

/** Marks rows applied; `skipped` ones found their item no longer pending (kept for the record). */
async function markApplied(
  tx: EntityManager,
  ids: string[],
  skipped: string[],
  at: string,
): Promise<void> {
  if (ids.length > 0) {
    await tablesOf(tx)
      .updateTable('moderation_decisions')
      .set({ applied_at: at })
      .where('id', 'in', ids)
      .execute();
  }
  if (skipped.length > 0) {
    await tablesOf(tx)
      .updateTable('moderation_decisions')
      .set({ applied_at: at, last_error: 'the item was no longer pending' })
      .where('id', 'in', skipped)
      .execute();
  }
}

/** Applies locked rows in the caller's transaction. */
async function applyBatch(
  tx: EntityManager,
  rows: PendingRow[],
  now: () => Date,
  publish: AppliedDecisions['publish'],
  webhooks: { deliveries: number },
): Promise<string[]> {
  const decidedAt = now().toISOString();
  const applied: string[] = [];
  const skipped: string[] = [];
  const batch: BatchEffects = { audit: [], trail: [], notices: [], publish, webhookEvents: [] };
  for (const row of rows) {
    if (await applyOne(tx, row, decidedAt, batch)) applied.push(row.id);
    else skipped.push(row.id);
  }
  // The batch's audit entries and notifications in one statement each.
  if (batch.audit.length > 0) {
    await tablesOf(tx)
      .insertInto('moderation_audit_entries')
      .values(batch.audit)
      .onConflict((conflict) => conflict.columns(['item_type', 'item_id']).doNothing())
      .execute();
  }
  await recordAudit(tx, batch.trail);
  await notifyAll(tx, batch.notices);
  // In the transition's transaction: an event exists exactly when its change was committed.
  webhooks.deliveries += await recordWebhookEvents(tx, batch.webhookEvents);
  await markApplied(tx, applied, skipped, decidedAt);
  return applied;
}

/**
 * Applies pending decisions until none is left (or `limit`). A batch that fails is retried one
 * decision per transaction, so one bad row cannot hold the others back; the bad one keeps its
 * attempts and last error and stays pending for the next run.
 */
export async function applyPendingDecisions(
  em: EntityManager,
  {
    batchSize = DEFAULT_BATCH,
    olderThanMs = 0,
    limit = 10_000,
    now = () => new Date(),
  }: ApplyOptions = {},
): Promise<AppliedDecisions> {
  const outcome: AppliedDecisions = { applied: [], publish: [], failed: 0, webhookDeliveries: 0 };
  let budget = limit;
  while (budget > 0) {
    const size = Math.min(batchSize, budget);
    const publish: AppliedDecisions['publish'] = [];
    const webhooks = { deliveries: 0 };
    let taken = 0;
    try {
      const applied = await em.transactional(async (tx) => {
        const rows = await takePending(tx, size, olderThanMs);
        taken = rows.length;
        return rows.length === 0 ? [] : applyBatch(tx, rows, now, publish, webhooks);
      });
      outcome.applied.push(...applied);
      outcome.publish.push(...publish);
      outcome.webhookDeliveries += webhooks.deliveries;
    } catch (error) {
      const one = await applyOneByOne(em, size, olderThanMs, now);
      outcome.applied.push(...one.applied);
      outcome.publish.push(...one.publish);
      outcome.failed += one.failed;
      outcome.webhookDeliveries += one.webhookDeliveries;
      if (one.applied.length === 0 && one.failed === 0) throw error;
      // Every row failed: leave them to the next run rather than spin.
      if (one.applied.length === 0) break;
      taken = one.applied.length + one.failed;
    }
    budget -= taken;
    if (taken < size) break;
  }
  return outcome;
}

async function applyOneByOne(
  em: EntityManager,
  size: number,
  olderThanMs: number,
  now: () => Date,
): Promise<AppliedDecisions> {
  const outcome: AppliedDecisions = { applied: [], publish: [], failed: 0, webhookDeliveries: 0 };
  const candidates = await tablesOf(em)
    .selectFrom('moderation_decisions')
    .select('id')
    .where('applied_at', 'is', null)
    .orderBy('attempts')
    .orderBy('created_at')
    .limit(size)
    .execute();
  for (const { id } of candidates) {
    const publish: AppliedDecisions['publish'] = [];
    const webhooks = { deliveries: 0 };
    try {
      const applied = await em.transactional(async (tx) => {
        const rows = await takePending(tx, 1, olderThanMs, id);
        return rows.length === 0 ? [] : applyBatch(tx, rows, now, publish, webhooks);
      });
      outcome.applied.push(...applied);
      outcome.publish.push(...publish);
      outcome.webhookDeliveries += webhooks.deliveries;
    } catch (error) {
      outcome.failed += 1;
      await tablesOf(em)
        .updateTable('moderation_decisions')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          last_error: error instanceof Error ? error.message.slice(0, 1000) : String(error),
        }))
        .where('id', '=', id)
        .execute();
    }
  }
  return outcome;
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
    await notifyAll(
      tx,
      staff.map(({ id }) => ({
        recipientId: id,
        actorId: marked.author_id,
        kind: NotificationKind.SUBMISSION_RECEIVED,
      })),
    );
    return staff.length;
  });
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
