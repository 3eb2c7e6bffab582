import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../db/tables.js';
import { ConnectionStatus } from '../values/connection-status.js';
import { NotificationKind } from '../values/notification-kind.js';
import { Role } from '../values/role.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { seedUuid } from './seed-uuid.js';

/** How many of the demo member's newest notifications stay unread (the spec's header shows 3). */
export const DEMO_UNREAD_NOTIFICATIONS = 3;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Notifications for the demo member, derived from the seeded replies and likes by others on the
 * demo member's discussions and from the seeded connection requests to the demo member and the
 * answers to theirs: the newest three unread, the older ones read an hour after they came.
 * Ids and times follow from the seeded rows, so every run produces the same notifications. Call
 * after the discussions (it flushes them first), inside the seed's transaction.
 */
export async function seedDemoNotifications(em: EntityManager): Promise<void> {
  await em.flush();
  const demoMember = DEMO_ACCOUNTS.find((account) => account.role === Role.MEMBER);
  if (!demoMember) return;
  const recipientId = seedUuid(`user:${demoMember.username}`);
  const db = tablesOf(em);

  const replies = await db
    .selectFrom('discussion_replies as r')
    .innerJoin('discussions as d', 'd.id', 'r.discussion_id')
    .select([
      'r.id',
      'r.discussion_id',
      'r.id as reply_id',
      'r.author_id as actor_id',
      'r.created_at',
    ])
    .where('d.author_id', '=', recipientId)
    .where('r.author_id', '<>', recipientId)
    .execute();
  const likes = await db
    .selectFrom('discussion_likes as l')
    .innerJoin('discussions as d', 'd.id', 'l.discussion_id')
    .select((eb) => [
      'l.id',
      'l.discussion_id',
      eb.val<string | null>(null).as('reply_id'),
      'l.user_id as actor_id',
      'l.created_at',
    ])
    .where('d.author_id', '=', recipientId)
    .where('l.user_id', '<>', recipientId)
    .execute();

  // Mentions of the demo member by others, told once per post.
  const mentions = await db
    .selectFrom('post_mentions as m')
    .innerJoin('discussions as d', 'd.id', 'm.discussion_id')
    .leftJoin('discussion_replies as r', 'r.id', 'm.reply_id')
    .select((eb) => [
      'm.id',
      'm.discussion_id',
      'm.reply_id',
      eb.fn.coalesce('r.author_id', 'd.author_id').as('actor_id'),
      'm.created_at',
    ])
    .where('m.member_id', '=', recipientId)
    .execute();

  // Requests to the demo member, and the answers to the demo member's own requests.
  const connections = await db
    .selectFrom('connections')
    .select(['id', 'requester_id', 'addressee_id', 'status', 'created_at', 'responded_at'])
    .where((eb) =>
      eb.or([eb('addressee_id', '=', recipientId), eb('requester_id', '=', recipientId)]),
    )
    .execute();
  const connectionEvents = connections.flatMap((row) => {
    if (row.addressee_id === recipientId) {
      return [
        {
          id: row.id,
          discussion_id: null,
          reply_id: null,
          connection_id: row.id,
          actor_id: row.requester_id,
          created_at: row.created_at,
          kind: NotificationKind.CONNECTION_REQUEST,
        },
      ];
    }
    if (row.responded_at === null || row.status === ConnectionStatus.PENDING) return [];
    return [
      {
        id: row.id,
        discussion_id: null,
        reply_id: null,
        connection_id: row.id,
        actor_id: row.addressee_id,
        created_at: row.responded_at,
        kind:
          row.status === ConnectionStatus.ACCEPTED
            ? NotificationKind.CONNECTION_ACCEPTED
            : NotificationKind.CONNECTION_DECLINED,
      },
    ];
  });

  const events = [
    ...replies.map((row) => ({
      ...row,
      connection_id: null,
      kind: NotificationKind.DISCUSSION_REPLY,
    })),
    ...likes.map((row) => ({
      ...row,
      connection_id: null,
      kind: NotificationKind.DISCUSSION_LIKE,
    })),
    ...mentions
      .filter((row) => row.actor_id !== recipientId)
      .map((row) => ({
        ...row,
        connection_id: null,
        kind: NotificationKind.DISCUSSION_MENTION,
      })),
    ...connectionEvents,
  ]
    .map((event) => ({ ...event, at: new Date(event.created_at).getTime() }))
    // Newest first; the row id breaks ties so that the order never depends on the database.
    .sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1));
  if (events.length === 0) return;

  await db
    .insertInto('notifications')
    .values(
      events.map((event, index) => ({
        id: seedUuid(`notification:${event.kind}:${event.id}`),
        recipient_id: recipientId,
        actor_id: event.actor_id,
        kind: event.kind,
        discussion_id: event.discussion_id,
        reply_id: event.reply_id,
        connection_id: event.connection_id,
        read_at:
          index < DEMO_UNREAD_NOTIFICATIONS ? null : new Date(event.at + HOUR_MS).toISOString(),
        created_at: new Date(event.at).toISOString(),
      })),
    )
    .execute();
}
