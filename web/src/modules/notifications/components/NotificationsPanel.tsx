import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import { Loading } from '../../../ui/Loading.js';
import { toast } from '../../../ui/toast/toast.js';
import {
  type NotificationItem,
  useMarkNotificationsRead,
  useNotifications,
} from '../hooks/useNotifications.js';
import { NotificationEntry } from './NotificationEntry.js';
import * as styles from './NotificationsPanel.css.js';

export interface NotificationsPanelProps {
  /** The unread count of the header, for the summary line. */
  unread: number | undefined;
  /** Called when an item is opened: the popover closes as its link navigates. */
  onOpenItem: () => void;
}

/** The popover's content: the newest notifications, each a link, and "Mark all as read". */
export function NotificationsPanel({ unread, onOpenItem }: NotificationsPanelProps) {
  const { t } = useTranslation();
  const { notifications, loading, failed, retry } = useNotifications();
  const { markRead, markAllRead } = useMarkNotificationsRead();

  const failedToMark = () =>
    toast({ title: t('notifications.markFailed'), variant: 'destructive' });
  const open = (notification: NotificationItem) => {
    if (!notification.read) markRead([notification.id]).catch(failedToMark);
    onOpenItem();
  };

  let body: ReactNode;
  if (notifications === undefined && loading) {
    body = <Loading />;
  } else if (notifications === undefined || (failed && notifications.length === 0)) {
    body = (
      <div className={styles.problem}>
        <p role="alert">{t('notifications.loadFailed')}</p>
        <Button variant="secondary" onClick={retry}>
          {t('notifications.retry')}
        </Button>
      </div>
    );
  } else if (notifications.length === 0) {
    body = <p className={styles.empty}>{t('notifications.empty')}</p>;
  } else {
    body = (
      <ul className={styles.list}>
        {notifications.map((notification) => (
          <li key={notification.id}>
            <NotificationEntry notification={notification} onOpen={() => open(notification)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        {unread === undefined ? null : (
          <p className={styles.summary}>{t('shell.notificationsSummary', { count: unread })}</p>
        )}
        <Button
          variant="secondary"
          className={styles.markAll}
          onClick={() => markAllRead(notifications ?? []).catch(failedToMark)}
        >
          {t('notifications.markAllRead')}
        </Button>
      </div>
      {body}
    </div>
  );
}
