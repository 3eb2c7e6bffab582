// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import { User } from '../users/user.entity.js';
import { DiscussionReply } from './discussion-reply.entity.js';

/** A member likes a reply: at most once, which the unique index enforces. */
@Entity({ tableName: 'discussion_reply_likes' })
// Leads with the reply: it also serves counting the likes of a page's replies.
@Unique({ name: 'discussion_reply_likes_reply_user_unique', properties: ['reply', 'user'] })
export class DiscussionReplyLike {
  [OptionalProps]?: 'id' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => DiscussionReply, ref: true, deleteRule: 'cascade' })
  reply!: Ref<DiscussionReply>;

  @ManyToOne({
    entity: () => User,
    ref: true,
    deleteRule: 'cascade',
    index: 'discussion_reply_likes_user_index',
  })
  user!: Ref<User>;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    discussion_reply_likes: TableOf<DiscussionReplyLike>;
  }
}
