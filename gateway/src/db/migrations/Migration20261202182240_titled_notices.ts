import { Migration } from '@mikro-orm/migrations';

export class Migration20261202182240_titled_notices extends Migration {
  override name = 'Migration20261202182240_titled_notices';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "notifications" add "subject_title" varchar(300) null, add "reason" text null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "notifications" drop column "subject_title", drop column "reason";`);
  }
}
