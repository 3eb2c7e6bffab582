import { Migration } from '@mikro-orm/migrations';

export class Migration20261203115315_audit_actions_merged extends Migration {
  override name = 'Migration20261203115315_audit_actions_merged';

  // Two branches each rebuilt the check with their own new actions; this one has every action.
  override up(): void | Promise<void> {
    this.addSql(`alter table "audit_entries" drop constraint "audit_entries_action_check";`);
    this.addSql(
      `alter table "audit_entries" add constraint "audit_entries_action_check" check ("action" in ('moderation.approved', 'moderation.rejected', 'post.edited', 'post.deleted', 'event.updated', 'event.cancelled', 'api_token.created', 'api_token.revoked', 'webhook.created', 'webhook.updated', 'webhook.deleted', 'consultation.answered', 'member.suspended', 'member.reinstated', 'member.role_changed', 'invitation.resent', 'account.closed'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "audit_entries" drop constraint "audit_entries_action_check";`);
    this.addSql(
      `alter table "audit_entries" add constraint "audit_entries_action_check" check ("action" in ('moderation.approved', 'moderation.rejected', 'post.edited', 'post.deleted', 'event.updated', 'event.cancelled', 'api_token.created', 'api_token.revoked', 'webhook.created', 'webhook.updated', 'webhook.deleted', 'consultation.answered', 'member.suspended', 'member.reinstated', 'account.closed'));`,
    );
  }
}
