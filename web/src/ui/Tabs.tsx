import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import * as styles from './Tabs.css.js';

type Key = string | number;

export interface TabItem<K extends Key> {
  id: K;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps<K extends Key> {
  /** Names the tab list for assistive technology. */
  label: string;
  items: readonly TabItem<K>[];
  selectedKey?: K;
  defaultSelectedKey?: K;
  onSelectionChange?: (key: K) => void;
  /** Keep every panel mounted (hidden when not selected), so that unsent form values survive. */
  keepMounted?: boolean;
  className?: string;
}

/** The key that moves to the next or previous tab, mirrored right to left. */
function stepOf(event: KeyboardEvent<HTMLElement>): number {
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  if (event.key === 'ArrowRight') return rtl ? -1 : 1;
  if (event.key === 'ArrowLeft') return rtl ? 1 : -1;
  return 0;
}

/**
 * A tab list with its panels, as WAI-ARIA's tabs pattern: one tab in the tab order (the selected
 * one), arrow keys move between tabs and select them (mirrored right to left), Home and End go to
 * the first and last; each panel is labelled by its tab. Written for the portal rather than taken
 * from React Aria, whose collection and selection code (about 20 KiB of gzip) came with every page
 * that showed tabs.
 */
export function Tabs<K extends Key>({
  label,
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  keepMounted,
  className,
}: TabsProps<K>) {
  const id = useId();
  const [ownKey, setOwnKey] = useState<K | undefined>(defaultSelectedKey ?? items[0]?.id);
  const selected = selectedKey ?? ownKey;
  const tabs = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (key: K) => `${id}-tab-${key}`;
  const panelId = (key: K) => `${id}-panel-${key}`;

  const select = (key: K) => {
    if (selectedKey === undefined) setOwnKey(key);
    if (key !== selected) onSelectionChange?.(key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const index = items.findIndex((item) => item.id === selected);
    const step = stepOf(event);
    let next: number | undefined;
    if (step !== 0) next = (index + step + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    const target = next === undefined ? undefined : items[next];
    if (!target) return;
    event.preventDefault();
    select(target.id);
    tabs.current.get(target.id)?.focus();
  };

  return (
    <div className={className ? `${styles.tabs} ${className}` : styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tabList} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabs.current.set(item.id, element);
                else tabs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={isSelected}
              aria-controls={isSelected || keepMounted ? panelId(item.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => select(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) =>
        item.id === selected || keepMounted ? (
          <div
            key={item.id}
            role="tabpanel"
            id={panelId(item.id)}
            aria-labelledby={tabId(item.id)}
            hidden={item.id !== selected}
            className={styles.panel}
          >
            {item.panel}
          </div>
        ) : null,
      )}
    </div>
  );
}
