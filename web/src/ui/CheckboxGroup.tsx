import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  Label,
  Text,
} from 'react-aria-components';
import * as styles from './CheckboxGroup.css.js';

export interface CheckboxOption<V extends string> {
  value: V;
  label: string;
  /** A line under the label saying what choosing it means. */
  description?: string;
}

export interface CheckboxGroupProps<V extends string> {
  label: string;
  options: readonly CheckboxOption<V>[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  isRequired?: boolean;
}

/** Several choices under one label (a group the screen reader names), each a real checkbox. */
export function CheckboxGroup<V extends string>({
  label,
  options,
  value,
  onChange,
  isRequired,
}: CheckboxGroupProps<V>) {
  return (
    <AriaCheckboxGroup
      className={styles.group}
      value={[...value]}
      onChange={(next) => onChange(next as V[])}
      isRequired={isRequired}
    >
      <Label className={styles.label}>{label}</Label>
      {options.map((option) => (
        <AriaCheckbox key={option.value} value={option.value} className={styles.checkbox}>
          <span aria-hidden="true" className={styles.box}>
            <svg viewBox="0 0 18 18" className={styles.mark} aria-hidden="true">
              <polyline points="2 9 7 14 16 4" />
            </svg>
          </span>
          <span className={styles.text}>
            <span>{option.label}</span>
            {option.description ? (
              <Text slot="description" className={styles.description}>
                {option.description}
              </Text>
            ) : null}
          </span>
        </AriaCheckbox>
      ))}
    </AriaCheckboxGroup>
  );
}
