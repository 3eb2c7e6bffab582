import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import type { NotificationKind } from './notification-kind.js';

export interface NotificationEvent {
  recipientId: string;
  actorId: string;
  kind: NotificationKind;
  discussionId?: string | null;
  connectionId?: string | null;
}

/**
 * Records that `actorId` did something concerning `recipientId`, in the caller's transaction so
 * that the notification exists exactly when the act does. Nobody is notified of their own act.
 */
export async function notify(em: EntityManager, event: NotificationEvent): Promise<void> {
  if (event.recipientId === event.actorId) return;
  await tablesOf(em)
    .insertInto('notifications')
    .values({
      id: randomUUID(),
      recipient_id: event.recipientId,
      actor_id: event.actorId,
      kind: event.kind,
      discussion_id: event.discussionId ?? null,
      connection_id: event.connectionId ?? null,
      read_at: null,
      created_at: new Date().toISOString(),
    })
    .execute();
}
