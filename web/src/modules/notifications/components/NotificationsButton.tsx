import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { Badge } from '../../../ui/Badge.js';
import { Button } from '../../../ui/Button.js';
import { BellIcon } from '../../../ui/icons.js';
import { PopoverDialog } from '../../../ui/PopoverDialog.js';
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
  const bell = useRef<HTMLButtonElement>(null);
  const refreshCounts = useShellCountsRefresh();
  const changeOpen = (open: boolean) => {
    setOpen(open);
    if (open) refreshCounts();
  };
  const name =
    unread === undefined
      ? t('shell.notificationsTitle')
      : t('shell.notifications', { count: unread });
  return (
    <>
      <Button
        ref={bell}
        variant="quiet"
        aria-label={name}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        className={styles.button}
        onClick={() => changeOpen(!isOpen)}
      >
        <BellIcon />
        {unread === undefined ? null : <Badge count={unread} />}
      </Button>
      <PopoverDialog
        isOpen={isOpen}
        onOpenChange={changeOpen}
        triggerRef={bell}
        title={t('shell.notificationsTitle')}
      >
        <NotificationsPanel unread={unread} onOpenItem={() => setOpen(false)} />
      </PopoverDialog>
    </>
  );
}
