import { Migration } from '@mikro-orm/migrations';

export class Migration20261202204522_post_revisions extends Migration {
  override name = 'Migration20261202204522_post_revisions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "post_revisions" ("id" uuid not null, "discussion_id" uuid not null, "reply_id" uuid null, "title" varchar(200) null, "content" text not null, "editor_id" uuid null, "reason" text null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "post_revisions_editor_index" on "post_revisions" ("editor_id");`);
    this.addSql(
      `create index "post_revisions_reply_index" on "post_revisions" ("reply_id", "created_at");`,
    );
    this.addSql(
      `create index "post_revisions_discussion_index" on "post_revisions" ("discussion_id", "created_at");`,
    );

    this.addSql(
      `alter table "discussions" add "edited_at" timestamptz null, add "deleted_at" timestamptz null;`,
    );

    this.addSql(
      `alter table "discussion_replies" add "edited_at" timestamptz null, add "deleted_at" timestamptz null;`,
    );

    this.addSql(
      `alter table "post_revisions" add constraint "post_revisions_discussion_id_foreign" foreign key ("discussion_id") references "discussions" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "post_revisions" add constraint "post_revisions_reply_id_foreign" foreign key ("reply_id") references "discussion_replies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "post_revisions" add constraint "post_revisions_editor_id_foreign" foreign key ("editor_id") references "users" ("id") on delete set null;`,
    );
    // The trigger as post-revision.entity.ts declares it: revisions are never rewritten.
    this.addSql(`create or replace function post_revisions_unchanged_fn() returns trigger language plpgsql as $$ begin
  if (new.discussion_id, new.reply_id, new.title, new.content, new.reason, new.created_at)
     is distinct from (old.discussion_id, old.reply_id, old.title, old.content, old.reason, old.created_at)
     or (new.editor_id is not null and new.editor_id is distinct from old.editor_id) then
    raise exception 'post_revisions are never changed';
  end if;
  return new;
end $$;`);
    this.addSql(
      `create trigger post_revisions_unchanged before update on post_revisions for each row execute function post_revisions_unchanged_fn();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "post_revisions" cascade;`);
    this.addSql(`drop function if exists post_revisions_unchanged_fn();`);

    this.addSql(
      `alter table "discussion_replies" drop column "edited_at", drop column "deleted_at";`,
    );

    this.addSql(`alter table "discussions" drop column "edited_at", drop column "deleted_at";`);
  }
}
