import { discussionPath } from '../discussions/index.js';
import { eventPath } from '../events/index.js';
import { CONNECTIONS_PATH, memberPath } from '../members/index.js';

export interface NotificationTargetFields {
  kind: string;
  discussion?: { id: string; replyId?: string | null } | null;
  event?: { id: string } | null;
  actor?: { id: string } | null;
}

/**
 * Where opening a notification leads: its discussion (at the reply it is about) or event; the moderation queue for a new
 * submission; the member's own submissions for a decision; the library for a quarantined
 * file; the security page after many failed sign-ins; the connections page for a request
 * (to answer it there), the member's profile for an answer; a lawyer's pending requests for a
 * new consultation request.
 */
export function notificationTarget(notification: NotificationTargetFields): string {
  if (notification.discussion) {
    return discussionPath(notification.discussion.id, notification.discussion.replyId);
  }
  if (notification.event) return eventPath(notification.event.id);
  switch (notification.kind) {
    case 'SUBMISSION_RECEIVED':
      return '/admin';
    case 'SUBMISSION_APPROVED':
    case 'SUBMISSION_REJECTED':
      return '/submit-content';
    case 'DOCUMENT_QUARANTINED':
    case 'DOCUMENT_QUARANTINED_REVIEW':
      return '/documents';
    case 'SIGN_IN_LIMIT_REACHED':
      return '/profile/security';
    case 'CONNECTION_REQUEST':
      return CONNECTIONS_PATH;
    case 'CONNECTION_ACCEPTED':
    case 'CONNECTION_DECLINED':
      return notification.actor ? memberPath(notification.actor.id) : CONNECTIONS_PATH;
    case 'CONSULTATION_REQUESTED':
      return '/consultation-requests?filter=pending';
    default:
      return '/members';
  }
}
