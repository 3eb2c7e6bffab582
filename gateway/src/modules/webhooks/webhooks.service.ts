import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SecretBox } from '../../crypto/secret-box.js';
import { databaseNow, tablesOf } from '../../db/tables.js';
import type { FieldErrors } from '../../errors/domain-error.js';
import { DomainError, notFound } from '../../errors/domain-error.js';
import { ErrorCode } from '../../errors/error-code.js';
import {
  checkIntegerRange,
  checkLength,
  checkMaxLength,
  checkUuid,
  throwIfProblems,
} from '../../errors/input-checks.js';
import { changedFields, recordAudit } from '../../shared/record-audit.js';
import { AuditAction, AuditScope, AuditSubjectKind } from '../../values/audit-values.js';
import {
  SUBSCRIBABLE_EVENTS,
  WebhookDeliveryStatus,
  WebhookEventType,
} from '../../values/webhook-values.js';
import { RefusedAddress, resolvePublicAddresses } from './address-guard.js';
import { recordWebhookEvent } from './webhook-outbox.js';
import type { WebhookSettings } from './webhook-settings.js';

export const URL_MAX_LENGTH = 2000;
export const DESCRIPTION_MAX_LENGTH = 200;
export const SECRET_LENGTH = { min: 16, max: 200 };
export const DELIVERY_LOG_PAGE = { default: 50, max: 200 };

export interface EndpointRow {
  id: string;
  url: string;
  description: string | null;
  events: WebhookEventType[];
  active: boolean;
  createdAt: Date;
}

export interface DeliveryRow {
  id: string;
  eventId: string;
  eventType: WebhookEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  createdAt: Date;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date | null;
  responseStatus: number | null;
  responseExcerpt: string | null;
  lastError: string | null;
  deliveredAt: Date | null;
}

export interface EndpointInput {
  url?: string | null;
  description?: string | null;
  events?: readonly string[] | null;
  active?: boolean | null;
  /** Only when creating: the integrator's own secret; empty: one is generated. */
  secret?: string | null;
}

export interface WebhookDeps {
  secrets: SecretBox;
  settings: () => WebhookSettings;
}

const date = (value: string | null) => (value === null ? null : new Date(value));

/** A generated secret: 32 random bytes, with a prefix that says what it is. */
function generateSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/**
 * Checks an endpoint's URL: http(s), no credentials, and (unless WEBHOOK_ALLOW_PRIVATE) a host
 * whose every address is public. The worker checks again at each attempt (DNS can change).
 */
async function checkUrl(
  problems: FieldErrors,
  raw: string,
  allowPrivate: boolean,
): Promise<string> {
  const value = raw.trim();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    problems.url = 'must be an http(s) address';
    return value;
  }
  if (
    !checkMaxLength(
      problems,
      'url',
      value,
      URL_MAX_LENGTH,
      `must be at most ${URL_MAX_LENGTH} characters`,
    )
  ) {
    return url.toString();
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    problems.url = 'must be an http(s) address';
  } else if (url.username || url.password) problems.url = 'must not contain a user or password';
  else {
    try {
      await resolvePublicAddresses(url.hostname, allowPrivate);
    } catch (error) {
      if (!(error instanceof RefusedAddress)) throw error;
      problems.url = `is refused: ${error.message} (loopback, private and link-local addresses are not allowed)`;
    }
  }
  return url.toString();
}

function checkEvents(problems: FieldErrors, events: readonly string[]): WebhookEventType[] {
  const unique = [...new Set(events)];
  if (unique.length === 0) problems.events = 'must name at least one event';
  const unknown = unique.filter(
    (type) => !(SUBSCRIBABLE_EVENTS as readonly string[]).includes(type),
  );
  if (unknown.length > 0) problems.events = `must be among ${SUBSCRIBABLE_EVENTS.join(', ')}`;
  return unique as WebhookEventType[];
}

