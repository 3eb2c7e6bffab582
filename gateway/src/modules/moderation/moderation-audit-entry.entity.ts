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
import { ModeratedItemType, ModerationDecision } from '../../values/moderation-values.js';
import { User } from '../users/user.entity.js';

/**
 * One moderation decision, written by the worker in the transaction that applies it and never
 * changed afterwards. An item is decided once, so it has at most one entry.
 */
@Entity({ tableName: 'moderation_audit_entries' })
@Unique({ name: 'moderation_audit_entries_item_unique', properties: ['itemType', 'itemId'] })
@Index({ name: 'moderation_audit_entries_created_at_index', properties: ['createdAt'] })
export class ModerationAuditEntry {
  [OptionalProps]?: 'id' | 'reason' | 'moderator' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Enum({ items: () => ModeratedItemType })
  itemType!: ModeratedItemType;

  @Property({ type: 'uuid' })
  itemId!: string;

  /** Kept null if that account is removed; the entry itself stays. */
  @ManyToOne({
    entity: () => User,
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    index: 'moderation_audit_entries_moderator_index',
  })
  moderator: Ref<User> | null = null;

  @Enum({ items: () => ModerationDecision })
  decision!: ModerationDecision;

  @Property({ type: 'text', nullable: true })
  reason: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    moderation_audit_entries: TableOf<ModerationAuditEntry>;
  }
}
