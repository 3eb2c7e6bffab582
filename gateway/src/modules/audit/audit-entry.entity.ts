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
  Trigger,
} from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import { AuditAction, AuditScope, AuditSubjectKind } from '../../values/audit-values.js';
import { User } from '../users/user.entity.js';

/**
 * Nothing may rewrite or remove an entry: the trail is what staff answer for. The one change let
 * through is the actor becoming null (the foreign key's `set null` when that account is removed).
 * The full DDL is here so that the schema comparison knows the trigger (MikroORM compares raw
 * trigger DDL by name only); the migration runs the same.
 */
export const AUDIT_ENTRIES_APPEND_ONLY_TRIGGER = `create or replace function audit_entries_append_only_fn() returns trigger language plpgsql as $$ begin
  if tg_op = 'DELETE' then
    raise exception 'audit_entries are never deleted';
  end if;
  if (new.id, new.action, new.subject_kind, new.subject_id, new.parent_id, new.subject_title, new.reason, new.before, new.after, new.scope, new.created_at)
     is distinct from (old.id, old.action, old.subject_kind, old.subject_id, old.parent_id, old.subject_title, old.reason, old.before, old.after, old.scope, old.created_at)
     or (new.actor_id is not null and new.actor_id is distinct from old.actor_id) then
    raise exception 'audit_entries are never changed';
  end if;
  return new;
end $$;
create trigger audit_entries_append_only before update or delete on audit_entries for each row execute function audit_entries_append_only_fn()`;

/**
 * One recorded act (issue 33): who did what to which item, why, and what it changed. Written by
 * recordAudit (shared/record-audit.ts) in the act's own transaction. The page pages newest first
 * by (created_at, id), a moderator's view within the moderation scope, and filters by actor,
 * action and item: hence the indexes.
 */
@Entity({ tableName: 'audit_entries' })
@Trigger({
  name: 'audit_entries_append_only',
  timing: 'before',
  events: ['update', 'delete'],
  expression: AUDIT_ENTRIES_APPEND_ONLY_TRIGGER,
})
@Index({ name: 'audit_entries_created_index', properties: ['createdAt', 'id'] })
@Index({ name: 'audit_entries_scope_index', properties: ['scope', 'createdAt', 'id'] })
@Index({ name: 'audit_entries_action_index', properties: ['action', 'createdAt'] })
@Index({ name: 'audit_entries_subject_index', properties: ['subjectId', 'createdAt'] })
@Index({ name: 'audit_entries_parent_index', properties: ['parentId', 'createdAt'] })
@Index({ name: 'audit_entries_actor_index', properties: ['actor', 'createdAt'] })
export class AuditEntry {
  [OptionalProps]?:
    | 'id'
    | 'actor'
    | 'parentId'
    | 'subjectTitle'
    | 'reason'
    | 'before'
    | 'after'
    | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Who acted; null once that account is removed (the entry stays). */
  @ManyToOne({
    entity: () => User,
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    index: false,
  })
  actor: Ref<User> | null = null;

  @Enum({ items: () => AuditAction })
  action!: AuditAction;

  @Enum({ items: () => AuditSubjectKind })
  subjectKind!: AuditSubjectKind;

  /** The item acted on (a news item, a post, a token...); no foreign key: it may be deleted. */
  @Property({ type: 'uuid' })
  subjectId!: string;

  /** The item the subject belongs to, when its link needs it (a reply's discussion). */
  @Property({ type: 'uuid', nullable: true })
  parentId: string | null = null;

  /** The item's title or name at the time, so the entry reads after it changes or goes. */
  @Property({ type: 'text', nullable: true })
  subjectTitle: string | null = null;

  @Property({ type: 'text', nullable: true })
  reason: string | null = null;

  /** The changed fields as they were (null: nothing before, e.g. a creation). */
  @Property({ type: 'json', nullable: true })
  before: Record<string, unknown> | null = null;

  /** The changed fields as they became (null: nothing after, e.g. a deletion). */
  @Property({ type: 'json', nullable: true })
  after: Record<string, unknown> | null = null;

  @Enum({ items: () => AuditScope })
  scope!: AuditScope;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    audit_entries: TableOf<AuditEntry>;
  }
}
