import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import { pendingModerationCount } from './moderated-kinds.js';

/**
 * The portal's `pendingItems` stat (a STAT_COUNTERS entry): every kind of item waiting for a
 * moderator, in one statement. The worker recounts after every decision and submission (a
 * `stats.recount` job coalesced per change burst).
 */
export async function countPendingModeration(em: EntityManager): Promise<number> {
  const row = await tablesOf(em)
    .selectNoFrom(pendingModerationCount.as('pending'))
    .executeTakeFirstOrThrow();
  return row.pending;
}
