import { Migration } from '@mikro-orm/migrations';

export class Migration20261124083011_moderation_decisions extends Migration {
  override name = 'Migration20261124083011_moderation_decisions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "moderation_decisions" ("id" uuid not null, "item_type" text not null, "item_id" uuid not null, "approved" boolean not null, "reason" text null, "moderator_id" uuid not null, "created_at" timestamptz not null default now(), "applied_at" timestamptz null, "attempts" int not null default 0, "last_error" text null, primary key ("id"));`,
    );
    this.addSql(
      `create index "moderation_decisions_moderator_index" on "moderation_decisions" ("moderator_id");`,
    );
    this.addSql(
      `create index "moderation_decisions_pending_index" on "moderation_decisions" ("created_at") where "applied_at" is null;`,
    );
    this.addSql(
      `alter table "moderation_decisions" add constraint "moderation_decisions_item_unique" unique ("item_type", "item_id");`,
    );

    this.addSql(
      `alter table "moderation_decisions" add constraint "moderation_decisions_moderator_id_foreign" foreign key ("moderator_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "moderation_decisions" add constraint "moderation_decisions_item_type_check" check ("item_type" in ('news', 'review', 'submitted-news', 'submitted-event', 'submitted-social'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "moderation_decisions" cascade;`);
  }
}
