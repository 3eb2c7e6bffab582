/** What happened to the recipient; the web words each kind in the reader's language. */
export enum NotificationKind {
  DISCUSSION_REPLY = 'discussion_reply',
  DISCUSSION_LIKE = 'discussion_like',
  /** The actor mentioned the recipient (`@Name`) in a discussion's post or one of its replies. */
  DISCUSSION_MENTION = 'discussion_mention',
  /** The actor liked the recipient's reply in a discussion. */
  DISCUSSION_REPLY_LIKE = 'discussion_reply_like',
  CONNECTION_REQUEST = 'connection_request',
  CONNECTION_ACCEPTED = 'connection_accepted',
  CONNECTION_DECLINED = 'connection_declined',
  SUBMISSION_RECEIVED = 'submission_received',
  SUBMISSION_APPROVED = 'submission_approved',
  SUBMISSION_REJECTED = 'submission_rejected',
  /** To the uploader: ClamAV found a virus in their file, which was quarantined. */
  DOCUMENT_QUARANTINED = 'document_quarantined',
  /** To moderators and admins: a member's file was quarantined (the actor is the uploader). */
  DOCUMENT_QUARANTINED_REVIEW = 'document_quarantined_review',
  /** To a waitlisted member: a place freed up and is now theirs. */
  EVENT_PROMOTED = 'event_promoted',
  /** To a member going: the event starts soon (24 h or 1 h). */
  EVENT_REMINDER = 'event_reminder',
  /** To those going or waitlisted: staff changed the event's date, place or details. */
  EVENT_UPDATED = 'event_updated',
  /** To those going or waitlisted: staff cancelled the event. */
  EVENT_CANCELLED = 'event_cancelled',
  /** To an account's owner: its sign-in failure limit was reached, every address now waits (F3). */
  SIGN_IN_LIMIT_REACHED = 'sign_in_limit_reached',
  /** To a lawyer: a visitor asked them for a consultation (no actor: the visitor has no account). */
  CONSULTATION_REQUESTED = 'consultation_requested',
  /** To a member who flagged a post: a moderator kept it (the flags were dismissed). */
  POST_FLAG_KEPT = 'post_flag_kept',
  /** To a member who flagged a post: a moderator edited it. */
  POST_FLAG_EDITED = 'post_flag_edited',
  /** To a member who flagged a post: a moderator hid it. */
  POST_FLAG_HIDDEN = 'post_flag_hidden',
}
