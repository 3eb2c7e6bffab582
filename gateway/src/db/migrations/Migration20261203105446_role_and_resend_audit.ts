import { Migration } from '@mikro-orm/migrations';

export class Migration20261203105446_role_and_resend_audit extends Migration {
  override name = 'Migration20261203105446_role_and_resend_audit';

  override up(): void | Promise<void> {
    // Two acts of issue 33 item 2 join the audit trail: role changes and resent invitations.
    this.addSql(`alter table "audit_entries" drop constraint "audit_entries_action_check";`);
    this.addSql(`alter table "audit_entries" drop constraint "audit_entries_subject_kind_check";`);
    this.addSql(
      `alter table "audit_entries" add constraint "audit_entries_action_check" check ("action" in ('moderation.approved', 'moderation.rejected', 'post.edited', 'post.deleted', 'event.updated', 'event.cancelled', 'api_token.created', 'api_token.revoked', 'webhook.created', 'webhook.updated', 'webhook.deleted', 'consultation.answered', 'member.suspended', 'member.reinstated', 'member.role_changed', 'invitation.resent'));`,
    );
    this.addSql(
      `alter table "audit_entries" add constraint "audit_entries_subject_kind_check" check ("subject_kind" in ('news', 'review', 'submitted-news', 'submitted-event', 'submitted-social', 'discussion', 'reply', 'event', 'api-token', 'webhook', 'consultation', 'member', 'invitation'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "audit_entries" drop constraint "audit_entries_action_check";`);
    this.addSql(`alter table "audit_entries" drop constraint "audit_entries_subject_kind_check";`);
    this.addSql(
      `alter table "audit_entries" add constraint "audit_entries_action_check" check ("action" in ('moderation.approved', 'moderation.rejected', 'post.edited', 'post.deleted', 'event.updated', 'event.cancelled', 'api_token.created', 'api_token.revoked', 'webhook.created', 'webhook.updated', 'webhook.deleted', 'consultation.answered', 'member.suspended', 'member.reinstated'));`,
    );
    this.addSql(
      `alter table "audit_entries" add constraint "audit_entries_subject_kind_check" check ("subject_kind" in ('news', 'review', 'submitted-news', 'submitted-event', 'submitted-social', 'discussion', 'reply', 'event', 'api-token', 'webhook', 'consultation', 'member'));`,
    );
  }
}
