import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';

/** The unsent notice e-mails that are due (the sweep gives each its job again). */
export async function findDueNoticeMails(
  em: EntityManager,
  now: Date = new Date(),
): Promise<string[]> {
  const rows = await tablesOf(em)
    .selectFrom('notice_mails')
    .select('id')
    .where('sent_at', 'is', null)
    .where('dropped_at', 'is', null)
    .where('send_after', '<=', now.toISOString())
    .orderBy('send_after')
    .limit(500)
    .execute();
  return rows.map((row) => row.id);
}
