import type { ReactNode } from 'react';
import { Button } from './Button.js';
import * as styles from './Drawer.css.js';
import { modalDialog } from './overlay/modalDialog.css.js';
import { useModalDialog } from './overlay/useModalDialog.js';

export interface DrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's accessible name. */
  label: string;
  closeLabel: string;
  children: ReactNode;
}

/**
 * A modal side panel, the browser's own <dialog>: the page behind is inert, Escape, the close
 * button or a click outside closes it, and focus goes back to what opened it.
 */
export function Drawer({ isOpen, ...props }: DrawerProps) {
  return isOpen ? <OpenDrawer {...props} /> : null;
}

function OpenDrawer({ onOpenChange, label, closeLabel, children }: Omit<DrawerProps, 'isOpen'>) {
  const close = () => onOpenChange(false);
  const dialog = useModalDialog({ onDismiss: close, isDismissable: true });
  return (
    <dialog {...dialog} aria-label={label} className={modalDialog}>
      <div className={styles.drawer}>
        <div className={styles.dialog}>
          <Button variant="secondary" className={styles.close} onClick={close}>
            {closeLabel}
          </Button>
          {children}
        </div>
      </div>
    </dialog>
  );
}