function checkDescription(problems: FieldErrors, value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  checkMaxLength(problems, 'description', trimmed, DESCRIPTION_MAX_LENGTH);
  return trimmed === '' ? null : trimmed;
}

function checkId(field: string, id: string): void {
  const problems: FieldErrors = {};
  checkUuid(problems, field, id);
  throwIfProblems(problems);
}

function selectEndpoints(em: EntityManager) {
  return tablesOf(em)
    .selectFrom('webhook_endpoints')
    .select(['id', 'url', 'description', 'events', 'active', 'created_at']);
}

function toEndpoint(row: {
  id: string;
  url: string;
  description: string | null;
  events: string[];
  active: boolean;
  created_at: string;
}): EndpointRow {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    active: row.active,
    createdAt: new Date(row.created_at),
  };
}

export async function listEndpoints(em: EntityManager): Promise<EndpointRow[]> {
  return (await selectEndpoints(em).orderBy('created_at').orderBy('id').execute()).map(toEndpoint);
}

async function endpointOrFail(em: EntityManager, id: string): Promise<EndpointRow> {
  checkId('id', id);
  const row = await selectEndpoints(em).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('No such webhook endpoint.');
  return toEndpoint(row);
}

/** Registers an endpoint; answers it with its secret, which is shown this once. */
export async function createEndpoint(
  em: EntityManager,
  deps: WebhookDeps,
  input: EndpointInput,
  actorId: string,
): Promise<{ endpoint: EndpointRow; secret: string }> {
  const problems: FieldErrors = {};
  const url = await checkUrl(problems, input.url ?? '', deps.settings().allowPrivate);
  const events = checkEvents(problems, input.events ?? []);
  const description = checkDescription(problems, input.description);
  const chosen = input.secret?.trim() ?? '';
  if (chosen !== '') checkLength(problems, 'secret', chosen, SECRET_LENGTH);
  throwIfProblems(problems);
  const id = randomUUID();
  const secret = chosen === '' ? generateSecret() : chosen;
  const active = input.active ?? true;
  await em.transactional(async (tx) => {
    await tablesOf(tx)
      .insertInto('webhook_endpoints')
      .values({
        id,
        url,
        description,
        events,
        secret_sealed: deps.secrets.seal(secret, id),
        active,
        created_by_id: actorId,
        created_at: databaseNow,
      })
      .execute();
    await auditEndpoint(tx, actorId, AuditAction.WEBHOOK_CREATED, id, url, {
      before: null,
      after: { url, description, events, active },
    });
  });
  return { endpoint: await endpointOrFail(em, id), secret };
}

/** Changes what is given of an endpoint's URL, description, events and active flag. */
export async function updateEndpoint(
  em: EntityManager,
  deps: WebhookDeps,
  id: string,
  input: EndpointInput,
  actorId: string,
): Promise<EndpointRow> {
  const current = await endpointOrFail(em, id);
  const problems: FieldErrors = {};
  const url =
    input.url == null
      ? current.url
      : await checkUrl(problems, input.url, deps.settings().allowPrivate);
  const events = input.events == null ? current.events : checkEvents(problems, input.events);
  const description =
    input.description === undefined
      ? current.description
      : checkDescription(problems, input.description);
  throwIfProblems(problems);
  const active = input.active ?? current.active;
  await em.transactional(async (tx) => {
    await tablesOf(tx)
      .updateTable('webhook_endpoints')
      .set({ url, events, description, active })
      .where('id', '=', id)
      .execute();
    const change = changedFields(
      {
        url: current.url,
        description: current.description,
        events: current.events,
        active: current.active,
      },
      { url, description, events, active },
    );
    if (Object.keys(change.after).length > 0) {
      await auditEndpoint(tx, actorId, AuditAction.WEBHOOK_UPDATED, id, current.url, change);
    }
  });
  return endpointOrFail(em, id);
}

