import { Migration } from '@mikro-orm/migrations';

export class Migration20261203065252_audit_trail extends Migration {
  override name = 'Migration20261203065252_audit_trail';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "audit_entries" ("id" uuid not null, "actor_id" uuid null, "action" text not null, "subject_kind" text not null, "subject_id" uuid not null, "parent_id" uuid null, "subject_title" text null, "reason" text null, "before" jsonb null, "after" jsonb null, "scope" text not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `create index "audit_entries_actor_index" on "audit_entries" ("actor_id", "created_at");`,
    );
    this.addSql(
      `create index "audit_entries_parent_index" on "audit_entries" ("parent_id", "created_at");`,
    );
    this.addSql(
      `create index "audit_entries_subject_index" on "audit_entries" ("subject_id", "created_at");`,
    );
    this.addSql(
      `create index "audit_entries_action_index" on "audit_entries" ("action", "created_at");`,
    );
    this.addSql(
      `create index "audit_entries_scope_index" on "audit_entries" ("scope", "created_at", "id");`,
    );
    this.addSql(
      `create index "audit_entries_created_index" on "audit_entries" ("created_at", "id");`,
    );

    this.addSql(
      `alter table "audit_entries" add constraint "audit_entries_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "audit_entries" add constraint "audit_entries_action_check" check ("action" in ('moderation.approved', 'moderation.rejected', 'post.edited', 'post.deleted', 'event.updated', 'event.cancelled', 'api_token.created', 'api_token.revoked', 'webhook.created', 'webhook.updated', 'webhook.deleted', 'consultation.answered'));`,
    );
    this.addSql(
      `alter table "audit_entries" add constraint "audit_entries_subject_kind_check" check ("subject_kind" in ('news', 'review', 'submitted-news', 'submitted-event', 'submitted-social', 'discussion', 'reply', 'event', 'api-token', 'webhook', 'consultation'));`,
    );
    this.addSql(
      `alter table "audit_entries" add constraint "audit_entries_scope_check" check ("scope" in ('moderation', 'admin'));`,
    );

    // Backfill, before the trigger exists: every moderation decision recorded so far (with the
    // item's title as it is now, the nearest to "at the time" kept anywhere)...
    this.addSql(`insert into audit_entries (id, actor_id, action, subject_kind, subject_id, subject_title, reason, before, after, scope, created_at)
select m.id, m.moderator_id, 'moderation.' || m.decision, m.item_type, m.item_id,
       coalesce(n.title, s.title), m.reason,
       '{"status":"pending"}'::jsonb, jsonb_build_object('status', m.decision), 'moderation', m.created_at
  from moderation_audit_entries m
  left join news_items n on m.item_type = 'news' and n.id = m.item_id
  left join content_submissions s on m.item_type <> 'news' and s.id = m.item_id;`);
    // ...and every staff edit or deletion of someone else's post: a revision holds the text
    // before; the text after is the next revision's, or the post's now. The latest revision of a
    // deleted post is its deletion.
    this.addSql(`insert into audit_entries (id, actor_id, action, subject_kind, subject_id, parent_id, subject_title, reason, before, after, scope, created_at)
select r.id, r.editor_id,
       case when x.deleted then 'post.deleted' else 'post.edited' end,
       case when r.reply_id is null then 'discussion' else 'reply' end,
       coalesce(r.reply_id, r.discussion_id),
       case when r.reply_id is null then null else r.discussion_id end,
       d.title, r.reason,
       case when x.deleted then jsonb_build_object('content', r.content, 'deleted', false)
            else jsonb_build_object('content', r.content) end,
       case when x.deleted then '{"deleted":true}'::jsonb
            else jsonb_build_object('content', coalesce(r.next_content, dr.content, d.content)) end,
       'moderation', r.created_at
  from (select pr.*,
               lead(pr.content) over w as next_content,
               row_number() over (partition by pr.discussion_id, pr.reply_id order by pr.created_at desc, pr.id desc) = 1 as latest
          from post_revisions pr
        window w as (partition by pr.discussion_id, pr.reply_id order by pr.created_at, pr.id)) r
  join users e on e.id = r.editor_id and e.role in ('moderator', 'admin')
  join discussions d on d.id = r.discussion_id
  left join discussion_replies dr on dr.id = r.reply_id
  cross join lateral (select r.latest and (case when r.reply_id is null then d.deleted_at else dr.deleted_at end) is not null as deleted) x
 where e.id <> coalesce(dr.author_id, d.author_id);`);

    // The trigger as audit-entry.entity.ts declares it: entries are never changed or deleted.
    this.addSql(`create or replace function audit_entries_append_only_fn() returns trigger language plpgsql as $$ begin
  if tg_op = 'DELETE' then
    raise exception 'audit_entries are never deleted';
  end if;
  if (new.id, new.action, new.subject_kind, new.subject_id, new.parent_id, new.subject_title, new.reason, new.before, new.after, new.scope, new.created_at)
     is distinct from (old.id, old.action, old.subject_kind, old.subject_id, old.parent_id, old.subject_title, old.reason, old.before, old.after, old.scope, old.created_at)
     or (new.actor_id is not null and new.actor_id is distinct from old.actor_id) then
    raise exception 'audit_entries are never changed';
  end if;
  return new;
end $$;`);
    this.addSql(
      `create trigger audit_entries_append_only before update or delete on audit_entries for each row execute function audit_entries_append_only_fn();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audit_entries" cascade;`);
    this.addSql(`drop function if exists audit_entries_append_only_fn();`);
  }
}
