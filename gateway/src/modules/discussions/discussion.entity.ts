// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import { PracticeArea } from '../practice-areas/practice-area.entity.js';
import { User } from '../users/user.entity.js';

/** A question or topic a member opens for the others, optionally filed under a practice area. */
@Entity({ tableName: 'discussions' })
// The list is newest first over all areas or one area (the `area` filter), id breaking ties;
// PostgreSQL reads these ascending indexes backwards for that order.
@Index({ name: 'discussions_created_at_index', properties: ['createdAt', 'id'] })
@Index({
  name: 'discussions_practice_area_created_at_index',
  properties: ['practiceArea', 'createdAt', 'id'],
})
// Ordered by latest activity (the web's default order), all areas or one.
@Index({ name: 'discussions_last_activity_at_index', properties: ['lastActivityAt', 'id'] })
// Search (full-text and trigram) over what members write, in any language: see news_items.
@Index({
  name: 'discussions_search_index',
  expression:
    "create index discussions_search_index on discussions using gin (to_tsvector('simple', title || ' ' || content))",
})
@Index({
  name: 'discussions_title_trgm_index',
  expression:
    'create index discussions_title_trgm_index on discussions using gin (title gin_trgm_ops)',
})
export class Discussion {
  [OptionalProps]?:
    | 'id'
    | 'practiceArea'
    | 'createdAt'
    | 'lastActivityAt'
    | 'editedAt'
    | 'deletedAt'
    | 'hiddenAt'
    | 'hiddenBy'
    | 'hiddenReason';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'text' })
  content!: string;

  @ManyToOne({
    entity: () => User,
    ref: true,
    deleteRule: 'cascade',
    index: 'discussions_author_index',
  })
  author!: Ref<User>;

  // Removing an area keeps its discussions, unfiled.
  @ManyToOne({ entity: () => PracticeArea, ref: true, nullable: true, deleteRule: 'set null' })
  practiceArea: Ref<PracticeArea> | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** When it was started or last replied to: kept by replyToDiscussion. */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  lastActivityAt: Date = new Date();

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
    discussions: TableOf<Discussion>;
  }
}
