import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { databaseNow, tablesOf } from '../../db/tables.js';
import { WebhookDeliveryStatus, type WebhookEventType } from '../../values/webhook-values.js';

/** Wakes the worker after a delivery was recorded (the sweep covers a missed wake-up). */
export interface WebhookWake {
  wakeWebhooks(): Promise<boolean>;
}

/**
 * Records an event and one pending delivery per active endpoint subscribed to it, in the
 * caller's transaction: the event exists exactly when the change it reports was committed.
 * `endpointId` sends it to that one endpoint only (the "send test event" button). Answers the
 * number of deliveries: the caller wakes the worker after its commit when there are any (a
 * missed wake-up is covered by the worker's sweep).
 */
export async function recordWebhookEvent(
  em: EntityManager,
  type: WebhookEventType,
  data: Record<string, unknown>,
  { endpointId }: { endpointId?: string } = {},
): Promise<number> {
  const db = tablesOf(em);
  let endpoints = db.selectFrom('webhook_endpoints').select('id').where('active', '=', true);
  endpoints =
    endpointId === undefined
      ? endpoints.where(sql<boolean>`${type} = any(events)`)
      : endpoints.where('id', '=', endpointId);
  const targets = await endpoints.execute();
  // Nobody listens: nothing to record (the event would never be read).
  if (targets.length === 0) return 0;
  const eventId = randomUUID();
  await db
    .insertInto('webhook_events')
    .values({ id: eventId, type, data: JSON.stringify(data), occurred_at: databaseNow })
    .execute();
  await db
    .insertInto('webhook_deliveries')
    .values(
      targets.map(({ id }) => ({
        id: randomUUID(),
        event_id: eventId,
        endpoint_id: id,
        status: WebhookDeliveryStatus.PENDING,
        attempts: 0,
        next_attempt_at: databaseNow,
        created_at: databaseNow,
      })),
    )
    .execute();
  return targets.length;
}
