import { type ReactNode, Suspense, useEffect } from 'react';
import { whenLoadedAndIdle } from '../lib/afterLoad.js';
import { preloadable } from '../lib/preloadable.js';

export interface ModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Whether a click outside closes it too (Escape always does). */
  isDismissable?: boolean;
  /** The heading, which also names the dialog for assistive technology. */
  title: ReactNode;
  children: ReactNode;
}

// React Aria's portal provider, imported by the open dialog alone, brought the shared React
// Aria chunk (about 14 KiB of gzip) into the first load of every page offering a dialog: the
// open dialog is fetched once the page has loaded and is idle, or on the first opening.
const OpenModal = preloadable<Omit<ModalProps, 'isOpen'>>(async () => ({
  default: (await import('./OpenModal.js')).OpenModal,
}));

/**
 * A centred modal dialog over a dimmed page, the browser's own <dialog>: focus moves into it
 * and goes back to what opened it when it closes; its content goes with it when it closes.
 */
export function Modal({ isOpen, ...props }: ModalProps) {
  useEffect(() => whenLoadedAndIdle(() => void OpenModal.preload()), []);
  return isOpen ? (
    <Suspense fallback={null}>
      <OpenModal {...props} />
    </Suspense>
  ) : null;
}
