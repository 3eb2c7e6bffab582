import { Migration } from '@mikro-orm/migrations';

export class Migration20261126162504_mfa_sealed_secrets extends Migration {
  override name = 'Migration20261126162504_mfa_sealed_secrets';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "users" alter column "totp_secret" type varchar(255) using ("totp_secret"::varchar(255));`,
    );
    this.addSql(
      `alter table "users" alter column "totp_pending_secret" type varchar(255) using ("totp_pending_secret"::varchar(255));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "users" alter column "totp_secret" type varchar(64) using ("totp_secret"::varchar(64));`,
    );
    this.addSql(
      `alter table "users" alter column "totp_pending_secret" type varchar(64) using ("totp_pending_secret"::varchar(64));`,
    );
  }
}
