import { Migration } from '@mikro-orm/migrations';

export class Migration20261202203515_discussion_activity extends Migration {
  override name = 'Migration20261202203515_discussion_activity';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "discussions" add "last_activity_at" timestamptz not null default now();`,
    );
    // Existing discussions: their newest reply's time, or their own.
    this.addSql(
      `update "discussions" d set "last_activity_at" = coalesce(
        (select max(r."created_at") from "discussion_replies" r where r."discussion_id" = d."id"),
        d."created_at");`,
    );
    this.addSql(
      `create index "discussions_last_activity_at_index" on "discussions" ("last_activity_at", "id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "discussions_last_activity_at_index";`);
    this.addSql(`alter table "discussions" drop column "last_activity_at";`);
  }
}
