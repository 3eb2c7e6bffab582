import { Migration } from '@mikro-orm/migrations';

export class Migration20261202000306_calendar_feed_minted_by_token extends Migration {
  override name = 'Migration20261202000306_calendar_feed_minted_by_token';

  override up(): void | Promise<void> {
    this.addSql(`alter table "calendar_feeds" add "minted_by_token_id" uuid null;`);
    this.addSql(
      `alter table "calendar_feeds" add constraint "calendar_feeds_minted_by_token_id_foreign" foreign key ("minted_by_token_id") references "api_tokens" ("id") on delete cascade;`,
    );
    this.addSql(
      `create index "calendar_feeds_minted_by_token_index" on "calendar_feeds" ("minted_by_token_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "calendar_feeds" drop constraint "calendar_feeds_minted_by_token_id_foreign";`,
    );

    this.addSql(`drop index "calendar_feeds_minted_by_token_index";`);
    this.addSql(`alter table "calendar_feeds" drop column "minted_by_token_id";`);
  }
}
