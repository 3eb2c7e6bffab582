// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import { PostFlagOutcome, PostFlagReason } from '../../values/post-flag.js';
import { User } from '../users/user.entity.js';
import { Discussion } from './discussion.entity.js';
import { DiscussionReply } from './discussion-reply.entity.js';

/**
 * A member's flag on a post (a discussion's opening post, or a reply) for the moderators: one
 * per member and post, ever (a second one while it waits changes its reason). Open until a
 * moderator decides; then it keeps the outcome, who decided and when, as the record.
 */
@Entity({ tableName: 'post_flags' })
// One flag per member and post: the reply's id, else the discussion's (ids never collide).
@Index({
  name: 'post_flags_member_post_unique',
  expression:
    'create unique index post_flags_member_post_unique on post_flags (coalesce(reply_id, discussion_id), flagger_id)',
})
// The moderators' queue: open flags by post, oldest first.
@Index({
  name: 'post_flags_open_index',
  expression:
    'create index post_flags_open_index on post_flags (discussion_id, reply_id, created_at) where decided_at is null',
})
// Deleting a discussion or a reply removes its flags.
@Index({ name: 'post_flags_discussion_index', properties: ['discussion'] })
@Index({ name: 'post_flags_reply_index', properties: ['reply'] })
export class PostFlag {
  [OptionalProps]?: 'id' | 'reply' | 'note' | 'createdAt' | 'decidedAt' | 'decidedBy' | 'outcome';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The discussion the post is, or is in. */
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
    index: 'post_flags_flagger_index',
  })
  flagger!: Ref<User>;

  @Enum({ items: () => PostFlagReason })
  reason!: PostFlagReason;

  /** The flagger's words: required with OTHER, optional otherwise. */
  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** When a moderator decided on the post (null: waiting in the queue). */
  @Property({ type: 'datetime', nullable: true })
  decidedAt: Date | null = null;

  /** Who decided; kept null if that account is removed. */
  @ManyToOne({
    entity: () => User,
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    index: 'post_flags_decided_by_index',
  })
  decidedBy: Ref<User> | null = null;

  @Enum({ items: () => PostFlagOutcome, nullable: true })
  outcome: PostFlagOutcome | null = null;
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    post_flags: TableOf<PostFlag>;
  }
}
