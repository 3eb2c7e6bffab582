import { Migration } from '@mikro-orm/migrations';

export class Migration20261126153813_lawyer_photos extends Migration {
  override name = 'Migration20261126153813_lawyer_photos';

  override up(): void | Promise<void> {
    this.addSql(`alter table "lawyer_profiles" drop column "profile_image";`);
    this.addSql(`alter table "lawyer_profiles" add "photo_key" uuid null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "lawyer_profiles" drop column "photo_key";`);
    this.addSql(`alter table "lawyer_profiles" add "profile_image" varchar(500) null;`);
  }
}
