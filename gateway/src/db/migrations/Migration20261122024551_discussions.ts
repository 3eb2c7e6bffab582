import { Migration } from '@mikro-orm/migrations';

export class Migration20261122024551_discussions extends Migration {
  override name = 'Migration20261122024551_discussions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "discussions" ("id" uuid not null, "title" varchar(200) not null, "content" text not null, "author_id" uuid not null, "practice_area_id" uuid null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "discussions_author_index" on "discussions" ("author_id");`);
    this.addSql(
      `create index "discussions_practice_area_created_at_index" on "discussions" ("practice_area_id", "created_at", "id");`,
    );
    this.addSql(
      `create index "discussions_created_at_index" on "discussions" ("created_at", "id");`,
    );

    this.addSql(
      `create table "discussion_views" ("id" uuid not null, "discussion_id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "discussion_views_user_index" on "discussion_views" ("user_id");`);
    this.addSql(
      `alter table "discussion_views" add constraint "discussion_views_discussion_user_unique" unique ("discussion_id", "user_id");`,
    );

    this.addSql(
      `create table "discussion_replies" ("id" uuid not null, "discussion_id" uuid not null, "author_id" uuid not null, "content" text not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `create index "discussion_replies_author_index" on "discussion_replies" ("author_id");`,
    );
    this.addSql(
      `create index "discussion_replies_discussion_created_at_index" on "discussion_replies" ("discussion_id", "created_at");`,
    );

    this.addSql(
      `create table "discussion_likes" ("id" uuid not null, "discussion_id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "discussion_likes_user_index" on "discussion_likes" ("user_id");`);
    this.addSql(
      `alter table "discussion_likes" add constraint "discussion_likes_discussion_user_unique" unique ("discussion_id", "user_id");`,
    );

    this.addSql(
      `alter table "discussions" add constraint "discussions_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "discussions" add constraint "discussions_practice_area_id_foreign" foreign key ("practice_area_id") references "practice_areas" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "discussion_views" add constraint "discussion_views_discussion_id_foreign" foreign key ("discussion_id") references "discussions" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "discussion_views" add constraint "discussion_views_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "discussion_replies" add constraint "discussion_replies_discussion_id_foreign" foreign key ("discussion_id") references "discussions" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "discussion_replies" add constraint "discussion_replies_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "discussion_likes" add constraint "discussion_likes_discussion_id_foreign" foreign key ("discussion_id") references "discussions" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "discussion_likes" add constraint "discussion_likes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "discussion_views" drop constraint "discussion_views_discussion_id_foreign";`,
    );
    this.addSql(
      `alter table "discussion_replies" drop constraint "discussion_replies_discussion_id_foreign";`,
    );
    this.addSql(
      `alter table "discussion_likes" drop constraint "discussion_likes_discussion_id_foreign";`,
    );

    this.addSql(`drop table if exists "discussions" cascade;`);
    this.addSql(`drop table if exists "discussion_views" cascade;`);
    this.addSql(`drop table if exists "discussion_replies" cascade;`);
    this.addSql(`drop table if exists "discussion_likes" cascade;`);
  }
}
