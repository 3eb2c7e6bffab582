/** What happened to the recipient; the web words each kind in the reader's language. */
export enum NotificationKind {
  DISCUSSION_REPLY = 'discussion_reply',
  DISCUSSION_LIKE = 'discussion_like',
  CONNECTION_REQUEST = 'connection_request',
  CONNECTION_ACCEPTED = 'connection_accepted',
  CONNECTION_DECLINED = 'connection_declined',
  SUBMISSION_RECEIVED = 'submission_received',
  SUBMISSION_APPROVED = 'submission_approved',
  SUBMISSION_REJECTED = 'submission_rejected',
}
