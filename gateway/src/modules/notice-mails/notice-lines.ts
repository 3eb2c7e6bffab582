import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import { discussionPath } from '../../values/discussion-paths.js';
import type { NotificationKind } from '../../values/notification-kind.js';
import type { NoticeLineKind } from './mail-catalog.js';

/** One thing that happened, as an e-mail tells it: a kind, who, about what, and where to see it. */
export interface NoticeLine {
  kind: NoticeLineKind;
  actor: string | null;
  title: string;
  reason: string | null;
  /** The portal path that shows it. */
  path: string;
  createdAt: Date;
}

function pathOf(row: {
  kind: NotificationKind;
  discussion_id: string | null;
  reply_id: string | null;
  event_id: string | null;
}): string {
  if (row.discussion_id) return discussionPath(row.discussion_id, row.reply_id);
  if (row.event_id) return `/events/${row.event_id}`;
  if (row.kind.startsWith('connection_')) return '/connections';
  if (row.kind === 'consultation_requested') return '/consultation-requests';
  return '/';
}

/**
 * The notices of `recipientId` that an e-mail tells of, oldest first, with their actor and what
 * they are about joined in one statement: one notice by id, or those of a digest's window.
 */
export async function noticeLines(
  em: EntityManager,
  recipientId: string,
  which: { id: string } | { from: Date; until: Date; kinds: readonly NotificationKind[] },
): Promise<NoticeLine[]> {
  if ('kinds' in which && which.kinds.length === 0) return [];
  let query = tablesOf(em)
    .selectFrom('notifications as n')
    .leftJoin('users as a', 'a.id', 'n.actor_id')
    .leftJoin('discussions as d', 'd.id', 'n.discussion_id')
    .leftJoin('content_submissions as ev', 'ev.id', 'n.event_id')
    .leftJoin('consultation_requests as cr', 'cr.id', 'n.consultation_id')
    .select([
      'n.kind',
      'n.created_at',
      'n.subject_title',
      'n.reason',
      'n.discussion_id',
      'n.reply_id',
      'n.event_id',
      'a.full_name as actor_name',
      'd.title as discussion_title',
      'ev.title as event_title',
      'cr.client_name',
    ])
    .where('n.recipient_id', '=', recipientId);
  query =
    'id' in which
      ? query.where('n.id', '=', which.id)
      : query
          .where('n.created_at', '>', which.from.toISOString())
          .where('n.created_at', '<=', which.until.toISOString())
          .where('n.kind', 'in', [...which.kinds]);
  const rows = await query.orderBy('n.created_at').orderBy('n.id').limit(200).execute();
  return rows.map((row) => ({
    kind: row.kind as NoticeLineKind,
    actor: row.actor_name ?? row.client_name ?? null,
    title: row.discussion_title ?? row.event_title ?? row.subject_title ?? '',
    reason: row.reason,
    path: pathOf(row),
    createdAt: new Date(row.created_at),
  }));
}

/** Unread private messages to `recipientId`: one by id, or those of a digest's window. */
export async function messageLines(
  em: EntityManager,
  recipientId: string,
  which: { id: string } | { from: Date; until: Date },
): Promise<NoticeLine[]> {
  let query = tablesOf(em)
    .selectFrom('messages as m')
    .innerJoin('users as s', 's.id', 'm.sender_id')
    .select(['m.subject', 'm.content', 'm.created_at', 's.full_name'])
    .where('m.recipient_id', '=', recipientId)
    .where('m.read_at', 'is', null);
  query =
    'id' in which
      ? query.where('m.id', '=', which.id)
      : query
          .where('m.created_at', '>', which.from.toISOString())
          .where('m.created_at', '<=', which.until.toISOString());
  const rows = await query.orderBy('m.created_at').limit(200).execute();
  return rows.map((row) => ({
    kind: 'message',
    actor: row.full_name,
    // The subject, or the start of the message: enough to know what it is about, no more.
    title: row.subject ?? excerpt(row.content),
    reason: null,
    path: '/messages',
    createdAt: new Date(row.created_at),
  }));
}

const EXCERPT_LENGTH = 80;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat;
}
