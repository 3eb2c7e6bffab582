import { Migration } from '@mikro-orm/migrations';

export class Migration20261202180825_consultation_mails extends Migration {
  override name = 'Migration20261202180825_consultation_mails';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "consultation_mails" ("id" uuid not null, "consultation_id" uuid not null, "kind" text not null, "recipient" varchar(254) not null, "token_hash" varchar(64) null, "created_at" timestamptz not null default now(), "sent_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `create index "consultation_mails_consultation_index" on "consultation_mails" ("consultation_id");`,
    );
    this.addSql(
      `alter table "consultation_mails" add constraint "consultation_mails_token_unique" unique ("token_hash");`,
    );
    this.addSql(
      `create index consultation_mails_unsent_index on consultation_mails (created_at) where sent_at is null;`,
    );

    this.addSql(
      `alter table "consultation_requests" drop constraint "consultation_requests_status_check";`,
    );
    this.addSql(
      `alter table "consultation_requests" add "reminded_at" timestamptz null, add "response_message" text null, add "proposed_contact" varchar(200) null;`,
    );
    this.addSql(
      `create index consultation_requests_pending_index on consultation_requests (created_at) where status = 'pending';`,
    );
    this.addSql(
      `alter table "consultation_requests" add constraint "consultation_requests_status_check" check ("status" in ('pending', 'approved', 'rejected', 'expired'));`,
    );

    this.addSql(`alter table "notifications" drop constraint "notifications_kind_check";`);
    this.addSql(`alter table "notifications" add "consultation_id" uuid null;`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_consultation_id_foreign" foreign key ("consultation_id") references "consultation_requests" ("id") on delete cascade;`,
    );
    this.addSql(
      `create index "notifications_consultation_index" on "notifications" ("consultation_id");`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('discussion_reply', 'discussion_like', 'connection_request', 'connection_accepted', 'connection_declined', 'submission_received', 'submission_approved', 'submission_rejected', 'document_quarantined', 'document_quarantined_review', 'event_promoted', 'event_reminder', 'event_updated', 'event_cancelled', 'sign_in_limit_reached', 'consultation_requested'));`,
    );

    this.addSql(
      `alter table "consultation_mails" add constraint "consultation_mails_consultation_id_foreign" foreign key ("consultation_id") references "consultation_requests" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "consultation_mails" add constraint "consultation_mails_kind_check" check ("kind" in ('request_sent', 'new_request', 'answered', 'reminder', 'expired'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "consultation_mails" cascade;`);

    this.addSql(
      `alter table "notifications" drop constraint "notifications_consultation_id_foreign";`,
    );

    this.addSql(`drop index "consultation_requests_pending_index";`);
    this.addSql(
      `alter table "consultation_requests" drop constraint "consultation_requests_status_check";`,
    );
    this.addSql(
      `alter table "consultation_requests" drop column "reminded_at", drop column "response_message", drop column "proposed_contact";`,
    );
    this.addSql(
      `alter table "consultation_requests" add constraint "consultation_requests_status_check" check ("status" in ('pending', 'approved', 'rejected'));`,
    );

    this.addSql(`drop index "notifications_consultation_index";`);
    this.addSql(`alter table "notifications" drop constraint "notifications_kind_check";`);
    this.addSql(`alter table "notifications" drop column "consultation_id";`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('discussion_reply', 'discussion_like', 'connection_request', 'connection_accepted', 'connection_declined', 'submission_received', 'submission_approved', 'submission_rejected', 'document_quarantined', 'document_quarantined_review', 'event_promoted', 'event_reminder', 'event_updated', 'event_cancelled', 'sign_in_limit_reached'));`,
    );
  }
}
