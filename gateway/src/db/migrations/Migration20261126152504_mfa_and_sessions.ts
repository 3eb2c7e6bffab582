import { Migration } from '@mikro-orm/migrations';

export class Migration20261126152504_mfa_and_sessions extends Migration {
  override name = 'Migration20261126152504_mfa_and_sessions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "mfa_recovery_codes" ("id" uuid not null, "user_id" uuid not null, "code_hash" varchar(64) not null, "used_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `create index "mfa_recovery_codes_user_hash_index" on "mfa_recovery_codes" ("user_id", "code_hash");`,
    );

    this.addSql(
      `create table "mfa_challenges" ("id" varchar(64) not null, "user_id" uuid not null, "expires_at" timestamptz not null, "attempts" int not null default 0, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "mfa_challenges_user_index" on "mfa_challenges" ("user_id");`);

    this.addSql(
      `alter table "users" add "totp_secret" varchar(64) null, add "totp_pending_secret" varchar(64) null, add "totp_last_step" int null, add "mfa_enabled_at" timestamptz null;`,
    );

    this.addSql(
      `alter table "sessions" add "handle" uuid not null default gen_random_uuid(), add "ip" varchar(45) null;`,
    );
    this.addSql(
      `alter table "sessions" add constraint "sessions_handle_unique" unique ("handle");`,
    );

    this.addSql(
      `alter table "mfa_recovery_codes" add constraint "mfa_recovery_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "mfa_challenges" add constraint "mfa_challenges_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "mfa_recovery_codes" cascade;`);
    this.addSql(`drop table if exists "mfa_challenges" cascade;`);

    this.addSql(`alter table "sessions" drop constraint "sessions_handle_unique";`);
    this.addSql(`alter table "sessions" drop column "handle", drop column "ip";`);

    this.addSql(
      `alter table "users" drop column "totp_secret", drop column "totp_pending_secret", drop column "totp_last_step", drop column "mfa_enabled_at";`,
    );
  }
}
