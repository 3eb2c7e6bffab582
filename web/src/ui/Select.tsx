import {
  Select as AriaSelect,
  Button,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';
import * as styles from './Select.css.js';
import { visuallyHidden } from './VisuallyHidden.css.js';

export interface SelectOption<K extends Key> {
  id: K;
  label: string;
  /** The language of the label, when it differs from the page's (for correct pronunciation). */
  lang?: string;
}

export interface SelectProps<K extends Key> {
  label: string;
  hideLabel?: boolean;
  options: readonly SelectOption<K>[];
  value: K;
  onChange: (value: K) => void;
  className?: string;
  /** Opens its list when it first appears (a trigger drawn without it was just pressed). */
  defaultOpen?: boolean;
}

export function Select<K extends Key>({
  label,
  hideLabel,
  options,
  value,
  onChange,
  className,
  defaultOpen,
}: SelectProps<K>) {
  return (
    <AriaSelect
      className={className ? `${styles.select} ${className}` : styles.select}
      defaultOpen={defaultOpen}
      value={value}
      onChange={(key) => {
        const chosen = options.find((option) => option.id === key);
        if (chosen) onChange(chosen.id);
      }}
    >
      <Label className={hideLabel ? visuallyHidden : styles.label}>{label}</Label>
      <Button className={styles.trigger}>
        <SelectValue />
        <span aria-hidden="true" className={styles.chevron}>
          ▾
        </span>
      </Button>
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              lang={option.lang}
              className={styles.option}
            >
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
