import { type ReactNode, useId } from 'react';
import { UNSAFE_PortalProvider as PortalProvider } from 'react-aria/PortalProvider';
import * as styles from './Modal.css.js';
import { modalDialog } from './overlay/modalDialog.css.js';
import { useModalDialog } from './overlay/useModalDialog.js';

export interface ModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Whether a click outside closes it too (Escape always does). */
  isDismissable?: boolean;
  /** The heading, which also names the dialog for assistive technology. */
  title: ReactNode;
  children: ReactNode;
}

/**
 * A centred modal dialog over a dimmed page, the browser's own <dialog>: focus moves into it
 * and goes back to what opened it when it closes; its content goes with it when it closes.
 */
export function Modal({ isOpen, ...props }: ModalProps) {
  return isOpen ? <OpenModal {...props} /> : null;
}

function OpenModal({
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
