import { Migration } from '@mikro-orm/migrations';

export class Migration20261202163631_member_profiles extends Migration {
  override name = 'Migration20261202163631_member_profiles';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "member_profiles" ("user_id" uuid not null, "title" varchar(120) null, "practice_areas" text[] not null default '{}', "languages" text[] not null default '{}', "city" varchar(120) null, "phone" varchar(40) null, "phone_visibility" text not null default 'connections', "email_visibility" text not null default 'connections', "updated_at" timestamptz not null default now(), primary key ("user_id"));`,
    );

    this.addSql(
      `alter table "member_profiles" add constraint "member_profiles_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "member_profiles" add constraint "member_profiles_phone_visibility_check" check ("phone_visibility" in ('members', 'connections', 'nobody'));`,
    );
    this.addSql(
      `alter table "member_profiles" add constraint "member_profiles_email_visibility_check" check ("email_visibility" in ('members', 'connections', 'nobody'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "member_profiles" cascade;`);
  }
}
