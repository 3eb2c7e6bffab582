import { Migration } from '@mikro-orm/migrations';

export class Migration20261203071816_member_suspension extends Migration {
  override name = 'Migration20261203071816_member_suspension';

  override up(): void | Promise<void> {
    // Suspension (issue 33 item 2): null for every account so far.
    this.addSql(`alter table "users" add "suspended_at" timestamptz null;`);

    this.addSql(`alter table "audit_entries" drop constraint "audit_entries_action_check";`);
    this.addSql(`alter table "audit_entries" drop constraint "audit_entries_subject_kind_check";`);
    this.addSql(
      `alter table "audit_entries" add constraint "audit_entries_action_check" check ("action" in ('moderation.approved', 'moderation.rejected', 'post.edited', 'post.deleted', 'event.updated', 'event.cancelled', 'api_token.created', 'api_token.revoked', 'webhook.created', 'webhook.updated', 'webhook.deleted', 'consultation.answered', 'member.suspended', 'member.reinstated'));`,
    );
    this.addSql(
      `alter table "audit_entries" add constraint "audit_entries_subject_kind_check" check ("subject_kind" in ('news', 'review', 'submitted-news', 'submitted-event', 'submitted-social', 'discussion', 'reply', 'event', 'api-token', 'webhook', 'consultation', 'member'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "audit_entries" drop constraint "audit_entries_action_check";`);
    this.addSql(`alter table "audit_entries" drop constraint "audit_entries_subject_kind_check";`);
    this.addSql(
      `alter table "audit_entries" add constraint "audit_entries_action_check" check ("action" in ('moderation.approved', 'moderation.rejected', 'post.edited', 'post.deleted', 'event.updated', 'event.cancelled', 'api_token.created', 'api_token.revoked', 'webhook.created', 'webhook.updated', 'webhook.deleted', 'consultation.answered'));`,
    );
    this.addSql(
      `alter table "audit_entries" add constraint "audit_entries_subject_kind_check" check ("subject_kind" in ('news', 'review', 'submitted-news', 'submitted-event', 'submitted-social', 'discussion', 'reply', 'event', 'api-token', 'webhook', 'consultation'));`,
    );

    this.addSql(`alter table "users" drop column "suspended_at";`);
  }
}
