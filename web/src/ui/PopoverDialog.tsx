import {
  type CSSProperties,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { vars } from '../theme/theme.css.js';
import * as styles from './PopoverDialog.css.js';

export interface PopoverDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The button that opens it: the popover hangs below its end edge and focus returns to it. */
  triggerRef: RefObject<HTMLElement | null>;
  title: string;
  children: ReactNode;
}

/**
 * A small non-modal dialog anchored to the button that opens it, on the browser's Popover API:
 * the top layer, and Escape or a click outside closes it (a click on its button too, which
 * then does not open it again). Focus moves into it and back to the button.
 */
export function PopoverDialog({ isOpen, ...props }: PopoverDialogProps) {
  return isOpen ? <OpenPopover {...props} /> : null;
}

function OpenPopover({
  onOpenChange,
  triggerRef,
  title,
  children,
}: Omit<PopoverDialogProps, 'isOpen'>) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [place, setPlace] = useState<CSSProperties>();
  const changeOpen = useRef(onOpenChange);
  useEffect(() => {
    changeOpen.current = onOpenChange;
  });

  useLayoutEffect(() => {
    const popover = ref.current;
    const trigger = triggerRef.current;
    if (!popover) return;
    const follow = () => setPlace(trigger ? below(trigger) : undefined);
    follow();
    const closed = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed') changeOpen.current(false);
    };
    popover.addEventListener('toggle', closed);
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, true);
    // The source keeps a click on the button from counting as a click outside.
    popover.showPopover?.({ source: trigger ?? undefined } as ShowPopoverOptions);
    popover.focus();
    return () => {
      popover.removeEventListener('toggle', closed);
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, true);
      const focus = document.activeElement;
      const hadFocus = !focus || focus === document.body || popover.contains(focus);
      if (popover.hidePopover && popover.matches(':popover-open')) popover.hidePopover();
      if (hadFocus) trigger?.focus();
    };
  }, [triggerRef]);

  return (
    <div
      ref={ref}
      popover="auto"
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={styles.popover}
      style={place}
    >
      <div className={styles.dialog}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}

interface ShowPopoverOptions {
  source?: HTMLElement;
}

/** Below the trigger, their end edges aligned (the left edges in right-to-left languages). */
function below(trigger: HTMLElement): CSSProperties {
  const box = trigger.getBoundingClientRect();
  const rightToLeft = getComputedStyle(trigger).direction === 'rtl';
  const end = rightToLeft ? box.left : document.documentElement.clientWidth - box.right;
  return {
    insetBlockStart: `calc(${box.bottom}px + ${vars.space.xs})`,
    insetInlineEnd: `${Math.max(end, 0)}px`,
    maxBlockSize: `calc(100dvh - ${box.bottom}px - 2 * ${vars.space.xs})`,
  };
}
