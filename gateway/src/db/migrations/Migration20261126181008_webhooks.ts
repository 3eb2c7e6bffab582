import { Migration } from '@mikro-orm/migrations';

export class Migration20261126181008_webhooks extends Migration {
  override name = 'Migration20261126181008_webhooks';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "webhook_endpoints" ("id" uuid not null, "url" text not null, "description" text null, "events" text[] not null, "secret_sealed" text not null, "active" boolean not null default true, "created_by_id" uuid null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );

    this.addSql(
      `create table "webhook_events" ("id" uuid not null, "type" text not null, "data" jsonb not null, "occurred_at" timestamptz not null default now(), primary key ("id"));`,
    );

    this.addSql(
      `create table "webhook_deliveries" ("id" uuid not null, "event_id" uuid not null, "endpoint_id" uuid not null, "status" text not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz not null default now(), "lease_until" timestamptz null, "last_attempt_at" timestamptz null, "response_status" int null, "response_excerpt" text null, "last_error" text null, "delivered_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `create index "webhook_deliveries_event_id_index" on "webhook_deliveries" ("event_id");`,
    );
    this.addSql(
      `create index "webhook_deliveries_endpoint_index" on "webhook_deliveries" ("endpoint_id", "created_at");`,
    );
    this.addSql(
      `create index "webhook_deliveries_due_index" on "webhook_deliveries" ("next_attempt_at") where "status" = 'pending';`,
    );

    this.addSql(
      `alter table "webhook_endpoints" add constraint "webhook_endpoints_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "webhook_events" add constraint "webhook_events_type_check" check ("type" in ('news.published', 'event.published', 'social.published', 'consultation.requested', 'review.approved', 'member.joined', 'webhook.test'));`,
    );

    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_event_id_foreign" foreign key ("event_id") references "webhook_events" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoints" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_status_check" check ("status" in ('pending', 'delivered', 'failed'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "webhook_deliveries" drop constraint "webhook_deliveries_endpoint_id_foreign";`,
    );
    this.addSql(
      `alter table "webhook_deliveries" drop constraint "webhook_deliveries_event_id_foreign";`,
    );

    this.addSql(`drop table if exists "webhook_endpoints" cascade;`);
    this.addSql(`drop table if exists "webhook_events" cascade;`);
    this.addSql(`drop table if exists "webhook_deliveries" cascade;`);
  }
}
