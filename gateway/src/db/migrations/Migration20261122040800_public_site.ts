import { Migration } from '@mikro-orm/migrations';

export class Migration20261122040800_public_site extends Migration {
  override name = 'Migration20261122040800_public_site';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "contact_messages" ("id" uuid not null, "name" varchar(120) not null, "email" varchar(254) not null, "subject" varchar(200) not null, "message" text not null, "created_at" timestamptz not null default now(), "mailed_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `create index "contact_messages_created_at_index" on "contact_messages" ("created_at", "id");`,
    );

    this.addSql(
      `create table "membership_applications" ("id" uuid not null, "full_name" varchar(120) not null, "email" varchar(254) not null, "phone" varchar(40) null, "bar_number" varchar(60) not null, "specialization" varchar(120) null, "city" varchar(120) null, "message" text null, "status" varchar(16) not null default 'pending', "created_at" timestamptz not null default now(), "decided_at" timestamptz null, "decided_by_id" uuid null, "decision_reason" text null, primary key ("id"));`,
    );
    this.addSql(
      `create index "membership_applications_email_index" on "membership_applications" ("email");`,
    );
    this.addSql(
      `create index "membership_applications_status_created_at_index" on "membership_applications" ("status", "created_at", "id");`,
    );

    this.addSql(
      `alter table "membership_applications" add constraint "membership_applications_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "membership_applications" add constraint "membership_applications_status_check" check (status in ('pending', 'approved', 'rejected'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "contact_messages" cascade;`);
    this.addSql(`drop table if exists "membership_applications" cascade;`);
  }
}
