import { Migration } from '@mikro-orm/migrations';

export class Migration20261203110310_my_data extends Migration {
  override name = 'Migration20261203110310_my_data';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "data_exports" ("id" uuid not null, "user_id" uuid not null, "status" text not null default 'preparing', "requested_at" timestamptz not null default now(), "ready_at" timestamptz null, "storage_key" uuid null, "size" double precision null, "mail_id" uuid null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "data_exports" add constraint "data_exports_storage_key_unique" unique ("storage_key");`,
    );
    this.addSql(`create index "data_exports_mail_index" on "data_exports" ("mail_id");`);
    this.addSql(
      `create index "data_exports_user_requested_index" on "data_exports" ("user_id", "requested_at");`,
    );

    this.addSql(`alter table "users" add "closed_at" timestamptz null;`);

    this.addSql(`alter table "audit_entries" drop constraint "audit_entries_action_check";`);
    this.addSql(
      `alter table "audit_entries" add constraint "audit_entries_action_check" check ("action" in ('moderation.approved', 'moderation.rejected', 'post.edited', 'post.deleted', 'event.updated', 'event.cancelled', 'api_token.created', 'api_token.revoked', 'webhook.created', 'webhook.updated', 'webhook.deleted', 'consultation.answered', 'member.suspended', 'member.reinstated', 'account.closed'));`,
    );

    this.addSql(`alter table "account_mails" drop constraint "account_mails_kind_check";`);
    this.addSql(
      `alter table "account_mails" add constraint "account_mails_kind_check" check ("kind" in ('password_reset', 'password_changed', 'email_confirm', 'email_change_requested', 'data_export'));`,
    );

    this.addSql(
      `alter table "data_exports" add constraint "data_exports_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "data_exports" add constraint "data_exports_mail_id_foreign" foreign key ("mail_id") references "account_mails" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "data_exports" add constraint "data_exports_status_check" check ("status" in ('preparing', 'ready'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "data_exports" cascade;`);

    this.addSql(`alter table "account_mails" drop constraint "account_mails_kind_check";`);
    this.addSql(
      `alter table "account_mails" add constraint "account_mails_kind_check" check ("kind" in ('password_reset', 'password_changed', 'email_confirm', 'email_change_requested'));`,
    );

    this.addSql(`alter table "audit_entries" drop constraint "audit_entries_action_check";`);
    this.addSql(
      `alter table "audit_entries" add constraint "audit_entries_action_check" check ("action" in ('moderation.approved', 'moderation.rejected', 'post.edited', 'post.deleted', 'event.updated', 'event.cancelled', 'api_token.created', 'api_token.revoked', 'webhook.created', 'webhook.updated', 'webhook.deleted', 'consultation.answered', 'member.suspended', 'member.reinstated'));`,
    );

    this.addSql(`alter table "users" drop column "closed_at";`);
  }
}
