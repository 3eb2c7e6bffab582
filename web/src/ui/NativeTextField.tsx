import { type InputHTMLAttributes, useId } from 'react';
import * as styles from './TextField.css.js';
import { visuallyHidden } from './VisuallyHidden.css.js';

export interface NativeTextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'onChange' | 'value'> {
  label: string;
  /** Keeps the label for assistive technology but not on screen (the context names the field). */
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/**
 * A labelled text input in plain HTML, looking as ui/TextField, for a public page's field that
 * needs no validation (a search box): React Aria's field would add some 14 KiB to its first load.
 */
export function NativeTextField({
  label,
  hideLabel,
  value,
  onChange,
  className,
  id,
  ...props
}: NativeTextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={inputId} className={hideLabel ? visuallyHidden : styles.label}>
        {label}
      </label>
      <input
        {...props}
        id={inputId}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
