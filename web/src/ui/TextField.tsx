import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
} from 'react-aria-components';
import * as styles from './TextField.css.js';
import { useAriaFieldValue } from './useAriaFieldValue.js';
import { visuallyHidden } from './VisuallyHidden.css.js';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  label: string;
  /** Keeps the label for assistive technology but not on screen (the context names the field). */
  hideLabel?: boolean;
  placeholder?: string;
  /** A rule or hint shown under the field and tied to it (aria-describedby). */
  description?: string;
  className?: string;
}

export function TextField({
  label,
  hideLabel,
  placeholder,
  description,
  className,
  value,
  defaultValue,
  onChange,
  ...props
}: TextFieldProps) {
  const field = useAriaFieldValue<HTMLInputElement>({ value, defaultValue, onChange });
  return (
    <AriaTextField
      {...props}
      value={field.value}
      onChange={field.onChange}
      className={className ? `${styles.field} ${className}` : styles.field}
    >
      <Label className={hideLabel ? visuallyHidden : styles.label}>{label}</Label>
      <Input ref={field.ref} className={styles.input} placeholder={placeholder} />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error} />
    </AriaTextField>
  );
}
