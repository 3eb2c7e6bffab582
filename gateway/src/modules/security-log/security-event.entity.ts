// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import {
  SecurityEventType,
  SecurityOutcome,
  USER_AGENT_MAX_LENGTH,
} from '../../values/security-event-type.js';
import { User } from '../users/user.entity.js';

/**
 * One security-relevant event (ASVS V16): append-only, written by recordSecurityEvent and
 * deleted only by the retention job. The admin page pages newest first by (occurred_at, id) and
 * filters by type, outcome, member and address, hence the indexes.
 */
@Entity({ tableName: 'security_events' })
@Index({ name: 'security_events_occurred_index', properties: ['occurredAt', 'id'] })
@Index({ name: 'security_events_type_index', properties: ['type', 'occurredAt'] })
@Index({ name: 'security_events_ip_index', properties: ['ip', 'occurredAt'] })
export class SecurityEvent {
  [OptionalProps]?: 'id' | 'occurredAt' | 'actor' | 'subject' | 'ip' | 'userAgent' | 'details';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  occurredAt: Date = new Date();

  @Enum({ items: () => SecurityEventType })
  type!: SecurityEventType;

  @Index({ name: 'security_events_outcome_index' })
  @Enum({ items: () => SecurityOutcome })
  outcome!: SecurityOutcome;

  /** Who acted (the signed-in member); null for anonymous attempts. Kept when the user is deleted. */
  @ManyToOne({
    entity: () => User,
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    index: 'security_events_actor_index',
  })
  actor: Ref<User> | null = null;

  /** Whose account the event concerns (e.g. the account a failed sign-in named). */
  @ManyToOne({
    entity: () => User,
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    index: 'security_events_subject_index',
  })
  subject: Ref<User> | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  ip: string | null = null;

  @Property({ type: 'string', length: USER_AGENT_MAX_LENGTH, nullable: true })
  userAgent: string | null = null;

  /** Context without secrets (never passwords, tokens, codes or typed e-mail addresses). */
  @Property({ type: 'json' })
  details: Record<string, unknown> = {};
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    security_events: TableOf<SecurityEvent>;
  }
}
