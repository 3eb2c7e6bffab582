import { Migration } from '@mikro-orm/migrations';

export class Migration20261203062533_mentions_reply_likes extends Migration {
  override name = 'Migration20261203062533_mentions_reply_likes';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "post_mentions" ("id" uuid not null, "discussion_id" uuid not null, "reply_id" uuid null, "member_id" uuid not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "post_mentions_member_index" on "post_mentions" ("member_id");`);
    this.addSql(`create index "post_mentions_reply_index" on "post_mentions" ("reply_id");`);
    this.addSql(
      `create unique index post_mentions_post_member_unique on post_mentions (discussion_id, reply_id, member_id) nulls not distinct;`,
    );

    this.addSql(
      `create table "discussion_reply_likes" ("id" uuid not null, "reply_id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `create index "discussion_reply_likes_user_index" on "discussion_reply_likes" ("user_id");`,
    );
    this.addSql(
      `alter table "discussion_reply_likes" add constraint "discussion_reply_likes_reply_user_unique" unique ("reply_id", "user_id");`,
    );

    this.addSql(`alter table "notice_mails" drop constraint "notice_mails_category_check";`);
    this.addSql(
      `alter table "notice_mails" add constraint "notice_mails_category_check" check ("category" in ('replies', 'mentions', 'messages', 'connections', 'moderation', 'events', 'consultations'));`,
    );

    this.addSql(
      `alter table "mail_preferences" drop constraint "mail_preferences_category_check";`,
    );
    this.addSql(
      `alter table "mail_preferences" add constraint "mail_preferences_category_check" check ("category" in ('replies', 'mentions', 'messages', 'connections', 'moderation', 'events', 'consultations'));`,
    );

    this.addSql(`alter table "notifications" drop constraint "notifications_kind_check";`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('discussion_reply', 'discussion_like', 'discussion_mention', 'discussion_reply_like', 'connection_request', 'connection_accepted', 'connection_declined', 'submission_received', 'submission_approved', 'submission_rejected', 'document_quarantined', 'document_quarantined_review', 'event_promoted', 'event_reminder', 'event_updated', 'event_cancelled', 'sign_in_limit_reached', 'consultation_requested'));`,
    );

    this.addSql(
      `alter table "post_mentions" add constraint "post_mentions_discussion_id_foreign" foreign key ("discussion_id") references "discussions" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "post_mentions" add constraint "post_mentions_reply_id_foreign" foreign key ("reply_id") references "discussion_replies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "post_mentions" add constraint "post_mentions_member_id_foreign" foreign key ("member_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "discussion_reply_likes" add constraint "discussion_reply_likes_reply_id_foreign" foreign key ("reply_id") references "discussion_replies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "discussion_reply_likes" add constraint "discussion_reply_likes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "post_mentions" cascade;`);
    this.addSql(`drop table if exists "discussion_reply_likes" cascade;`);

    this.addSql(
      `alter table "mail_preferences" drop constraint "mail_preferences_category_check";`,
    );
    this.addSql(
      `alter table "mail_preferences" add constraint "mail_preferences_category_check" check ("category" in ('replies', 'messages', 'connections', 'moderation', 'events', 'consultations'));`,
    );

    this.addSql(`alter table "notice_mails" drop constraint "notice_mails_category_check";`);
    this.addSql(
      `alter table "notice_mails" add constraint "notice_mails_category_check" check ("category" in ('replies', 'messages', 'connections', 'moderation', 'events', 'consultations'));`,
    );

    this.addSql(`alter table "notifications" drop constraint "notifications_kind_check";`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('discussion_reply', 'discussion_like', 'connection_request', 'connection_accepted', 'connection_declined', 'submission_received', 'submission_approved', 'submission_rejected', 'document_quarantined', 'document_quarantined_review', 'event_promoted', 'event_reminder', 'event_updated', 'event_cancelled', 'sign_in_limit_reached', 'consultation_requested'));`,
    );
  }
}
