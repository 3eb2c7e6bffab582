import { Migration } from '@mikro-orm/migrations';

export class Migration20261202211620_discussion_watches extends Migration {
  override name = 'Migration20261202211620_discussion_watches';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "discussion_watches" ("id" uuid not null, "discussion_id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `create index "discussion_watches_user_index" on "discussion_watches" ("user_id");`,
    );
    this.addSql(
      `alter table "discussion_watches" add constraint "discussion_watches_discussion_user_unique" unique ("discussion_id", "user_id");`,
    );

    this.addSql(
      `alter table "discussion_watches" add constraint "discussion_watches_discussion_id_foreign" foreign key ("discussion_id") references "discussions" ("id") on delete cascade;`,
    );
    // Authors were told of every reply: they watch what they started.
    this.addSql(`insert into "discussion_watches" ("id", "discussion_id", "user_id", "created_at")
      select gen_random_uuid(), "id", "author_id", "created_at" from "discussions";`);
    this.addSql(
      `alter table "discussion_watches" add constraint "discussion_watches_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "discussion_watches" cascade;`);
  }
}
