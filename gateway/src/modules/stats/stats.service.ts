import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import { STAT_COUNTERS, type StatName } from './stat-counters.js';
import { StatsSnapshot } from './stats-snapshot.entity.js';

const SNAPSHOT_KEY = 'portal';

export type StatsCounts = Record<StatName, number> & { computedAt: Date };

/** Counts every stat from the database and stores the result as the portal's snapshot. */
export async function recountStats(em: EntityManager): Promise<StatsCounts> {
  const counts: StatsCounts = {
    members: await sumCounters(em, 'members'),
    discussions: await sumCounters(em, 'discussions'),
    documents: await sumCounters(em, 'documents'),
    pendingItems: await sumCounters(em, 'pendingItems'),
    computedAt: new Date(),
  };
  await em.upsert(StatsSnapshot, { key: SNAPSHOT_KEY, ...counts });
  return counts;
}

/**
 * The stored snapshot (kept fresh by the worker's recount job), read as a plain row; counted now
 * if there is none.
 */
export async function readStats(em: EntityManager): Promise<StatsCounts> {
  const snapshot = await tablesOf(em)
    .selectFrom('stats_snapshots')
    .select(['members', 'discussions', 'documents', 'pending_items', 'computed_at'])
    .where('key', '=', SNAPSHOT_KEY)
    .executeTakeFirst();
  if (!snapshot) return recountStats(em);
  return {
    members: snapshot.members,
    discussions: snapshot.discussions,
    documents: snapshot.documents,
    pendingItems: snapshot.pending_items,
    computedAt: new Date(snapshot.computed_at),
  };
}

async function sumCounters(em: EntityManager, stat: StatName): Promise<number> {
  let total = 0;
  // One after the other: an EntityManager runs one query at a time.
  for (const count of STAT_COUNTERS[stat]) total += await count(em);
  return total;
}
