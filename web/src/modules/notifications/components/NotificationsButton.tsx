import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { Badge } from '../../../ui/Badge.js';
import { Button } from '../../../ui/Button.js';
import { BellIcon } from '../../../ui/icons.js';
import { DialogTrigger, PopoverDialog } from '../../../ui/PopoverDialog.js';
import { useShellCountsRefresh } from '../hooks/useShellCountsRefresh.js';
import * as styles from './NotificationsButton.css.js';
import { NotificationsPanel } from './NotificationsPanel.js';

/**
 * The header's bell: its accessible name carries the unread count, e.g. "Notifications, 3
 * unread"; it opens the newest notifications in a popover (Escape or a click outside closes it
 * and focus returns to the bell).
 */
export function NotificationsButton({ unread }: { unread: number | undefined }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const refreshCounts = useShellCountsRefresh();
  const name =
    unread === undefined
      ? t('shell.notificationsTitle')
      : t('shell.notifications', { count: unread });
  return (
    <DialogTrigger
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        if (open) refreshCounts();
      }}
    >
      <Button variant="quiet" aria-label={name} className={styles.button}>
        <BellIcon />
        {unread === undefined ? null : <Badge count={unread} />}
      </Button>
      <PopoverDialog title={t('shell.notificationsTitle')}>
        <NotificationsPanel unread={unread} onOpenItem={() => setOpen(false)} />
      </PopoverDialog>
    </DialogTrigger>
  );
}
