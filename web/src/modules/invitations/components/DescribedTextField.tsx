import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
} from 'react-aria-components';
import * as styles from '../../../ui/TextField.css.js';
import * as own from './DescribedTextField.css.js';

export interface DescribedTextFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  label: string;
  /** A rule or hint shown under the field and tied to it (aria-describedby). */
  description?: string;
}

/** The app's text field with a description line, as the join form's rules need. */
export function DescribedTextField({ label, description, ...props }: DescribedTextFieldProps) {
  return (
    <AriaTextField {...props} className={styles.field}>
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} />
      {description ? (
        <Text slot="description" className={own.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error} />
    </AriaTextField>
  );
}
