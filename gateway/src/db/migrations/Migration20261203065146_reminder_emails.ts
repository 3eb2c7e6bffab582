import { Migration } from '@mikro-orm/migrations';

export class Migration20261203065146_reminder_emails extends Migration {
  override name = 'Migration20261203065146_reminder_emails';

  override up(): void | Promise<void> {
    this.addSql(`alter table "event_reminders" add "emailed_at" timestamptz null;`);
    // Reminders sent before this had their one e-mail try then: none is owed again.
    this.addSql(
      `update "event_reminders" set "emailed_at" = "sent_at" where "sent_at" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "event_reminders" drop column "emailed_at";`);
  }
}
