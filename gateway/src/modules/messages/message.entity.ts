// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps, type Ref } from '@mikro-orm/core';
import {
  Check,
  Entity,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
} from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import { User } from '../users/user.entity.js';

/** A private message from one member to another; read once the recipient opens it. */
@Entity({ tableName: 'messages' })
// A conversation is the messages of one ordered pair in both directions, newest first: each
// direction is one range of its index, which also serves "my sent" and "my received" lists.
@Index({
  name: 'messages_sender_recipient_created_at_index',
  properties: ['sender', 'recipient', 'createdAt', 'id'],
})
@Index({
  name: 'messages_recipient_sender_created_at_index',
  properties: ['recipient', 'sender', 'createdAt', 'id'],
})
// The unread badge reads only this small partial index.
@Index({
  name: 'messages_unread_index',
  expression:
    'create index messages_unread_index on messages (recipient_id, sender_id) where read_at is null',
})
// The insight charts (modules/insight): who wrote in a month, without reading the messages.
@Index({
  name: 'messages_created_at_index',
  expression: 'create index messages_created_at_index on messages (created_at) include (sender_id)',
})
@Check({ name: 'messages_not_self_check', expression: 'sender_id <> recipient_id' })
export class Message {
  [OptionalProps]?: 'id' | 'subject' | 'readAt' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  sender!: Ref<User>;

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  recipient!: Ref<User>;

  @Property({ type: 'string', length: 200, nullable: true })
  subject: string | null = null;

  @Property({ type: 'text' })
  content!: string;

  /** Spec §3's `read` is `readAt !== null`. */
  @Property({ type: 'datetime', nullable: true })
  readAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    messages: TableOf<Message>;
  }
}
