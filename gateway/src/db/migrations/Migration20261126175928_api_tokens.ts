import { Migration } from '@mikro-orm/migrations';

export class Migration20261126175928_api_tokens extends Migration {
  override name = 'Migration20261126175928_api_tokens';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "api_tokens" ("id" uuid not null, "user_id" uuid not null, "name" varchar(80) not null, "token_hash" varchar(64) not null, "hint" varchar(4) not null, "scopes" text[] not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz null, "last_used_at" timestamptz null, "last_used_ip" varchar(45) null, "revoked_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "api_tokens_user_index" on "api_tokens" ("user_id");`);
    this.addSql(
      `alter table "api_tokens" add constraint "api_tokens_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "api_tokens_created_at_index" on "api_tokens" ("created_at");`);

    this.addSql(`alter table "security_events" drop constraint "security_events_type_check";`);
    this.addSql(
      `alter table "security_events" add constraint "security_events_type_check" check ("type" in ('auth.signin.succeeded', 'auth.signin.failed', 'auth.signin.throttled', 'auth.signout', 'auth.mfa.enrolled', 'auth.mfa.disabled', 'auth.mfa.failed', 'auth.recovery_code.used', 'auth.session.revoked', 'auth.sessions.revoked_others', 'user.role.changed', 'api_token.created', 'api_token.revoked', 'upload.refused', 'upload.quarantined'));`,
    );

    this.addSql(
      `alter table "api_tokens" add constraint "api_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "api_tokens" cascade;`);

    this.addSql(`alter table "security_events" drop constraint "security_events_type_check";`);
    this.addSql(
      `alter table "security_events" add constraint "security_events_type_check" check ("type" in ('auth.signin.succeeded', 'auth.signin.failed', 'auth.signin.throttled', 'auth.signout', 'auth.mfa.enrolled', 'auth.mfa.disabled', 'auth.mfa.failed', 'auth.recovery_code.used', 'auth.session.revoked', 'auth.sessions.revoked_others', 'user.role.changed', 'upload.refused', 'upload.quarantined'));`,
    );
  }
}
