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
import { RsvpStatus } from '../../values/event-values.js';
import { ContentSubmission } from '../submissions/content-submission.entity.js';
import { User } from '../users/user.entity.js';

/**
 * A member's answer to an approved event; one per member and event, changed in place. The
 * waitlist is the `waitlisted` rows in `waitlistedAt` order: a member's position is computed,
 * never stored, so that a promotion or a withdrawal never has to renumber the others.
 */
@Entity({ tableName: 'event_rsvps' })
@Unique({ name: 'event_rsvps_event_user_unique', properties: ['event', 'user'] })
// Counting an event's answers by status, and reading its waitlist in order.
@Index({
  name: 'event_rsvps_event_status_waitlisted_index',
  properties: ['event', 'status', 'waitlistedAt'],
})
export class EventRsvp {
  [OptionalProps]?:
    | 'id'
    | 'status'
    | 'waitlistedAt'
    | 'attended'
    | 'answeredAt'
    | 'promotedAt'
    | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => ContentSubmission, ref: true, deleteRule: 'cascade' })
  event!: Ref<ContentSubmission>;

  @ManyToOne({
    entity: () => User,
    ref: true,
    deleteRule: 'cascade',
    index: 'event_rsvps_user_index',
  })
  user!: Ref<User>;

  @Enum({ items: () => RsvpStatus, default: RsvpStatus.GOING })
  status: RsvpStatus = RsvpStatus.GOING;

  /** When the member joined the waitlist (their place in it); null unless waitlisted. */
  @Property({ type: 'datetime', nullable: true })
  waitlistedAt: Date | null = null;

  /** When the worker gave a waitlisted member a place. */
  @Property({ type: 'datetime', nullable: true })
  promotedAt: Date | null = null;

  /** Marked by staff after the event (continuing-education hours); null until then. */
  @Property({ type: 'boolean', nullable: true })
  attended: boolean | null = null;

  /** The member's last answer. */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  answeredAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    event_rsvps: TableOf<EventRsvp>;
  }
}
