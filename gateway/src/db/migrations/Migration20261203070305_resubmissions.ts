import { Migration } from '@mikro-orm/migrations';

export class Migration20261203070305_resubmissions extends Migration {
  override name = 'Migration20261203070305_resubmissions';

  override up(): void | Promise<void> {
    this.addSql(`alter table "content_submissions" add "resubmission_of_id" uuid null;`);
    this.addSql(
      `alter table "content_submissions" add constraint "content_submissions_resubmission_of_id_foreign" foreign key ("resubmission_of_id") references "content_submissions" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "content_submissions" add constraint "content_submissions_resubmission_of_unique" unique ("resubmission_of_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "content_submissions" drop constraint "content_submissions_resubmission_of_id_foreign";`,
    );

    this.addSql(
      `alter table "content_submissions" drop constraint "content_submissions_resubmission_of_unique";`,
    );
    this.addSql(`alter table "content_submissions" drop column "resubmission_of_id";`);
  }
}
