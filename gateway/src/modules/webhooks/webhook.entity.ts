// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import { WebhookDeliveryStatus, WebhookEventType } from '../../values/webhook-values.js';
import { User } from '../users/user.entity.js';

/** Where an integrator wants events POSTed, registered by an admin. */
@Entity({ tableName: 'webhook_endpoints' })
export class WebhookEndpoint {
  [OptionalProps]?: 'id' | 'description' | 'active' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  url!: string;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  /** The subscribed event types (WebhookEventType values). */
  @Property({ type: 'text[]' })
  events!: string[];

  /** The signing secret, sealed with the portal's key (crypto/secret-box.ts). */
  @Property({ type: 'text' })
  secretSealed!: string;

  @Property({ type: 'boolean', default: true })
  active = true;

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'set null', nullable: true })
  createdBy!: Ref<User> | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/**
 * Something that happened, recorded in the transaction of the change itself (the outbox): its
 * id is the idempotency key integrators receive (X-Portal-Event-Id).
 */
@Entity({ tableName: 'webhook_events' })
export class WebhookEventRecord {
  [OptionalProps]?: 'id' | 'occurredAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Enum({ items: () => WebhookEventType })
  type!: WebhookEventType;

  @Property({ type: 'json' })
  data!: Record<string, unknown>;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  occurredAt: Date = new Date();
}

/**
 * One event to one endpoint: pending until a 2xx answer, retried with exponential backoff for
 * 24 hours, then failed. The row is the promise; BullMQ jobs only wake the worker.
 */
@Entity({ tableName: 'webhook_deliveries' })
@Index({
  name: 'webhook_deliveries_due_index',
  expression:
    'create index "webhook_deliveries_due_index" on "webhook_deliveries" ("next_attempt_at") where "status" = \'pending\'',
})
@Index({ name: 'webhook_deliveries_endpoint_index', properties: ['endpoint', 'createdAt'] })
export class WebhookDelivery {
  [OptionalProps]?:
    | 'id'
    | 'status'
    | 'attempts'
    | 'nextAttemptAt'
    | 'leaseUntil'
    | 'lastAttemptAt'
    | 'responseStatus'
    | 'responseExcerpt'
    | 'lastError'
    | 'deliveredAt'
    | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => WebhookEventRecord, ref: true, deleteRule: 'cascade', index: true })
  event!: Ref<WebhookEventRecord>;

  @ManyToOne({ entity: () => WebhookEndpoint, ref: true, deleteRule: 'cascade' })
  endpoint!: Ref<WebhookEndpoint>;

  @Enum({ items: () => WebhookDeliveryStatus, default: WebhookDeliveryStatus.PENDING })
  status: WebhookDeliveryStatus = WebhookDeliveryStatus.PENDING;

  @Property({ type: 'integer', default: 0 })
  attempts = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  nextAttemptAt: Date = new Date();

  /** A worker is sending it until then (another one leaves it alone). */
  @Property({ type: 'datetime', nullable: true })
  leaseUntil: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  lastAttemptAt: Date | null = null;

  /** The receiver's HTTP status of the last attempt (null: no answer). */
  @Property({ type: 'integer', nullable: true })
  responseStatus: number | null = null;

  /** The first few hundred characters of the last answer's body, nothing more. */
  @Property({ type: 'text', nullable: true })
  responseExcerpt: string | null = null;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  deliveredAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

// The Kysely view of these tables (tablesOf(em)), derived from the entities above.
declare module '../../db/tables.js' {
  interface PortalTables {
    webhook_deliveries: TableOf<WebhookDelivery>;
    webhook_endpoints: TableOf<WebhookEndpoint>;
    webhook_events: TableOf<WebhookEventRecord>;
  }
}
