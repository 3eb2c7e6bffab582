// What moderation needs from a feature whose items a moderator decides on. Each feature that
// owns a table implements it next to that table (news, reviews in consultations, submissions);
// moderation/moderated-kinds.ts lists them in one exhaustive record, so moderation itself never
// writes another feature's table.
import type { EntityManager } from '@mikro-orm/postgresql';
import { type RawBuilder, sql } from 'kysely';
import { tablesOf } from '../db/tables.js';

/** A decision as the worker applies it, in its transaction. */
export interface DecisionToApply {
  itemId: string;
  approved: boolean;
  moderatorId: string;
  reason: string | null;
  /** ISO time of the transition. */
  decidedAt: string;
}

/** What a transition changed beyond the item's status. */
export interface TransitionEffects {
  /** Who is notified of the decision (null: nobody, e.g. an anonymous review). */
  submitterId: string | null;
  /** The item's title, named in the submitter's notice ("Your submission 'X' was rejected"). */
  subjectTitle?: string | null;
  /** An approved social post to publish at `at` (now or later). */
  publish?: { submissionId: string; at: Date };
}

export interface ModeratedKind {
  /** How messages name the item ("submitted news item"). */
  label: string;
  /** The item's status, or null when no item of this kind has that id. */
  statusOf(em: EntityManager, itemId: string): Promise<string | null>;
  /**
   * pending → approved or rejected, with the kind's own effects, in the caller's transaction;
   * undefined when the item was not pending (so a re-run changes nothing).
   */
  transition(em: EntityManager, decision: DecisionToApply): Promise<TransitionEffects | undefined>;
  /** True while the item is pending, as an SQL condition (a decision is recorded only then). */
  isPending(itemId: string): RawBuilder<boolean>;
  /** The number of items of this kind waiting for a decision, as an SQL expression. */
  pendingCount: RawBuilder<number>;
}

/** Tables of moderated items: each has `id` and a `status` that starts as 'pending'. */
export type ModeratedTable = 'news_items' | 'reviews' | 'content_submissions';

/**
 * The reads of a kind whose items live in `table` (restricted to one `type` of it when given):
 * the status, the pending test and the pending count, written once for every kind.
 */
export function statusReads(
  table: ModeratedTable,
  type?: string,
): Pick<ModeratedKind, 'statusOf' | 'isPending' | 'pendingCount'> {
  const ofType = type === undefined ? sql`` : sql` and type = ${type}`;
  return {
    async statusOf(em, itemId) {
      const { rows } = await sql<{ status: string }>`select status from ${sql.table(table)}
        where id = ${itemId}${ofType}`.execute(tablesOf(em));
      return rows[0]?.status ?? null;
    },
    isPending: (itemId) =>
      sql<boolean>`exists (select 1 from ${sql.table(table)}
        where id = ${itemId}${ofType} and status = 'pending')`,
    pendingCount: sql<number>`(select count(*)::int from ${sql.table(table)}
      where status = 'pending'${ofType})`,
  };
}
