import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';

/**
 * Outbox of the "submission received" notice: submissions whose moderators have not been told
 * yet, oldest first. The notice's own mark (moderators_notified_at) is the record, not the
 * enqueue's (queued_at): a job enqueued and then lost with Redis still leaves its submission here.
 * Decided ones too: a decision recorded while Redis was down may be applied before the sweep
 * comes by, and the notice was promised all the same.
 */
export async function findUnannouncedSubmissions(
  em: EntityManager,
  limit = 500,
): Promise<string[]> {
  const rows = await tablesOf(em)
    .selectFrom('content_submissions')
    .select('id')
    .where('moderators_notified_at', 'is', null)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