/** Removes an endpoint with its delivery log (pending deliveries are dropped with it). */
export async function deleteEndpoint(
  em: EntityManager,
  id: string,
  actorId: string,
): Promise<boolean> {
  const current = await endpointOrFail(em, id);
  await em.transactional(async (tx) => {
    await tablesOf(tx).deleteFrom('webhook_endpoints').where('id', '=', id).execute();
    await auditEndpoint(tx, actorId, AuditAction.WEBHOOK_DELETED, id, current.url, {
      before: { url: current.url, description: current.description, events: current.events },
      after: null,
    });
  });
  return true;
}

/** An admin's change of an endpoint, for the audit trail (admins only: URLs are theirs). */
function auditEndpoint(
  tx: EntityManager,
  actorId: string,
  action: AuditAction,
  id: string,
  url: string,
  change: { before: Record<string, unknown> | null; after: Record<string, unknown> | null },
) {
  return recordAudit(tx, {
    actorId,
    action,
    subjectKind: AuditSubjectKind.WEBHOOK,
    subjectId: id,
    subjectTitle: url,
    ...change,
    scope: AuditScope.ADMIN,
  });
}

/** An endpoint's deliveries, newest first (the delivery log). */
export async function listDeliveries(
  em: EntityManager,
  endpointId: string,
  limit: number = DELIVERY_LOG_PAGE.default,
): Promise<DeliveryRow[]> {
  await endpointOrFail(em, endpointId);
  const problems: FieldErrors = {};
  checkIntegerRange(problems, 'limit', limit, { min: 1, max: DELIVERY_LOG_PAGE.max });
  throwIfProblems(problems);
  const rows = await tablesOf(em)
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as ev', 'ev.id', 'd.event_id')
    .select([
      'd.id',
      'd.event_id',
      'ev.type',
      'd.status',
      'd.attempts',
      'd.created_at',
      'd.last_attempt_at',
      'd.next_attempt_at',
      'd.response_status',
      'd.response_excerpt',
      'd.last_error',
      'd.delivered_at',
    ])
    .where('d.endpoint_id', '=', endpointId)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    eventId: row.event_id,
    eventType: row.type,
    status: row.status,
    attempts: row.attempts,
    createdAt: new Date(row.created_at),
    lastAttemptAt: date(row.last_attempt_at),
    nextAttemptAt: row.status === WebhookDeliveryStatus.PENDING ? date(row.next_attempt_at) : null,
    responseStatus: row.response_status,
    responseExcerpt: row.response_excerpt,
    lastError: row.last_error,
    deliveredAt: date(row.delivered_at),
  }));
}

/**
 * "Send again": a new delivery of the same event (same event id, so a receiver that already
 * has it can tell) to the same endpoint; the old one stays in the log as it was.
 */
export async function redeliver(em: EntityManager, deliveryId: string): Promise<string> {
  checkId('deliveryId', deliveryId);
  const row = await tablesOf(em)
    .selectFrom('webhook_deliveries')
    .select(['event_id', 'endpoint_id'])
    .where('id', '=', deliveryId)
    .executeTakeFirst();
  if (!row) throw notFound('No such webhook delivery.');
  const id = randomUUID();
  await tablesOf(em)
    .insertInto('webhook_deliveries')
    .values({
      id,
      event_id: row.event_id,
      endpoint_id: row.endpoint_id,
      status: WebhookDeliveryStatus.PENDING,
      attempts: 0,
      next_attempt_at: databaseNow,
      created_at: databaseNow,
    })
    .execute();
  return id;
}

/** Records a `webhook.test` event for this one endpoint (it must be active). */
export async function sendTestEvent(em: EntityManager, endpointId: string): Promise<void> {
  const endpoint = await endpointOrFail(em, endpointId);
  if (!endpoint.active) {
    throw new DomainError(
      ErrorCode.CONFLICT,
      'Turn the endpoint on before sending it a test event.',
    );
  }
  await recordWebhookEvent(
    em,
    WebhookEventType.TEST,
    { message: 'A test event from the portal.', endpointId },
    { endpointId },
  );
}
