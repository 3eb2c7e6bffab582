import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { whenLoadedAndIdle } from '../../../lib/afterLoad.js';
import { Badge } from '../../../ui/Badge.js';
import { Button } from '../../../ui/Button.js';
import { BellIcon } from '../../../ui/icons.js';
import { lazyDialog } from '../../../ui/lazyDialog.js';
import { useShellCountsRefresh } from '../hooks/useShellCountsRefresh.js';
import * as styles from './NotificationsButton.css.js';
import type { NotificationsPopoverProps } from './NotificationsPopover.js';

/**
 * The list, its query and its entries, fetched once the page has loaded (or when the pointer or
 * focus comes to the bell): about 4 KiB of gzip that every member's first load carried for a
 * popover opened now and then. A tap before it arrived opens it once it has.
 */
const LazyNotificationsPopover = lazyDialog<NotificationsPopoverProps>(
  async () => (await import('./NotificationsPopover.js')).NotificationsPopover,
);
const preloadPopover = () => void LazyNotificationsPopover.preload();

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
  useEffect(() => whenLoadedAndIdle(preloadPopover), []);
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
        onPointerEnter={preloadPopover}
        onFocus={preloadPopover}
        onClick={() => changeOpen(!isOpen)}
      >
        <BellIcon />
        {unread === undefined ? null : <Badge count={unread} />}
      </Button>
      <LazyNotificationsPopover
        isOpen={isOpen}
        onOpenChange={changeOpen}
        triggerRef={bell}
        title={t('shell.notificationsTitle')}
        unread={unread}
        onOpenItem={() => setOpen(false)}
      />
    </>
  );
}
