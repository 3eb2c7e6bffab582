import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../db/tables.js';
import type { NotificationKind } from '../values/notification-kind.js';
import { keepWantedNoticesAndRecordMails } from './notice-mail/record-notice-mails.js';

export interface NotificationEvent {
  recipientId: string;
  /** Null when nobody did it (the virus scanner quarantined the recipient's file). */
  actorId: string | null;
  kind: NotificationKind;
  discussionId?: string | null;
  /** The reply of that discussion it is about, which the notice opens at. */
  replyId?: string | null;
  connectionId?: string | null;
  documentId?: string | null;
  eventId?: string | null;
  consultationId?: string | null;
  /** What the notice is about, as it was titled then (a moderated submission). */
  subjectTitle?: string | null;
  /** Why: a moderator's reason for a rejection. */
  reason?: string | null;
}

/**
 * Records that `actorId` did something concerning `recipientId`, in the caller's transaction so
 * that the notification (and the e-mail owed for it) exists exactly when the act does. Nobody is
 * notified of their own act.
 */
export async function notify(em: EntityManager, event: NotificationEvent): Promise<void> {
  await notifyAll(em, [event]);
}

/** As `notify` for many acts at once, in one statement (a batch of moderation decisions). */
export async function notifyAll(em: EntityManager, events: NotificationEvent[]): Promise<void> {
  const createdAt = new Date().toISOString();
  const rows = events
    .filter((event) => event.recipientId !== event.actorId)
    .map((event) => ({
      id: randomUUID(),
      recipient_id: event.recipientId,
      actor_id: event.actorId,
      kind: event.kind,
      discussion_id: event.discussionId ?? null,
      reply_id: event.replyId ?? null,
      connection_id: event.connectionId ?? null,
      document_id: event.documentId ?? null,
      event_id: event.eventId ?? null,
      consultation_id: event.consultationId ?? null,
      subject_title: event.subjectTitle ?? null,
      reason: event.reason ?? null,
      read_at: null,
      created_at: createdAt,
    }));
  // A member's `off` drops the notice; an e-mail owed at once is recorded with it.
  const wanted = await keepWantedNoticesAndRecordMails(em, rows);
  if (wanted.length === 0) return;
  await tablesOf(em).insertInto('notifications').values(wanted).execute();
}

/**
 * As `notify`, unless the recipient still has the same notification unread (same kind, actor and
 * discussion, reply or connection): a member who likes, takes the like back and likes again notifies
 * the author once, not three times. Call it inside the caller's transaction.
 */
export async function notifyUnlessUnread(
  em: EntityManager,
  event: NotificationEvent,
): Promise<void> {
  if (event.recipientId === event.actorId) return;
  let pending = tablesOf(em)
    .selectFrom('notifications')
    .select('id')
    .where('recipient_id', '=', event.recipientId)
    .where((eb) =>
      event.actorId === null ? eb('actor_id', 'is', null) : eb('actor_id', '=', event.actorId),
    )
    .where('kind', '=', event.kind)
    .where('read_at', 'is', null);
  pending = event.discussionId
    ? pending.where('discussion_id', '=', event.discussionId)
    : pending.where('discussion_id', 'is', null);
  pending = event.replyId
    ? pending.where('reply_id', '=', event.replyId)
    : pending.where('reply_id', 'is', null);
  pending = event.connectionId
    ? pending.where('connection_id', '=', event.connectionId)
    : pending.where('connection_id', 'is', null);
  if (await pending.limit(1).executeTakeFirst()) return;
  await notify(em, event);
}
