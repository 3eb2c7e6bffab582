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
  /** To the uploader: ClamAV found a virus in their file, which was quarantined. */
  DOCUMENT_QUARANTINED = 'document_quarantined',
  /** To moderators and admins: a member's file was quarantined (the actor is the uploader). */
  DOCUMENT_QUARANTINED_REVIEW = 'document_quarantined_review',
}
