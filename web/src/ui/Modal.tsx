import type { ReactNode } from 'react';
import { Dialog, Heading, ModalOverlay, Modal as RacModal } from 'react-aria-components';
import * as styles from './Modal.css.js';

export interface ModalProps {
  /** Open or closed; leave both out inside a `DialogTrigger`, which then opens and closes it. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Whether a click outside closes it too (Escape always does). */
  isDismissable?: boolean;
  /** The heading, which also names the dialog for assistive technology. */
  title: ReactNode;
  children: ReactNode;
}

/**
 * A centred modal dialog over a dimmed page: focus stays inside while it is open and goes back
 * to what opened it when it closes (React Aria's Modal and Dialog).
 */
export function Modal({ isOpen, onOpenChange, isDismissable, title, children }: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className={styles.overlay}
    >
      <RacModal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" level={2} className={styles.title}>
            {title}
          </Heading>
          {children}
        </Dialog>
      </RacModal>
    </ModalOverlay>
  );
}

export { DialogTrigger } from 'react-aria-components';
