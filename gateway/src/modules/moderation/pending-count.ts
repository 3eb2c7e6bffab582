import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { tablesOf } from '../../db/tables.js';

/**
 * The portal's `pendingItems` stat (a STAT_COUNTERS entry): news, reviews and submitted content
 * waiting for a moderator, in one statement. The worker recounts after every decision and
 * submission (a `stats.recount` job coalesced per change burst).
 */
export async function countPendingModeration(em: EntityManager): Promise<number> {
  const row = await tablesOf(em)
    .selectNoFrom(
      sql<number>`(select count(*)::int from news_items where status = 'pending')
        + (select count(*)::int from reviews where status = 'pending')
        + (select count(*)::int from content_submissions where status = 'pending')`.as('pending'),
    )
    .executeTakeFirstOrThrow();
  return row.pending;
}
