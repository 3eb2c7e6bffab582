import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './Button.js';
import * as styles from './Drawer.css.js';

export interface DrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's accessible name. */
  label: string;
  closeLabel: string;
  children: ReactNode;
}

/** A modal side panel: focus is trapped inside, Escape or a click outside closes it. */
export function Drawer({ isOpen, onOpenChange, label, closeLabel, children }: DrawerProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={styles.drawer}>
        <Dialog aria-label={label} className={styles.dialog}>
          <Button slot="close" variant="secondary" className={styles.close}>
            {closeLabel}
          </Button>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
