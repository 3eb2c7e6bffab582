import { discussionPath } from '../discussions/discussionPath.js';

export interface NotificationTargetFields {
  discussion?: { id: string } | null;
}

/** Where opening a notification leads: its discussion, or the members directory for connections. */
export function notificationTarget(notification: NotificationTargetFields): string {
  return notification.discussion ? discussionPath(notification.discussion.id) : '/members';
}
