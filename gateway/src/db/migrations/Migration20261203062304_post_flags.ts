import { Migration } from '@mikro-orm/migrations';

export class Migration20261203062304_post_flags extends Migration {
  override name = 'Migration20261203062304_post_flags';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "post_flags" ("id" uuid not null, "discussion_id" uuid not null, "reply_id" uuid null, "flagger_id" uuid not null, "reason" text not null, "note" text null, "created_at" timestamptz not null default now(), "decided_at" timestamptz null, "decided_by_id" uuid null, "outcome" text null, primary key ("id"));`,
    );
    this.addSql(`create index "post_flags_flagger_index" on "post_flags" ("flagger_id");`);
    this.addSql(`create index "post_flags_decided_by_index" on "post_flags" ("decided_by_id");`);
    this.addSql(`create index "post_flags_reply_index" on "post_flags" ("reply_id");`);
    this.addSql(`create index "post_flags_discussion_index" on "post_flags" ("discussion_id");`);
    this.addSql(
      `create index post_flags_open_index on post_flags (discussion_id, reply_id, created_at) where decided_at is null;`,
    );
    this.addSql(
      `create unique index post_flags_member_post_unique on post_flags (coalesce(reply_id, discussion_id), flagger_id);`,
    );

    this.addSql(
      `alter table "discussions" add "hidden_at" timestamptz null, add "hidden_by_id" uuid null, add "hidden_reason" text null;`,
    );
    this.addSql(
      `alter table "discussions" add constraint "discussions_hidden_by_id_foreign" foreign key ("hidden_by_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "discussion_replies" add "hidden_at" timestamptz null, add "hidden_by_id" uuid null, add "hidden_reason" text null;`,
    );
    this.addSql(
      `alter table "discussion_replies" add constraint "discussion_replies_hidden_by_id_foreign" foreign key ("hidden_by_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(`alter table "notifications" drop constraint "notifications_kind_check";`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('discussion_reply', 'discussion_like', 'connection_request', 'connection_accepted', 'connection_declined', 'submission_received', 'submission_approved', 'submission_rejected', 'document_quarantined', 'document_quarantined_review', 'event_promoted', 'event_reminder', 'event_updated', 'event_cancelled', 'sign_in_limit_reached', 'consultation_requested', 'post_flag_kept', 'post_flag_edited', 'post_flag_hidden'));`,
    );

    this.addSql(
      `alter table "post_flags" add constraint "post_flags_discussion_id_foreign" foreign key ("discussion_id") references "discussions" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "post_flags" add constraint "post_flags_reply_id_foreign" foreign key ("reply_id") references "discussion_replies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "post_flags" add constraint "post_flags_flagger_id_foreign" foreign key ("flagger_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "post_flags" add constraint "post_flags_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "post_flags" add constraint "post_flags_reason_check" check ("reason" in ('off-topic', 'inappropriate', 'spam', 'other'));`,
    );
    this.addSql(
      `alter table "post_flags" add constraint "post_flags_outcome_check" check ("outcome" in ('kept', 'edited', 'hidden'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "post_flags" cascade;`);

    this.addSql(
      `alter table "discussion_replies" drop constraint "discussion_replies_hidden_by_id_foreign";`,
    );

    this.addSql(`alter table "discussions" drop constraint "discussions_hidden_by_id_foreign";`);

    this.addSql(
      `alter table "discussion_replies" drop column "hidden_at", drop column "hidden_by_id", drop column "hidden_reason";`,
    );

    this.addSql(
      `alter table "discussions" drop column "hidden_at", drop column "hidden_by_id", drop column "hidden_reason";`,
    );

    this.addSql(`alter table "notifications" drop constraint "notifications_kind_check";`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('discussion_reply', 'discussion_like', 'connection_request', 'connection_accepted', 'connection_declined', 'submission_received', 'submission_approved', 'submission_rejected', 'document_quarantined', 'document_quarantined_review', 'event_promoted', 'event_reminder', 'event_updated', 'event_cancelled', 'sign_in_limit_reached', 'consultation_requested'));`,
    );
  }
}
