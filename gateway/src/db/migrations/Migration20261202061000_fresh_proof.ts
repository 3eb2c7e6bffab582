import { Migration } from '@mikro-orm/migrations';

// F7: sensitive account changes need the password proven recently. Sessions that exist when this
// runs count as proven at their sign-in (created_at), so that none is fresh by the migration.
// With the security-log events of reauthentication and new recovery codes, and the F3 owner
// notice (a security-log event and a notification kind).
export class Migration20261202061000_fresh_proof extends Migration {
  override name = 'Migration20261202061000_fresh_proof';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "sessions" add "authenticated_at" timestamptz not null default now();`,
    );
    this.addSql(`update "sessions" set "authenticated_at" = "created_at";`);
    this.addSql(`alter table "notifications" drop constraint "notifications_kind_check";`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('discussion_reply', 'discussion_like', 'connection_request', 'connection_accepted', 'connection_declined', 'submission_received', 'submission_approved', 'submission_rejected', 'document_quarantined', 'document_quarantined_review', 'event_promoted', 'event_reminder', 'event_updated', 'event_cancelled', 'sign_in_limit_reached'));`,
    );
    this.addSql(`alter table "security_events" drop constraint "security_events_type_check";`);
    this.addSql(
      `alter table "security_events" add constraint "security_events_type_check" check ("type" in ('auth.signin.succeeded', 'auth.signin.failed', 'auth.signin.throttled', 'auth.account_limit.reached', 'auth.signout', 'auth.mfa.enrolled', 'auth.mfa.disabled', 'auth.mfa.failed', 'auth.recovery_code.used', 'auth.recovery_codes.regenerated', 'auth.reauthenticated', 'auth.reauthentication.failed', 'auth.session.revoked', 'auth.sessions.revoked_others', 'user.role.changed', 'api_token.created', 'api_token.revoked', 'upload.refused', 'upload.quarantined'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "sessions" drop column "authenticated_at";`);
    this.addSql(`alter table "notifications" drop constraint "notifications_kind_check";`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('discussion_reply', 'discussion_like', 'connection_request', 'connection_accepted', 'connection_declined', 'submission_received', 'submission_approved', 'submission_rejected', 'document_quarantined', 'document_quarantined_review', 'event_promoted', 'event_reminder', 'event_updated', 'event_cancelled'));`,
    );
    this.addSql(`alter table "security_events" drop constraint "security_events_type_check";`);
    this.addSql(
      `alter table "security_events" add constraint "security_events_type_check" check ("type" in ('auth.signin.succeeded', 'auth.signin.failed', 'auth.signin.throttled', 'auth.signout', 'auth.mfa.enrolled', 'auth.mfa.disabled', 'auth.mfa.failed', 'auth.recovery_code.used', 'auth.session.revoked', 'auth.sessions.revoked_others', 'user.role.changed', 'api_token.created', 'api_token.revoked', 'upload.refused', 'upload.quarantined'));`,
    );
  }
}
