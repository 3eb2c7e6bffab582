import type { LookupFunction } from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { SecretBox } from '../../crypto/secret-box.js';
import { tablesOf } from '../../db/tables.js';
import { WebhookDeliveryStatus } from '../../values/webhook-values.js';
import { RefusedAddress, resolvePublicAddresses } from './address-guard.js';
import { type PostAnswer, postJson } from './webhook-http.js';
import type { WebhookSettings } from './webhook-settings.js';
import {
  DELIVERY_ID_HEADER,
  EVENT_ID_HEADER,
  EVENT_TYPE_HEADER,
  SIGNATURE_HEADER,
  signatureHeader,
} from './webhook-signature.js';

/** What one attempt did: delivered, to try again at `retryAt`, failed for good, or not ours. */
export type AttemptOutcome =
  | { kind: 'delivered'; attempt: number }
  | { kind: 'retry'; attempt: number; retryAt: Date }
  | { kind: 'failed'; attempt: number }
  | { kind: 'skipped' };

/** Kept of a receiver's answer: enough to read an error message, never a whole page. */
export const RESPONSE_EXCERPT_CHARS = 300;

/** The delay before attempt `attempt + 1`: base × 2^(attempt − 1), at most retryMaxMs. */
export function backoffMs(attempt: number, settings: WebhookSettings): number {
  return Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * Takes a due delivery for one attempt: pending, and not leased by another worker (a lease
 * outlives an attempt's timeout, so a worker killed mid-attempt frees it once it expires).
 */
async function claim(em: EntityManager, deliveryId: string, settings: WebhookSettings) {
  return tablesOf(em)
    .updateTable('webhook_deliveries as d')
    .set((eb) => ({
      attempts: eb('d.attempts', '+', 1),
      last_attempt_at: sql<string>`now()`,
      lease_until: sql<string>`now() + make_interval(secs => ${(settings.timeoutMs + 5_000) / 1000})`,
    }))
    .from('webhook_endpoints as e')
    .from('webhook_events as ev')
    .whereRef('e.id', '=', 'd.endpoint_id')
    .whereRef('ev.id', '=', 'd.event_id')
    .where('d.id', '=', deliveryId)
    .where('d.status', '=', WebhookDeliveryStatus.PENDING)
    .where((eb) =>
      eb.or([eb('d.lease_until', 'is', null), eb('d.lease_until', '<', sql<string>`now()`)]),
    )
    .returning([
      'd.attempts',
      'd.created_at',
      'e.id as endpoint_id',
      'e.url',
      'e.active',
      'e.secret_sealed',
      'ev.id as event_id',
      'ev.type',
      'ev.data',
      'ev.occurred_at',
    ])
    .executeTakeFirst();
}

/**
 * One attempt of one delivery: POST the event as JSON, signed, to an address checked at
 * connection time (the check runs in the socket's own DNS lookup, so a name cannot resolve to a
 * public address for the check and a private one for the request). 2xx is delivered; anything
 * else (another status, a redirect, a timeout, a refused address) is retried with exponential
 * backoff until the retry window has passed since the event, then failed.
 */
export async function attemptDelivery(
  em: EntityManager,
  deliveryId: string,
  settings: WebhookSettings,
  secrets: SecretBox,
  now: () => Date = () => new Date(),
): Promise<AttemptOutcome> {
  const row = await claim(em, deliveryId, settings);
  if (!row) return { kind: 'skipped' };
  const attempt = row.attempts;
  if (!row.active) {
    await finish(em, deliveryId, WebhookDeliveryStatus.FAILED, {
      error: 'the endpoint is turned off',
    });
    return { kind: 'failed', attempt };
  }
  const body = JSON.stringify({
    id: row.event_id,
    type: row.type,
    occurredAt: new Date(row.occurred_at).toISOString(),
    data: typeof row.data === 'string' ? JSON.parse(row.data) : row.data,
  });
  const timestamp = Math.floor(now().getTime() / 1000);
  const secret = secrets.open(row.secret_sealed, row.endpoint_id);
  const guardedLookup: LookupFunction = (hostname, options, callback) => {
    resolvePublicAddresses(hostname, settings.allowPrivate).then(
      (addresses) => {
        if (options.all) {
          callback(null, addresses);
        } else {
          const [first] = addresses;
          callback(null, first?.address ?? '', first?.family ?? 4);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
  // An address literal never reaches the socket's lookup: it is checked here (names are checked
  // here and again at connection time).
  let refusal: string | null = null;
  try {
    await resolvePublicAddresses(new URL(row.url).hostname, settings.allowPrivate);
  } catch (error) {
    if (!(error instanceof RefusedAddress)) throw error;
    refusal = error.message;
  }
  const answer: PostAnswer =
    refusal !== null
      ? { status: null, excerpt: null, error: refusal }
      : await postJson(row.url, body, {
          headers: {
            [SIGNATURE_HEADER]: signatureHeader(secret, body, timestamp),
            [EVENT_ID_HEADER]: row.event_id,
            [EVENT_TYPE_HEADER]: row.type,
            [DELIVERY_ID_HEADER]: deliveryId,
          },
          timeoutMs: settings.timeoutMs,
          lookup: guardedLookup,
          excerptChars: RESPONSE_EXCERPT_CHARS,
        });
  const result = { status: answer.status, excerpt: answer.excerpt, error: answer.error };
  if (answer.status !== null && answer.status >= 200 && answer.status < 300) {
    await finish(em, deliveryId, WebhookDeliveryStatus.DELIVERED, result);
    return { kind: 'delivered', attempt };
  }
  const retryAt = new Date(now().getTime() + backoffMs(attempt, settings));
  const windowEnds = new Date(row.created_at).getTime() + settings.retryWindowMs;
  if (retryAt.getTime() > windowEnds) {
    await finish(em, deliveryId, WebhookDeliveryStatus.FAILED, result);
    return { kind: 'failed', attempt };
  }
  await finish(em, deliveryId, WebhookDeliveryStatus.PENDING, { ...result, retryAt });
  return { kind: 'retry', attempt, retryAt };
}

async function finish(
  em: EntityManager,
  deliveryId: string,
  status: WebhookDeliveryStatus,
  {
    status: responseStatus = null,
    excerpt = null,
    error = null,
    retryAt,
  }: { status?: number | null; excerpt?: string | null; error?: string | null; retryAt?: Date },
): Promise<void> {
  await tablesOf(em)
    .updateTable('webhook_deliveries')
    .set({
      status,
      lease_until: null,
      response_status: responseStatus,
      response_excerpt: excerpt,
      last_error: error,
      ...(status === WebhookDeliveryStatus.DELIVERED && { delivered_at: new Date().toISOString() }),
      ...(retryAt && { next_attempt_at: retryAt.toISOString() }),
    })
    .where('id', '=', deliveryId)
    .execute();
}

/**
 * Deliveries whose attempt is due and that no worker holds: what the dispatch job and the sweep
 * enqueue (each under its attempt's job id, so a live job is left alone).
 */
export async function findDueDeliveries(
  em: EntityManager,
  limit = 500,
): Promise<{ id: string; attempts: number }[]> {
  return tablesOf(em)
    .selectFrom('webhook_deliveries')
    .select(['id', 'attempts'])
    .where('status', '=', WebhookDeliveryStatus.PENDING)
    .where('next_attempt_at', '<=', sql<string>`now()`)
    .where((eb) =>
      eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', sql<string>`now()`)]),
    )
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
}
