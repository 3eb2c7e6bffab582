// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import { User } from '../users/user.entity.js';
import { Discussion } from './discussion.entity.js';

/** A member's answer in a discussion. */
@Entity({ tableName: 'discussion_replies' })
// Replies are counted per discussion and listed oldest first on its page.
@Index({
  name: 'discussion_replies_discussion_created_at_index',
  properties: ['discussion', 'createdAt'],
})
// The insight charts (modules/insight): who wrote in a month, from the index alone.
@Index({
  name: 'discussion_replies_created_at_index',
  expression:
    'create index discussion_replies_created_at_index on discussion_replies (created_at) include (author_id)',
})
export class DiscussionReply {
  [OptionalProps]?:
    | 'id'
    | 'createdAt'
    | 'editedAt'
    | 'deletedAt'
    | 'hiddenAt'
    | 'hiddenBy'
    | 'hiddenReason';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => Discussion, ref: true, deleteRule: 'cascade' })
  discussion!: Ref<Discussion>;

  @ManyToOne({
    entity: () => User,
    ref: true,
    deleteRule: 'cascade',
    index: 'discussion_replies_author_index',
  })
  author!: Ref<User>;

  @Property({ type: 'text' })
  content!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** When it was last edited (its earlier versions are post_revisions). */
  @Property({ type: 'datetime', nullable: true })
  editedAt: Date | null = null;

  /** When its author or staff deleted it: its text is then blank (kept in post_revisions). */
  @Property({ type: 'datetime', nullable: true })
  deletedAt: Date | null = null;

  /**
   * When the post was hidden: by three members' flags (hiddenBy null) until a moderator decides,
   * or by a moderator (with hiddenReason). A hidden post reads as a placeholder and is out of
   * search; its text is kept, so that keeping it shows it again.
   */
  @Property({ type: 'datetime', nullable: true })
  hiddenAt: Date | null = null;

  /** The moderator who hid it; null while only flags hide it (or that account is removed). */
  @ManyToOne({
    entity: () => User,
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    index: false,
  })
  hiddenBy: Ref<User> | null = null;

  /** The moderator's reason for hiding it. */
  @Property({ type: 'text', nullable: true })
  hiddenReason: string | null = null;
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    discussion_replies: TableOf<DiscussionReply>;
  }
}
