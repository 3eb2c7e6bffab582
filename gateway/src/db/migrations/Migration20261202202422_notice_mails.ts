import { Migration } from '@mikro-orm/migrations';

export class Migration20261202202422_notice_mails extends Migration {
  override name = 'Migration20261202202422_notice_mails';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "mail_bounces" ("address" varchar(254) not null, "reason" varchar(500) not null, "created_at" timestamptz not null default now(), primary key ("address"));`,
    );

    this.addSql(
      `create table "notice_mails" ("id" uuid not null, "recipient_id" uuid not null, "category" text null, "notification_id" uuid null, "message_id" uuid null, "digest_period" varchar(32) null, "covers_from" timestamptz null, "covers_until" timestamptz null, "send_after" timestamptz not null default now(), "created_at" timestamptz not null default now(), "sent_at" timestamptz null, "sent_to" varchar(254) null, "dropped_at" timestamptz null, "drop_reason" varchar(300) null, "unsubscribe_token_hash" varchar(64) null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "notice_mails" add constraint "notice_mails_notification_unique" unique ("notification_id");`,
    );
    this.addSql(
      `alter table "notice_mails" add constraint "notice_mails_message_unique" unique ("message_id");`,
    );
    this.addSql(
      `alter table "notice_mails" add constraint "notice_mails_unsubscribe_unique" unique ("unsubscribe_token_hash");`,
    );
    this.addSql(
      `create index notice_mails_due_index on notice_mails (send_after) where sent_at is null and dropped_at is null;`,
    );
    this.addSql(
      `alter table "notice_mails" add constraint "notice_mails_digest_unique" unique ("recipient_id", "digest_period");`,
    );

    this.addSql(
      `create table "mail_settings" ("user_id" uuid not null, "language" varchar(5) not null, "time_zone" varchar(64) null, primary key ("user_id"));`,
    );

    this.addSql(
      `create table "mail_preferences" ("user_id" uuid not null, "category" text not null, "mode" text not null, primary key ("user_id", "category"));`,
    );

    this.addSql(
      `alter table "notice_mails" add constraint "notice_mails_recipient_id_foreign" foreign key ("recipient_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "notice_mails" add constraint "notice_mails_category_check" check ("category" in ('replies', 'messages', 'connections', 'moderation', 'events', 'consultations'));`,
    );

    this.addSql(
      `alter table "mail_settings" add constraint "mail_settings_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "mail_preferences" add constraint "mail_preferences_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "mail_preferences" add constraint "mail_preferences_category_check" check ("category" in ('replies', 'messages', 'connections', 'moderation', 'events', 'consultations'));`,
    );
    this.addSql(
      `alter table "mail_preferences" add constraint "mail_preferences_mode_check" check ("mode" in ('in_app', 'immediate', 'daily', 'weekly', 'off'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "mail_bounces" cascade;`);
    this.addSql(`drop table if exists "notice_mails" cascade;`);
    this.addSql(`drop table if exists "mail_settings" cascade;`);
    this.addSql(`drop table if exists "mail_preferences" cascade;`);
  }
}
