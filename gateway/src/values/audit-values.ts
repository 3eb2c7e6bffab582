/** What a staff act (or an answer staff must be able to trace) did: one entry of the audit trail. */
export enum AuditAction {
  MODERATION_APPROVED = 'moderation.approved',
  MODERATION_REJECTED = 'moderation.rejected',
  POST_EDITED = 'post.edited',
  POST_DELETED = 'post.deleted',
  EVENT_UPDATED = 'event.updated',
  EVENT_CANCELLED = 'event.cancelled',
  API_TOKEN_CREATED = 'api_token.created',
  API_TOKEN_REVOKED = 'api_token.revoked',
  WEBHOOK_CREATED = 'webhook.created',
  WEBHOOK_UPDATED = 'webhook.updated',
  WEBHOOK_DELETED = 'webhook.deleted',
  CONSULTATION_ANSWERED = 'consultation.answered',
  MEMBER_SUSPENDED = 'member.suspended',
  MEMBER_REINSTATED = 'member.reinstated',
  MEMBER_ROLE_CHANGED = 'member.role_changed',
  INVITATION_RESENT = 'invitation.resent',
  ACCOUNT_CLOSED = 'account.closed',
}

/** What kind of thing an entry is about (its subject), which also says where it is shown. */
export enum AuditSubjectKind {
  NEWS = 'news',
  REVIEW = 'review',
  SUBMITTED_NEWS = 'submitted-news',
  SUBMITTED_EVENT = 'submitted-event',
  SUBMITTED_SOCIAL = 'submitted-social',
  DISCUSSION = 'discussion',
  REPLY = 'reply',
  EVENT = 'event',
  API_TOKEN = 'api-token',
  WEBHOOK = 'webhook',
  CONSULTATION = 'consultation',
  MEMBER = 'member',
  INVITATION = 'invitation',
}

/**
 * Who may read an entry: `moderation` entries every staff member (moderators and admins),
 * `admin` entries admins only.
 */
export enum AuditScope {
  MODERATION = 'moderation',
  ADMIN = 'admin',
}
