// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps, type Ref } from '@mikro-orm/core';
import {
  Entity,
  Enum,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import { ModeratedItemType } from '../../values/moderation-values.js';
import { User } from '../users/user.entity.js';

/**
 * A decision the API accepted: written in the transaction that validated it, before the answer,
 * so that PostgreSQL (not a Redis job) holds the promise. The worker applies it and sets
 * `appliedAt` in the transaction of the transition; until then it is pending, whatever happened
 * to its job. One decision per item.
 */
@Entity({ tableName: 'moderation_decisions' })
@Unique({ name: 'moderation_decisions_item_unique', properties: ['itemType', 'itemId'] })
@Index({
  name: 'moderation_decisions_pending_index',
  expression:
    'create index "moderation_decisions_pending_index" on "moderation_decisions" ("created_at") where "applied_at" is null',
})
export class ModerationDecisionRecord {
  [OptionalProps]?: 'id' | 'reason' | 'createdAt' | 'appliedAt' | 'attempts' | 'lastError';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Enum({ items: () => ModeratedItemType })
  itemType!: ModeratedItemType;

  @Property({ type: 'uuid' })
  itemId!: string;

  @Property({ type: 'boolean' })
  approved!: boolean;

  @Property({ type: 'text', nullable: true })
  reason: string | null = null;

  @ManyToOne({
    entity: () => User,
    ref: true,
    deleteRule: 'cascade',
    index: 'moderation_decisions_moderator_index',
  })
  moderator!: Ref<User>;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** Set by the worker in the transaction that applies the decision; null while pending. */
  @Property({ type: 'datetime', nullable: true })
  appliedAt: Date | null = null;

  /** Failed attempts to apply it (the worker and the sweep keep trying). */
  @Property({ type: 'integer', default: 0 })
  attempts = 0;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    moderation_decisions: TableOf<ModerationDecisionRecord>;
  }
}
