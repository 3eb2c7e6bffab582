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
  Trigger,
} from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import { User } from '../users/user.entity.js';
import { Discussion } from './discussion.entity.js';
import { DiscussionReply } from './discussion-reply.entity.js';

/**
 * A post's text as it was before an edit or a deletion, with who changed it and why (staff give
 * a reason when the post is not theirs): staff read a post's history from these, and they are
 * the record of what staff did to members' posts. Never changed once written.
 */
/**
 * A revision is a record of what was changed: nothing may rewrite it (its editor may still become
 * null when that account is removed). The full DDL is here so that the schema comparison knows
 * the trigger (MikroORM compares raw trigger DDL by name only); the migration runs the same.
 */
export const POST_REVISIONS_UNCHANGED_TRIGGER = `create or replace function post_revisions_unchanged_fn() returns trigger language plpgsql as $$ begin
  if (new.discussion_id, new.reply_id, new.title, new.content, new.reason, new.created_at)
     is distinct from (old.discussion_id, old.reply_id, old.title, old.content, old.reason, old.created_at)
     or (new.editor_id is not null and new.editor_id is distinct from old.editor_id) then
    raise exception 'post_revisions are never changed';
  end if;
  return new;
end $$;
create trigger post_revisions_unchanged before update on post_revisions for each row execute function post_revisions_unchanged_fn()`;

@Entity({ tableName: 'post_revisions' })
@Trigger({
  name: 'post_revisions_unchanged',
  timing: 'before',
  events: ['update'],
  expression: POST_REVISIONS_UNCHANGED_TRIGGER,
})
@Index({ name: 'post_revisions_discussion_index', properties: ['discussion', 'createdAt'] })
@Index({ name: 'post_revisions_reply_index', properties: ['reply', 'createdAt'] })
export class PostRevision {
  [OptionalProps]?: 'id' | 'reply' | 'title' | 'editor' | 'reason' | 'createdAt';

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

  /** The opening post's title then (null for a reply). */
  @Property({ type: 'string', length: 200, nullable: true })
  title: string | null = null;

  @Property({ type: 'text' })
  content!: string;

  /** Who edited or deleted it; kept null if that account is removed. */
  @ManyToOne({
    entity: () => User,
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    index: 'post_revisions_editor_index',
  })
  editor: Ref<User> | null = null;

  @Property({ type: 'text', nullable: true })
  reason: string | null = null;

  /** When the change was made (the text above is what it replaced). */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    post_revisions: TableOf<PostRevision>;
  }
}
