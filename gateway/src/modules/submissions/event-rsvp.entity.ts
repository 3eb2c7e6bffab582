// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';
import { ContentSubmission } from './content-submission.entity.js';

/** A member's registration for an approved event; one per member and event. */
@Entity({ tableName: 'event_rsvps' })
@Unique({ name: 'event_rsvps_event_user_unique', properties: ['event', 'user'] })
export class EventRsvp {
  [OptionalProps]?: 'id' | 'createdAt';

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

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
