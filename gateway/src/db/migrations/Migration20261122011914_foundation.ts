import { Migration } from '@mikro-orm/migrations';

export class Migration20261122011914_foundation extends Migration {
  override name = 'Migration20261122011914_foundation';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "practice_areas" ("id" uuid not null, "slug" varchar(40) not null, "name_en" varchar(120) not null, "name_so" varchar(120) not null, "name_ar" varchar(120) not null, "name_fr" varchar(120) not null, "position" smallint not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "practice_areas" add constraint "practice_areas_slug_unique" unique ("slug");`,
    );

    this.addSql(
      `create table "stats_snapshots" ("key" varchar(40) not null, "members" int not null, "discussions" int not null, "documents" int not null, "pending_items" int not null, "computed_at" timestamptz not null, primary key ("key"));`,
    );

    this.addSql(
      `create table "users" ("id" uuid not null, "full_name" varchar(120) not null, "username" varchar(40) not null, "email" varchar(254) not null, "specialization" varchar(120) null, "bio" text null, "profile_image" varchar(500) null, "role" text not null default 'member', "password_hash" varchar(255) not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "users_full_name_index" on "users" ("full_name");`);
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`create index "users_role_index" on "users" ("role");`);

    this.addSql(
      `create table "sessions" ("id" varchar(64) not null, "user_id" uuid not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "last_seen_at" timestamptz not null default now(), "user_agent" varchar(512) null, primary key ("id"));`,
    );
    this.addSql(`create index "sessions_user_index" on "sessions" ("user_id");`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);

    this.addSql(
      `alter table "users" add constraint "users_email_lowercase_check" check (email = lower(email));`,
    );
    this.addSql(
      `alter table "users" add constraint "users_role_check" check ("role" in ('member', 'moderator', 'admin'));`,
    );

    this.addSql(
      `alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "sessions" drop constraint "sessions_user_id_foreign";`);

    this.addSql(`drop table if exists "practice_areas" cascade;`);
    this.addSql(`drop table if exists "stats_snapshots" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "sessions" cascade;`);
  }
}
