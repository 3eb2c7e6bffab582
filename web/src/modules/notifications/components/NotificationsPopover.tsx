import type { RefObject } from 'react';
import { PopoverDialog } from '../../../ui/PopoverDialog.js';
import { NotificationsPanel } from './NotificationsPanel.js';

export interface NotificationsPopoverProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  title: string;
  unread: number | undefined;
  onOpenItem: () => void;
}

/** The bell's popover with the newest notifications (NotificationsButton loads it). */
export function NotificationsPopover({
  unread,
  onOpenItem,
  ...popover
}: NotificationsPopoverProps) {
  return (
    <PopoverDialog {...popover}>
      <NotificationsPanel unread={unread} onOpenItem={onOpenItem} />
    </PopoverDialog>
  );
}
