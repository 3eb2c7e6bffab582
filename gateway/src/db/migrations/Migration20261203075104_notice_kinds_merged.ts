import { Migration } from '@mikro-orm/migrations';

export class Migration20261203075104_notice_kinds_merged extends Migration {
  override name = 'Migration20261203075104_notice_kinds_merged';

  // The mentions and the flags migrations each rebuilt this check with only their own new kinds.
  override up(): void | Promise<void> {
    this.addSql(`alter table "notifications" drop constraint "notifications_kind_check";`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('discussion_reply', 'discussion_like', 'discussion_mention', 'discussion_reply_like', 'connection_request', 'connection_accepted', 'connection_declined', 'submission_received', 'submission_approved', 'submission_rejected', 'document_quarantined', 'document_quarantined_review', 'event_promoted', 'event_reminder', 'event_updated', 'event_cancelled', 'sign_in_limit_reached', 'consultation_requested', 'post_flag_kept', 'post_flag_edited', 'post_flag_hidden'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "notifications" drop constraint "notifications_kind_check";`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('discussion_reply', 'discussion_like', 'discussion_mention', 'discussion_reply_like', 'connection_request', 'connection_accepted', 'connection_declined', 'submission_received', 'submission_approved', 'submission_rejected', 'document_quarantined', 'document_quarantined_review', 'event_promoted', 'event_reminder', 'event_updated', 'event_cancelled', 'sign_in_limit_reached', 'consultation_requested'));`,
    );
  }
}
