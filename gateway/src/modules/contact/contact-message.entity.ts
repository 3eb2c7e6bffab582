// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';

/**
 * A message a visitor sends to the association (Leadership's "Contact Leadership", the
 * accessibility page's barrier report). Stored first; e-mailed to the association when mail is set up.
 */
@Entity({ tableName: 'contact_messages' })
@Index({ name: 'contact_messages_created_at_index', properties: ['createdAt', 'id'] })
export class ContactMessage {
  [OptionalProps]?: 'id' | 'createdAt' | 'mailedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 120 })
  name!: string;

  /** Lowercased. */
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'string', length: 200 })
  subject!: string;

  @Property({ type: 'text' })
  message!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** When the mailer accepted it; null while mail is not configured or failed. */
  @Property({ type: 'datetime', nullable: true })
  mailedAt: Date | null = null;
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    contact_messages: TableOf<ContactMessage>;
  }
}
