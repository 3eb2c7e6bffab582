import { Migration } from '@mikro-orm/migrations';

export class Migration20261203062807_consultation_language extends Migration {
  override name = 'Migration20261203062807_consultation_language';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "consultation_requests" add "language" varchar(5) not null default 'en';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "consultation_requests" drop column "language";`);
  }
}
