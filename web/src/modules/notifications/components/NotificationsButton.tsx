import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/Badge.js';
import { Button } from '../../../ui/Button.js';
import { BellIcon } from '../../../ui/icons.js';
import { DialogTrigger, PopoverDialog } from '../../../ui/PopoverDialog.js';
import * as styles from './NotificationsButton.css.js';

/** The header's bell: its accessible name carries the unread count, e.g. "Notifications, 0 unread". */
export function NotificationsButton({ unread }: { unread: number | undefined }) {
  const { t } = useTranslation();
  const name =
    unread === undefined
      ? t('shell.notificationsTitle')
      : t('shell.notifications', { count: unread });
  return (
    <DialogTrigger>
      <Button variant="quiet" aria-label={name} className={styles.button}>
        <BellIcon />
        {unread === undefined ? null : <Badge count={unread} />}
      </Button>
      <PopoverDialog title={t('shell.notificationsTitle')}>
        <p>
          {unread === undefined
            ? t('common.loading')
            : t('shell.notificationsSummary', { count: unread })}
        </p>
      </PopoverDialog>
    </DialogTrigger>
  );
}
