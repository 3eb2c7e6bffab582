import { isolate } from '../../../i18n/bidi.js';
import { formatDate, formatRelativeTime } from '../../../i18n/dates.js';
import { useTranslation } from '../../../i18n/react.js';
import { Link } from '../../../ui/Link.js';
import type { NotificationItem } from '../hooks/useNotifications.js';
import { notificationTarget } from '../notificationTarget.js';
import * as styles from './NotificationEntry.css.js';

/** One notification as a link: who did what, when, and (in words, not colour alone) unread. */
export function NotificationEntry({
  notification,
  onOpen,
}: {
  notification: NotificationItem;
  onOpen: () => void;
}) {
  const { t, i18n } = useTranslation();
  const message = useNotificationMessage(notification);
  const when = formatRelativeTime(notification.createdAt, Date.now(), i18n.language);
  const exact = formatDate(notification.createdAt, i18n.language, 'longDateTime');
  return (
    <Link
      href={notificationTarget(notification)}
      variant="plain"
      className={notification.read ? styles.entry : `${styles.entry} ${styles.unread}`}
      onPress={onOpen}
    >
      {notification.read ? null : (
        <span className={styles.unreadMark}>
          <span className={styles.dot} aria-hidden="true" />
          {t('notifications.unread')}
        </span>
      )}
      <span className={styles.message}>{message}</span>
      <time className={styles.time} dateTime={notification.createdAt} title={exact}>
        {when}
      </time>
    </Link>
  );
}

function useNotificationMessage(notification: NotificationItem): string {
  const { t } = useTranslation();
  // The members' own words, each isolated inside the sentence of the interface language.
  const name = notification.actor
    ? isolate(notification.actor.fullName)
    : t('notifications.formerMember');
  const title = isolate(notification.discussion?.title ?? '');
  const eventTitle = isolate(notification.event?.title ?? '');
  const subjectTitle = isolate(notification.subjectTitle ?? '');
  switch (notification.kind) {
    case 'DISCUSSION_REPLY':
      return t('notifications.kinds.discussionReply', { name, title });
    case 'DISCUSSION_LIKE':
      return t('notifications.kinds.discussionLike', { name, title });
    case 'DISCUSSION_MENTION':
      return t('notifications.kinds.discussionMention', { name, title });
    case 'DISCUSSION_REPLY_LIKE':
      return t('notifications.kinds.discussionReplyLike', { name, title });
    case 'CONNECTION_REQUEST':
      return t('notifications.kinds.connectionRequest', { name });
    case 'CONNECTION_ACCEPTED':
      return t('notifications.kinds.connectionAccepted', { name });
    case 'CONNECTION_DECLINED':
      return t('notifications.kinds.connectionDeclined', { name });
    case 'SUBMISSION_RECEIVED':
      return t('notifications.kinds.submissionReceived', { name });
    case 'SUBMISSION_APPROVED':
      return notification.subjectTitle
        ? t('notifications.kinds.submissionApprovedTitled', { title: subjectTitle })
        : t('notifications.kinds.submissionApproved');
    case 'SUBMISSION_REJECTED':
      if (!notification.subjectTitle) return t('notifications.kinds.submissionRejected');
      return notification.reason
        ? t('notifications.kinds.submissionRejectedWithReason', {
            title: subjectTitle,
            reason: isolate(notification.reason),
          })
        : t('notifications.kinds.submissionRejectedTitled', { title: subjectTitle });
    case 'DOCUMENT_QUARANTINED':
      return t('notifications.kinds.documentQuarantined', {
        fileName: isolate(notification.document?.fileName ?? ''),
      });
    case 'DOCUMENT_QUARANTINED_REVIEW':
      return t('notifications.kinds.documentQuarantinedReview', {
        name,
        fileName: isolate(notification.document?.fileName ?? ''),
      });
    case 'EVENT_PROMOTED':
      return t('notifications.kinds.eventPromoted', { title: eventTitle });
    case 'EVENT_REMINDER':
      return t('notifications.kinds.eventReminder', { title: eventTitle });
    case 'EVENT_UPDATED':
      return t('notifications.kinds.eventUpdated', { title: eventTitle });
    case 'EVENT_CANCELLED':
      return t('notifications.kinds.eventCancelled', { title: eventTitle });
    case 'SIGN_IN_LIMIT_REACHED':
      return t('notifications.kinds.signInLimitReached');
    // To a member who flagged a post: the outcome, titled with its discussion.
    case 'POST_FLAG_KEPT':
      return t('notifications.kinds.postFlagKept', { title: notification.subjectTitle ?? title });
    case 'POST_FLAG_EDITED':
      return t('notifications.kinds.postFlagEdited', { title: notification.subjectTitle ?? title });
    case 'POST_FLAG_HIDDEN':
      return t('notifications.kinds.postFlagHidden', { title: notification.subjectTitle ?? title });
    case 'CONSULTATION_REQUESTED':
      return t('notifications.kinds.consultationRequested', {
        name: isolate(notification.consultation?.clientName ?? ''),
      });
    default:
      return t('notifications.kinds.other', { name });
  }
}
