import { type KeyboardEvent, type ReactElement, Suspense, useId, useState } from 'react';
import type { Key } from 'react-aria-components';
import { preloadable } from '../lib/preloadable.js';
import * as styles from './Select.css.js';
import type { SelectProps } from './Select.js';
import { visuallyHidden } from './VisuallyHidden.css.js';

// React Aria's select (its list box, popover and collections: some 40 KiB) is not on the first
// load of the pages that show one: this draws the closed select in plain HTML, with the same
// classes, label and name, and the real one replaces it when it is first opened (open).
const Select = preloadable(async () => ({ default: (await import('./Select.js')).Select })) as (<
  K extends Key,
>(
  props: SelectProps<K>,
) => ReactElement) & { preload(): Promise<unknown> };

/** Keys that open a select's list from its trigger, as React Aria's own trigger does. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/** ui/Select, fetched when first opened (or hovered, or focused). Same props. */
export function DeferredSelect<K extends Key>(props: SelectProps<K>) {
  const [opened, setOpened] = useState(false);
  const open = () => {
    void Select.preload();
    // After the press that opened it has ended: a list opened during it (the chunk already
    // fetched on hover) would take the press's own click for one outside it, and close.
    setTimeout(() => setOpened(true), 0);
  };
  const trigger = <ClosedSelect {...props} onOpen={open} />;
  if (!opened) return trigger;
  return (
    // The closed one stays until the real one has arrived: nothing moves meanwhile.
    <Suspense fallback={trigger}>
      <Select {...props} defaultOpen />
    </Suspense>
  );
}

function ClosedSelect<K extends Key>({
  label,
  hideLabel,
  options,
  value,
  className,
  onOpen,
}: SelectProps<K> & { onOpen: () => void }) {
  const labelId = useId();
  const valueId = useId();
  const chosen = options.find((option) => option.id === value);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    onOpen();
  };
  const warm = () => void Select.preload();
  return (
    <div className={className ? `${styles.select} ${className}` : styles.select}>
      <span id={labelId} className={hideLabel ? visuallyHidden : styles.label}>
        {label}
      </span>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-labelledby={`${valueId} ${labelId}`}
        // A mouse opens it on press, as React Aria's trigger does: a field left on that press
        // may show its message and move this trigger before the release (no click then).
        onPointerDown={(event) => {
          if (event.pointerType === 'mouse' && event.button === 0) onOpen();
        }}
        onClick={onOpen}
        onKeyDown={onKeyDown}
        onPointerEnter={warm}
        onFocus={warm}
      >
        <span id={valueId} lang={chosen?.lang}>
          {chosen?.label}
        </span>
        <span aria-hidden="true" className={styles.chevron}>
          ▾
        </span>
      </button>
    </div>
  );
}
