import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
} from 'react-aria-components';
import * as styles from '../../../ui/TextField.css.js';
import { useAriaFieldValue } from '../../../ui/useAriaFieldValue.js';
import * as own from './DescribedTextField.css.js';

export interface DescribedTextFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'children' | 'isInvalid'> {
  label: string;
  /** A rule or hint shown under the field and tied to it (aria-describedby). */
  description?: string;
  /** The field's error, shown under it and marking it invalid; null when it is fine. */
  errorMessage?: string | null;
  className?: string;
}

/**
 * The app's text field with a description line and an error decided by the form. The forms of
 * this module show errors after the first attempt to send and then update them as the person
 * types, so that an error does not vanish (moving the buttons under it) the moment the field
 * loses focus to a click on Send.
 */
export function DescribedTextField({
  label,
  description,
  errorMessage,
  className,
  value,
  defaultValue,
  onChange,
  ...props
}: DescribedTextFieldProps) {
  const field = useAriaFieldValue<HTMLInputElement>({ value, defaultValue, onChange });
  return (
    <AriaTextField
      {...props}
      value={field.value}
      onChange={field.onChange}
      isInvalid={Boolean(errorMessage)}
      className={className ? `${styles.field} ${className}` : styles.field}
    >
      <Label className={styles.label}>{label}</Label>
      <Input ref={field.ref} className={styles.input} />
      {description ? (
        <Text slot="description" className={own.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
