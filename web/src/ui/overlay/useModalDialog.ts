import {
  type MouseEvent,
  type PointerEvent,
  type SyntheticEvent,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';
import { enterTopLayer } from './topLayer.js';

export interface ModalDialogOptions {
  /** Asked to close: Escape, and a click outside when dismissable. */
  onDismiss: () => void;
  /** Whether a click outside the panel (on the dimmed page) closes it. */
  isDismissable: boolean;
}

/**
 * A native <dialog>, open as a modal from mount to unmount: the top layer, the page behind it
 * inert, Escape as a close request. Its element spans the viewport and draws the dimmed page
 * itself (a ::backdrop cannot read the theme's variables in every browser), so a click whose
 * target is the element itself landed outside the panel. Focus goes to the dialog, which its
 * heading or label names, and back to what had it when the dialog leaves.
 */
export function useModalDialog({ onDismiss, isDismissable }: ModalDialogOptions) {
  const ref = useRef<HTMLDialogElement>(null);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  // A press that starts inside (selecting text) and ends outside is not a click outside.
  const pressedOutside = useRef(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    dialog.focus();
    const leaveTopLayer = enterTopLayer(dialog);
    return () => {
      leaveTopLayer();
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  return {
    ref,
    tabIndex: -1,
    // React decides when it closes: the browser's own closing would leave it mounted.
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      dismiss.current();
    },
    onPointerDown: (event: PointerEvent<HTMLDialogElement>) => {
      pressedOutside.current = event.target === event.currentTarget;
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      const outside = pressedOutside.current && event.target === event.currentTarget;
      pressedOutside.current = false;
      if (outside && isDismissable) dismiss.current();
    },
  };
}
