import { Migration } from '@mikro-orm/migrations';

export class Migration20261126152613_security_log extends Migration {
  override name = 'Migration20261126152613_security_log';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "security_events" ("id" uuid not null, "occurred_at" timestamptz not null default now(), "type" text not null, "outcome" text not null, "actor_id" uuid null, "subject_id" uuid null, "ip" varchar(64) null, "user_agent" varchar(256) null, "details" jsonb not null, primary key ("id"));`,
    );
    this.addSql(`create index "security_events_outcome_index" on "security_events" ("outcome");`);
    this.addSql(`create index "security_events_actor_index" on "security_events" ("actor_id");`);
    this.addSql(
      `create index "security_events_subject_index" on "security_events" ("subject_id");`,
    );
    this.addSql(
      `create index "security_events_ip_index" on "security_events" ("ip", "occurred_at");`,
    );
    this.addSql(
      `create index "security_events_type_index" on "security_events" ("type", "occurred_at");`,
    );
    this.addSql(
      `create index "security_events_occurred_index" on "security_events" ("occurred_at", "id");`,
    );

    this.addSql(
      `alter table "security_events" add constraint "security_events_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "security_events" add constraint "security_events_subject_id_foreign" foreign key ("subject_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "security_events" add constraint "security_events_type_check" check ("type" in ('auth.signin.succeeded', 'auth.signin.failed', 'auth.signin.throttled', 'auth.signout', 'auth.mfa.enrolled', 'auth.mfa.disabled', 'auth.mfa.failed', 'auth.recovery_code.used', 'auth.session.revoked', 'auth.sessions.revoked_others', 'user.role.changed', 'upload.refused', 'upload.quarantined'));`,
    );
    this.addSql(
      `alter table "security_events" add constraint "security_events_outcome_check" check ("outcome" in ('success', 'failure', 'blocked'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "security_events" cascade;`);
  }
}
