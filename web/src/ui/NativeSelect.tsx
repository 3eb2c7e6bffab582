import { type FocusEvent, useId } from 'react';
import * as styles from './Select.css.js';
import * as fieldStyles from './TextField.css.js';
import { useTypedBeforeHydration } from './useTypedBeforeHydration.js';

export interface NativeSelectOption {
  value: string;
  label: string;
  /** The option's language when it is not the page's (a specialization written in English). */
  lang?: string;
}

export interface NativeSelectProps {
  label: string;
  name: string;
  options: readonly NativeSelectOption[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  required?: boolean;
  /** A check's message, shown under the select and tied to it (aria-invalid, aria-describedby). */
  error?: string | null;
  className?: string;
}

/**
 * A labelled select in plain HTML, looking as ui/Select's closed trigger, for the public pages'
 * forms: it works before the script runs and without it (a GET or POST form sends its `name`),
 * a phone opens its own picker, and React Aria's select (some 40 KiB of gzip) stays off their
 * first load. A choice made before the script attached is kept.
 */
export function NativeSelect({
  label,
  name,
  options,
  value,
  onChange,
  onBlur,
  required,
  error,
  className,
}: NativeSelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const ref = useTypedBeforeHydration<HTMLSelectElement>(value, onChange);
  return (
    <div className={className ? `${styles.select} ${className}` : styles.select}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        name={name}
        required={required}
        className={styles.trigger}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <span id={errorId} className={fieldStyles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
