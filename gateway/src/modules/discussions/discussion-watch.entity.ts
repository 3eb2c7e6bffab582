// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import { User } from '../users/user.entity.js';
import { Discussion } from './discussion.entity.js';

/** A member watches a discussion: told of every reply (its author from the start), at most once. */
@Entity({ tableName: 'discussion_watches' })
// Leads with the discussion: a reply finds its watchers by it.
@Unique({ name: 'discussion_watches_discussion_user_unique', properties: ['discussion', 'user'] })
export class DiscussionWatch {
  [OptionalProps]?: 'id' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => Discussion, ref: true, deleteRule: 'cascade' })
  discussion!: Ref<Discussion>;

  @ManyToOne({
    entity: () => User,
    ref: true,
    deleteRule: 'cascade',
    index: 'discussion_watches_user_index',
  })
  user!: Ref<User>;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    discussion_watches: TableOf<DiscussionWatch>;
  }
}
