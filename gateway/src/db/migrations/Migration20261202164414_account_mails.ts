import { Migration } from '@mikro-orm/migrations';

export class Migration20261202164414_account_mails extends Migration {
  override name = 'Migration20261202164414_account_mails';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "account_mails" ("id" uuid not null, "user_id" uuid not null, "kind" text not null, "recipient" varchar(254) not null, "new_email" varchar(254) null, "token_hash" varchar(64) null, "created_at" timestamptz not null default now(), "expires_at" timestamptz null, "sent_at" timestamptz null, "used_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "account_mails_user_index" on "account_mails" ("user_id");`);
    this.addSql(
      `alter table "account_mails" add constraint "account_mails_token_unique" unique ("token_hash");`,
    );
    this.addSql(
      `create index account_mails_unsent_index on account_mails (created_at) where sent_at is null;`,
    );

    this.addSql(`alter table "security_events" drop constraint "security_events_type_check";`);
    this.addSql(
      `alter table "security_events" add constraint "security_events_type_check" check ("type" in ('auth.signin.succeeded', 'auth.signin.failed', 'auth.signin.throttled', 'auth.account_limit.reached', 'auth.signout', 'auth.mfa.enrolled', 'auth.mfa.disabled', 'auth.mfa.failed', 'auth.recovery_code.used', 'auth.recovery_codes.regenerated', 'auth.reauthenticated', 'auth.reauthentication.failed', 'auth.session.revoked', 'auth.sessions.revoked_others', 'auth.password_reset.requested', 'auth.password.reset', 'auth.password_reset.failed', 'auth.password.changed', 'auth.email_change.requested', 'auth.email.changed', 'user.role.changed', 'api_token.created', 'api_token.revoked', 'upload.refused', 'upload.quarantined'));`,
    );

    this.addSql(
      `alter table "account_mails" add constraint "account_mails_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "account_mails" add constraint "account_mails_kind_check" check ("kind" in ('password_reset', 'password_changed', 'email_confirm', 'email_change_requested'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "account_mails" cascade;`);

    this.addSql(`alter table "security_events" drop constraint "security_events_type_check";`);
    this.addSql(
      `alter table "security_events" add constraint "security_events_type_check" check ("type" in ('auth.signin.succeeded', 'auth.signin.failed', 'auth.signin.throttled', 'auth.account_limit.reached', 'auth.signout', 'auth.mfa.enrolled', 'auth.mfa.disabled', 'auth.mfa.failed', 'auth.recovery_code.used', 'auth.recovery_codes.regenerated', 'auth.reauthenticated', 'auth.reauthentication.failed', 'auth.session.revoked', 'auth.sessions.revoked_others', 'user.role.changed', 'api_token.created', 'api_token.revoked', 'upload.refused', 'upload.quarantined'));`,
    );
  }
}
