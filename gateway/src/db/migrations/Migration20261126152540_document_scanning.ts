import { Migration } from '@mikro-orm/migrations';

export class Migration20261126152540_document_scanning extends Migration {
  override name = 'Migration20261126152540_document_scanning';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "document_downloads" ("document_id" uuid not null, "member_id" uuid not null, "day" date not null, primary key ("document_id", "member_id", "day"));`,
    );
    this.addSql(
      `create index "document_downloads_member_index" on "document_downloads" ("member_id");`,
    );

    this.addSql(
      `alter table "documents" add "status" text not null default 'available', add "scan_signature" varchar(200) null, add "scanned_at" timestamptz null;`,
    );
    this.addSql(
      `create index documents_scanning_index on documents (created_at) where status = 'scanning';`,
    );
    this.addSql(
      `alter table "documents" add constraint "documents_status_check" check ("status" in ('scanning', 'available', 'quarantined'));`,
    );

    this.addSql(`alter table "notifications" drop constraint "notifications_kind_check";`);
    this.addSql(`alter table "notifications" add "document_id" uuid null;`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_document_id_foreign" foreign key ("document_id") references "documents" ("id") on delete cascade;`,
    );
    this.addSql(`create index "notifications_document_index" on "notifications" ("document_id");`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('discussion_reply', 'discussion_like', 'connection_request', 'connection_accepted', 'connection_declined', 'submission_received', 'submission_approved', 'submission_rejected', 'document_quarantined', 'document_quarantined_review'));`,
    );

    this.addSql(
      `alter table "document_downloads" add constraint "document_downloads_document_id_foreign" foreign key ("document_id") references "documents" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "document_downloads" add constraint "document_downloads_member_id_foreign" foreign key ("member_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "document_downloads" cascade;`);

    this.addSql(`alter table "notifications" drop constraint "notifications_document_id_foreign";`);

    this.addSql(`drop index "documents_scanning_index";`);
    this.addSql(`alter table "documents" drop constraint "documents_status_check";`);
    this.addSql(
      `alter table "documents" drop column "status", drop column "scan_signature", drop column "scanned_at";`,
    );

    this.addSql(`drop index "notifications_document_index";`);
    this.addSql(`alter table "notifications" drop constraint "notifications_kind_check";`);
    this.addSql(`alter table "notifications" drop column "document_id";`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('discussion_reply', 'discussion_like', 'connection_request', 'connection_accepted', 'connection_declined', 'submission_received', 'submission_approved', 'submission_rejected'));`,
    );
  }
}
