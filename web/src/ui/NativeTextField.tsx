import {
  type FocusEvent,
  type InputHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import * as areaStyles from './TextAreaField.css.js';
import * as styles from './TextField.css.js';
import { useTypedBeforeHydration } from './useTypedBeforeHydration.js';
import { visuallyHidden } from './VisuallyHidden.css.js';

type Shared = 'className' | 'onChange' | 'value' | 'rows';

export interface NativeTextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, Shared | 'onBlur'>,
    Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows'> {
  label: string;
  /** Keeps the label for assistive technology but not on screen (the context names the field). */
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** A rule or hint shown under the field and tied to it (aria-describedby). */
  description?: string;
  /** A check's message, shown under the field and tied to it (aria-invalid, aria-describedby). */
  error?: string | null;
  /** Draws a text area of this many rows rather than a one-line input. */
  multiline?: boolean;
  className?: string;
}

/**
 * A labelled text field in plain HTML, looking as ui/TextField and ui/TextAreaField, for public
 * pages: React Aria's field would add some 14 KiB to their first load. Its checks are the
 * form's (ui/useFieldChecks), shown as React Aria shows them.
 */
export function NativeTextField({
  label,
  hideLabel,
  value,
  onChange,
  description,
  error,
  multiline,
  rows = 6,
  className,
  id,
  ...props
}: NativeTextFieldProps) {
  const generated = useId();
  // What was typed before the script attached is kept (useTypedBeforeHydration).
  const ref = useTypedBeforeHydration<HTMLInputElement & HTMLTextAreaElement>(value, onChange);
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const descriptionId = `${inputId}-description`;
  const describedBy = [description ? descriptionId : '', error ? errorId : '']
    .filter(Boolean)
    .join(' ');
  const control = {
    ...props,
    id: inputId,
    ref,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={inputId} className={hideLabel ? visuallyHidden : styles.label}>
        {label}
      </label>
      {multiline ? (
        <textarea
          {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)}
          rows={rows}
          className={`${styles.input} ${areaStyles.textArea}`}
        />
      ) : (
        <input {...control} className={styles.input} />
      )}
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
