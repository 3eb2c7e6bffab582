import { useId } from 'react';
import { UNSAFE_PortalProvider as PortalProvider } from 'react-aria/PortalProvider';
import * as styles from './Modal.css.js';
import type { ModalProps } from './Modal.js';
import { modalDialog } from './overlay/modalDialog.css.js';
import { useModalDialog } from './overlay/useModalDialog.js';

/** The open dialog of Modal, in a module of its own (Modal loads it). */
export function OpenModal({
  onOpenChange,
  isDismissable = false,
  title,
  children,
}: Omit<ModalProps, 'isOpen'>) {
  const titleId = useId();
  const dialog = useModalDialog({ onDismiss: () => onOpenChange(false), isDismissable });
  // React Aria's pop-overs inside (a select's list) go into the dialog: outside it is inert.
  const container = () => dialog.ref.current ?? document.body;
  return (
    <dialog {...dialog} aria-labelledby={titleId} className={modalDialog}>
      <div className={styles.overlay}>
        <div className={styles.modal}>
          <div className={styles.dialog}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <PortalProvider getContainer={container}>{children}</PortalProvider>
          </div>
        </div>
      </div>
    </dialog>
  );
}
