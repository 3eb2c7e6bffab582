import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Label,
  TextArea,
} from 'react-aria-components';
import * as styles from './TextAreaField.css.js';
import * as fieldStyles from './TextField.css.js';
import { useAriaFieldValue } from './useAriaFieldValue.js';

export interface TextAreaFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  label: string;
  rows?: number;
}

/** A labelled multi-line field in the look of the app's text field. */
export function TextAreaField({
  label,
  rows = 6,
  value,
  defaultValue,
  onChange,
  ...props
}: TextAreaFieldProps) {
  const field = useAriaFieldValue<HTMLTextAreaElement>({ value, defaultValue, onChange });
  return (
    <AriaTextField
      {...props}
      value={field.value}
      onChange={field.onChange}
      className={fieldStyles.field}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <TextArea ref={field.ref} rows={rows} className={`${fieldStyles.input} ${styles.textArea}`} />
      <FieldError className={fieldStyles.error} />
    </AriaTextField>
  );
}
