import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { databaseNow, tablesOf } from '../../db/tables.js';
import { WebhookDeliveryStatus, type WebhookEventType } from '../../values/webhook-values.js';

/** Wakes the worker after a delivery was recorded (the sweep covers a missed wake-up). */
export interface WebhookWake {
  wakeWebhooks(): Promise<boolean>;
}

/** An event to record: its type and what it says. */
export interface WebhookEventInput {
  type: WebhookEventType;
  data: Record<string, unknown>;
}

/**
 * Records an event and one pending delivery per active endpoint subscribed to it, in the
 * caller's transaction: the event exists exactly when the change it reports was committed.
 * `endpointId` sends it to that one endpoint only (the "send test event" button). Answers the
 * number of deliveries: the caller wakes the worker after its commit when there are any (a
 * missed wake-up is covered by the worker's sweep).
 */
export function recordWebhookEvent(
  em: EntityManager,
  type: WebhookEventType,
  data: Record<string, unknown>,
  options: { endpointId?: string } = {},
): Promise<number> {
  return recordWebhookEvents(em, [{ type, data }], options);
}

/**
 * recordWebhookEvent for many events at once (a batch of moderation decisions): one query for
 * the endpoints and one insert each for the events and the deliveries, whatever their number,
 * where a query per event was a fifth of the statements of a batch.
 */
export async function recordWebhookEvents(
  em: EntityManager,
  events: readonly WebhookEventInput[],
  { endpointId }: { endpointId?: string } = {},
): Promise<number> {
  if (events.length === 0) return 0;
  const db = tablesOf(em);
  const types = [...new Set(events.map((event) => event.type))];
  let query = db
    .selectFrom('webhook_endpoints')
    .select(['id', 'events'])
    .where('active', '=', true);
  query =
    endpointId === undefined
      ? query.where(sql<boolean>`events && ${types}::text[]`)
      : query.where('id', '=', endpointId);
  const endpoints = await query.execute();
  const records = events.flatMap((event) => {
    const targets = endpoints.filter(
      (endpoint) => endpointId !== undefined || endpoint.events.includes(event.type),
    );
    // Nobody listens: nothing to record (the event would never be read).
    return targets.length === 0 ? [] : [{ id: randomUUID(), event, targets }];
  });
  if (records.length === 0) return 0;
  await db
    .insertInto('webhook_events')
    .values(
      records.map(({ id, event }) => ({
        id,
        type: event.type,
        data: JSON.stringify(event.data),
        occurred_at: databaseNow,
      })),
    )
    .execute();
  const deliveries = records.flatMap(({ id, targets }) =>
    targets.map((endpoint) => ({
      id: randomUUID(),
      event_id: id,
      endpoint_id: endpoint.id,
      status: WebhookDeliveryStatus.PENDING,
      attempts: 0,
      next_attempt_at: databaseNow,
      created_at: databaseNow,
    })),
  );
  await db.insertInto('webhook_deliveries').values(deliveries).execute();
  return deliveries.length;
}
