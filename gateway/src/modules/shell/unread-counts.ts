// The shell's badges: unread messages and notifications, pending consultation requests. Here, below both features, so that their
// mark-read mutations can answer the new badges without the shell importing them back.
import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import { ConsultationStatus } from '../../values/consultation-status.js';

/** The member's unread messages (the sidebar badge), from the partial unread index. */
export async function countUnreadMessages(em: EntityManager, userId: string): Promise<number> {
  const counts = await countUnreadMessagesOf(em, [userId]);
  return counts.get(userId) ?? 0;
}

/** Unread counts of several members in one statement. */
export async function countUnreadMessagesOf(
  em: EntityManager,
  userIds: readonly string[],
): Promise<Map<string, number>> {
  const counts = new Map(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return counts;
  const rows = await tablesOf(em)
    .selectFrom('messages')
    .select((eb) => ['recipient_id', eb.fn.countAll<string>().as('count')])
    .where('recipient_id', 'in', [...userIds])
    .where('read_at', 'is', null)
    .groupBy('recipient_id')
    .execute();
  for (const row of rows) counts.set(row.recipient_id, Number(row.count));
  return counts;
}

/** How many of the viewer's notifications are unread (the partial notifications_unread_index). */
export async function countUnreadNotifications(
  em: EntityManager,
  viewerId: string,
): Promise<number> {
  const { count } = await tablesOf(em)
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('recipient_id', '=', viewerId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * How many consultation requests addressed to the viewer's lawyer profile wait for an answer
 * (the sidebar's "Consultation requests"); null when the viewer has no lawyer profile.
 */
export async function countPendingConsultations(
  em: EntityManager,
  viewerId: string,
): Promise<number | null> {
  const row = await tablesOf(em)
    .selectFrom('lawyer_profiles as lp')
    .leftJoin('consultation_requests as c', (join) =>
      join.onRef('c.lawyer_id', '=', 'lp.id').on('c.status', '=', ConsultationStatus.PENDING),
    )
    .select((eb) => eb.fn.count<string>('c.id').as('count'))
    .where('lp.user_id', '=', viewerId)
    .groupBy('lp.id')
    .executeTakeFirst();
  return row ? Number(row.count) : null;
}
