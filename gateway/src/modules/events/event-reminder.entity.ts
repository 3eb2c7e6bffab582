// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps, type Ref } from '@mikro-orm/core';
import {
  Entity,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import { ContentSubmission } from '../submissions/content-submission.entity.js';
import { User } from '../users/user.entity.js';

/**
 * A reminder promised to a member going to an event (24 h and 1 h before it), recorded when
 * they get their place: the row is the promise, the delayed job only wakes the worker at
 * `dueAt`, and `sentAt` keeps it to once whatever happens to the jobs (`emailedAt` its e-mail).
 */
@Entity({ tableName: 'event_reminders' })
@Unique({
  name: 'event_reminders_event_user_offset_unique',
  properties: ['event', 'user', 'offsetMinutes'],
})
// The sweep's look-up: the reminders still to send, by due time.
@Index({
  name: 'event_reminders_unsent_index',
  expression:
    'create index event_reminders_unsent_index on event_reminders (due_at, event_id) where sent_at is null',
})
export class EventReminder {
  [OptionalProps]?: 'id' | 'sentAt' | 'emailedAt' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => ContentSubmission, ref: true, deleteRule: 'cascade', index: false })
  event!: Ref<ContentSubmission>;

  @ManyToOne({
    entity: () => User,
    ref: true,
    deleteRule: 'cascade',
    index: 'event_reminders_user_index',
  })
  user!: Ref<User>;

  /** How long before the event's start (1440 or 60). */
  @Property({ type: 'integer' })
  offsetMinutes!: number;

  @Property({ type: 'datetime' })
  dueAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  sentAt: Date | null = null;

  /**
   * When its e-mail left (or was found not wanted): the job retries, with backoff, the e-mails of
   * sent reminders that have none yet, so that an SMTP server away for a while delays them only.
   */
  @Property({ type: 'datetime', nullable: true })
  emailedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    event_reminders: TableOf<EventReminder>;
  }
}
