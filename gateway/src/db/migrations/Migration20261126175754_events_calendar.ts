import { Migration } from '@mikro-orm/migrations';

export class Migration20261126175754_events_calendar extends Migration {
  override name = 'Migration20261126175754_events_calendar';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "event_reminders" ("id" uuid not null, "event_id" uuid not null, "user_id" uuid not null, "offset_minutes" int not null, "due_at" timestamptz not null, "sent_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "event_reminders_user_index" on "event_reminders" ("user_id");`);
    this.addSql(
      `create index event_reminders_unsent_index on event_reminders (due_at, event_id) where sent_at is null;`,
    );
    this.addSql(
      `alter table "event_reminders" add constraint "event_reminders_event_user_offset_unique" unique ("event_id", "user_id", "offset_minutes");`,
    );

    this.addSql(
      `create table "calendar_feeds" ("user_id" uuid not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null default now(), primary key ("user_id"));`,
    );
    this.addSql(
      `alter table "calendar_feeds" add constraint "calendar_feeds_token_hash_unique" unique ("token_hash");`,
    );

    this.addSql(
      `alter table "content_submissions" add "time_zone" varchar(64) not null default 'Africa/Mogadishu', add "is_public" boolean not null default false, add "practice_area_id" uuid null, add "cancelled_at" timestamptz null;`,
    );
    this.addSql(
      `alter table "content_submissions" add constraint "content_submissions_practice_area_id_foreign" foreign key ("practice_area_id") references "practice_areas" ("id") on delete set null;`,
    );
    this.addSql(
      `create index "content_submissions_practice_area_index" on "content_submissions" ("practice_area_id");`,
    );
    this.addSql(
      `create index content_submissions_event_title_trgm_index on content_submissions using gin (coalesce(title, '') gin_trgm_ops) where type = 'event' and status = 'approved';`,
    );
    this.addSql(
      `create index content_submissions_event_search_index on content_submissions using gin (to_tsvector('simple', coalesce(title, '') || ' ' || content || ' ' || coalesce(location, ''))) where type = 'event' and status = 'approved';`,
    );

    this.addSql(
      `alter table "event_rsvps" add "status" text not null default 'going', add "waitlisted_at" timestamptz null, add "promoted_at" timestamptz null, add "attended" boolean null, add "answered_at" timestamptz not null default now();`,
    );
    this.addSql(
      `create index "event_rsvps_event_status_waitlisted_index" on "event_rsvps" ("event_id", "status", "waitlisted_at");`,
    );
    this.addSql(
      `alter table "event_rsvps" add constraint "event_rsvps_status_check" check ("status" in ('going', 'not_going', 'waitlisted', 'cancelled'));`,
    );

    this.addSql(`alter table "notifications" drop constraint "notifications_kind_check";`);
    this.addSql(`alter table "notifications" add "event_id" uuid null;`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_event_id_foreign" foreign key ("event_id") references "content_submissions" ("id") on delete cascade;`,
    );
    this.addSql(`create index "notifications_event_index" on "notifications" ("event_id");`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('discussion_reply', 'discussion_like', 'connection_request', 'connection_accepted', 'connection_declined', 'submission_received', 'submission_approved', 'submission_rejected', 'document_quarantined', 'document_quarantined_review', 'event_promoted', 'event_reminder', 'event_updated', 'event_cancelled'));`,
    );

    this.addSql(
      `alter table "event_reminders" add constraint "event_reminders_event_id_foreign" foreign key ("event_id") references "content_submissions" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "event_reminders" add constraint "event_reminders_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "calendar_feeds" add constraint "calendar_feeds_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "event_reminders" cascade;`);
    this.addSql(`drop table if exists "calendar_feeds" cascade;`);

    this.addSql(
      `alter table "content_submissions" drop constraint "content_submissions_practice_area_id_foreign";`,
    );

    this.addSql(`alter table "notifications" drop constraint "notifications_event_id_foreign";`);

    this.addSql(`drop index "content_submissions_practice_area_index";`);
    this.addSql(`drop index "content_submissions_event_title_trgm_index";`);
    this.addSql(`drop index "content_submissions_event_search_index";`);
    this.addSql(
      `alter table "content_submissions" drop column "time_zone", drop column "is_public", drop column "practice_area_id", drop column "cancelled_at";`,
    );

    this.addSql(`drop index "event_rsvps_event_status_waitlisted_index";`);
    this.addSql(`alter table "event_rsvps" drop constraint "event_rsvps_status_check";`);
    this.addSql(
      `alter table "event_rsvps" drop column "status", drop column "waitlisted_at", drop column "promoted_at", drop column "attended", drop column "answered_at";`,
    );

    this.addSql(`drop index "notifications_event_index";`);
    this.addSql(`alter table "notifications" drop constraint "notifications_kind_check";`);
    this.addSql(`alter table "notifications" drop column "event_id";`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('discussion_reply', 'discussion_like', 'connection_request', 'connection_accepted', 'connection_declined', 'submission_received', 'submission_approved', 'submission_rejected', 'document_quarantined', 'document_quarantined_review'));`,
    );
  }
}
