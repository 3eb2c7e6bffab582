import { type CSSProperties, type PointerEvent, useRef, useState } from 'react';
import { TOAST_SWIPE_THRESHOLD_PX } from './constants.js';

export interface SwipeToDismiss {
  handlers: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: () => void;
  };
  isSwiping: boolean;
  style: CSSProperties | undefined;
}

/**
 * Drag toward the inline end (right in left-to-right text, left in right-to-left) beyond the
 * threshold to dismiss; a shorter drag springs back. Dragging the other way does nothing.
 */
export function useSwipeToDismiss(direction: 'ltr' | 'rtl', onDismiss: () => void): SwipeToDismiss {
  const [offset, setOffset] = useState(0);
  const start = useRef<{ x: number; pointerId: number } | null>(null);
  const towardEnd = direction === 'rtl' ? -1 : 1;

  const travelled = (event: PointerEvent<HTMLElement>) =>
    start.current ? (event.clientX - start.current.x) * towardEnd : 0;

  const reset = () => {
    start.current = null;
    setOffset(0);
  };

  return {
    handlers: {
      onPointerDown(event) {
        if (!event.isPrimary || event.button !== 0) return;
        start.current = { x: event.clientX, pointerId: event.pointerId };
      },
      onPointerMove(event) {
        if (start.current?.pointerId !== event.pointerId) return;
        setOffset(Math.max(0, travelled(event)));
      },
      onPointerUp(event) {
        if (start.current?.pointerId !== event.pointerId) return;
        const distance = travelled(event);
        reset();
        if (distance > TOAST_SWIPE_THRESHOLD_PX) onDismiss();
      },
      onPointerCancel: reset,
    },
    isSwiping: offset > 0,
    style: offset > 0 ? { transform: `translateX(${offset * towardEnd}px)` } : undefined,
  };
}
