// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import { User } from '../users/user.entity.js';
import { Discussion } from './discussion.entity.js';

/** A member has opened a discussion: counted once per member, which the unique index enforces. */
@Entity({ tableName: 'discussion_views' })
// Leads with the discussion: it also serves counting the views of each discussion.
@Unique({ name: 'discussion_views_discussion_user_unique', properties: ['discussion', 'user'] })
export class DiscussionView {
  [OptionalProps]?: 'id' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => Discussion, ref: true, deleteRule: 'cascade' })
  discussion!: Ref<Discussion>;

  @ManyToOne({
    entity: () => User,
    ref: true,
    deleteRule: 'cascade',
    index: 'discussion_views_user_index',
  })
  user!: Ref<User>;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    discussion_views: TableOf<DiscussionView>;
  }
}
