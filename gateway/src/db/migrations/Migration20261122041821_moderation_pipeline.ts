import { Migration } from '@mikro-orm/migrations';

export class Migration20261122041821_moderation_pipeline extends Migration {
  override name = 'Migration20261122041821_moderation_pipeline';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "moderation_audit_entries" ("id" uuid not null, "item_type" text not null, "item_id" uuid not null, "moderator_id" uuid null, "decision" text not null, "reason" text null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `create index "moderation_audit_entries_moderator_index" on "moderation_audit_entries" ("moderator_id");`,
    );
    this.addSql(
      `create index "moderation_audit_entries_created_at_index" on "moderation_audit_entries" ("created_at");`,
    );
    this.addSql(
      `alter table "moderation_audit_entries" add constraint "moderation_audit_entries_item_unique" unique ("item_type", "item_id");`,
    );

    this.addSql(
      `create table "content_submissions" ("id" uuid not null, "type" text not null, "status" text not null default 'pending', "author_id" uuid not null, "title" varchar(200) null, "excerpt" varchar(500) null, "content" text not null, "category" varchar(40) null, "priority" text not null default 'normal', "social_media_links" text null, "scheduled_date" timestamptz null, "event_date" timestamptz null, "location" varchar(300) null, "registration_required" boolean not null default false, "max_attendees" int null, "social_media_promotion" boolean not null default true, "platform" varchar(20) null, "post_url" varchar(2000) null, "hashtags" varchar(500) null, "scheduled_share" timestamptz null, "target_audience" varchar(40) null, "rejection_reason" text null, "decided_at" timestamptz null, "decided_by_id" uuid null, "queued_at" timestamptz null, "moderators_notified_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `create index "content_submissions_decided_by_index" on "content_submissions" ("decided_by_id");`,
    );
    this.addSql(
      `create index content_submissions_unqueued_index on content_submissions (created_at) where queued_at is null;`,
    );
    this.addSql(
      `create index "content_submissions_type_status_event_date_index" on "content_submissions" ("type", "status", "event_date");`,
    );
    this.addSql(
      `create index "content_submissions_author_created_at_index" on "content_submissions" ("author_id", "created_at");`,
    );
    this.addSql(
      `create index "content_submissions_status_created_at_index" on "content_submissions" ("status", "created_at");`,
    );

    this.addSql(
      `create table "social_publications" ("id" uuid not null, "submission_id" uuid not null, "platform" varchar(20) not null, "publisher" varchar(20) not null, "external_url" varchar(2000) null, "scheduled_for" timestamptz null, "published_at" timestamptz not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `alter table "social_publications" add constraint "social_publications_submission_unique" unique ("submission_id");`,
    );
    this.addSql(
      `create index "social_publications_published_at_index" on "social_publications" ("published_at");`,
    );

    this.addSql(
      `create table "event_rsvps" ("id" uuid not null, "event_id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "event_rsvps_user_index" on "event_rsvps" ("user_id");`);
    this.addSql(
      `alter table "event_rsvps" add constraint "event_rsvps_event_user_unique" unique ("event_id", "user_id");`,
    );

    this.addSql(`alter table "notifications" drop constraint "notifications_kind_check";`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('discussion_reply', 'discussion_like', 'connection_request', 'connection_accepted', 'connection_declined', 'submission_received', 'submission_approved', 'submission_rejected'));`,
    );

    this.addSql(
      `alter table "moderation_audit_entries" add constraint "moderation_audit_entries_moderator_id_foreign" foreign key ("moderator_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "moderation_audit_entries" add constraint "moderation_audit_entries_item_type_check" check ("item_type" in ('news', 'review', 'submitted-news', 'submitted-event', 'submitted-social'));`,
    );
    this.addSql(
      `alter table "moderation_audit_entries" add constraint "moderation_audit_entries_decision_check" check ("decision" in ('approved', 'rejected'));`,
    );

    this.addSql(
      `alter table "content_submissions" add constraint "content_submissions_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "content_submissions" add constraint "content_submissions_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "content_submissions" add constraint "content_submissions_type_check" check ("type" in ('news', 'event', 'social'));`,
    );
    this.addSql(
      `alter table "content_submissions" add constraint "content_submissions_status_check" check ("status" in ('pending', 'approved', 'rejected'));`,
    );
    this.addSql(
      `alter table "content_submissions" add constraint "content_submissions_priority_check" check ("priority" in ('low', 'normal', 'high', 'urgent'));`,
    );

    this.addSql(
      `alter table "social_publications" add constraint "social_publications_submission_id_foreign" foreign key ("submission_id") references "content_submissions" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "event_rsvps" add constraint "event_rsvps_event_id_foreign" foreign key ("event_id") references "content_submissions" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "event_rsvps" add constraint "event_rsvps_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "social_publications" drop constraint "social_publications_submission_id_foreign";`,
    );
    this.addSql(`alter table "event_rsvps" drop constraint "event_rsvps_event_id_foreign";`);

    this.addSql(`drop table if exists "moderation_audit_entries" cascade;`);
    this.addSql(`drop table if exists "content_submissions" cascade;`);
    this.addSql(`drop table if exists "social_publications" cascade;`);
    this.addSql(`drop table if exists "event_rsvps" cascade;`);

    this.addSql(`alter table "notifications" drop constraint "notifications_kind_check";`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('discussion_reply', 'discussion_like', 'connection_request', 'connection_accepted', 'connection_declined'));`,
    );
  }
}
