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
import { User } from '../users/user.entity.js';
import { Discussion } from './discussion.entity.js';
import { DiscussionReply } from './discussion-reply.entity.js';

/**
 * A member mentioned in a post as it stands (`@[Name](member:ID)` in its text): written when the
 * post is created or edited, so that only a newly added mention tells the member; the text keeps
 * the reference, this row the fact that they were told.
 */
@Entity({ tableName: 'post_mentions' })
// One row per post and member: an opening post has no reply, and nulls must not be distinct.
@Unique({
  name: 'post_mentions_post_member_unique',
  expression:
    'create unique index post_mentions_post_member_unique on post_mentions (discussion_id, reply_id, member_id) nulls not distinct',
})
@Index({ name: 'post_mentions_reply_index', properties: ['reply'] })
export class PostMention {
  [OptionalProps]?: 'id' | 'reply' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The discussion the post is, or is in (the unique index leads with it). */
  @ManyToOne({ entity: () => Discussion, ref: true, deleteRule: 'cascade', index: false })
  discussion!: Ref<Discussion>;

  /** The reply, when the post is a reply (null: the opening post). */
  @ManyToOne({
    entity: () => DiscussionReply,
    ref: true,
    nullable: true,
    deleteRule: 'cascade',
    index: false,
  })
  reply: Ref<DiscussionReply> | null = null;

  @ManyToOne({
    entity: () => User,
    ref: true,
    deleteRule: 'cascade',
    index: 'post_mentions_member_index',
  })
  member!: Ref<User>;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    post_mentions: TableOf<PostMention>;
  }
}
