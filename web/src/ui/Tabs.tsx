import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type Key,
} from 'react-aria-components';
import * as styles from './Tabs.css.js';

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

/** A tab list with its panels (arrow keys move between tabs; the first is the default). */
export function Tabs<K extends Key>({
  label,
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  keepMounted,
  className,
}: TabsProps<K>) {
  return (
    <AriaTabs
      className={className ? `${styles.tabs} ${className}` : styles.tabs}
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey ?? items[0]?.id}
      onSelectionChange={(key) => onSelectionChange?.(key as K)}
    >
      <AriaTabList aria-label={label} className={styles.tabList}>
        {items.map((item) => (
          <AriaTab key={item.id} id={item.id} className={styles.tab}>
            {item.label}
          </AriaTab>
        ))}
      </AriaTabList>
      {items.map((item) => (
        <AriaTabPanel
          key={item.id}
          id={item.id}
          className={styles.panel}
          shouldForceMount={keepMounted}
        >
          {item.panel}
        </AriaTabPanel>
      ))}
    </AriaTabs>
  );
}
