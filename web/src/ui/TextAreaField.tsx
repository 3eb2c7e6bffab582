import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
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
  /** Given to the textarea itself: an editor's keys and ARIA state (the mention list's). */
  textAreaProps?: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'>;
  /** The textarea, for an editor that reads and sets its caret. */
  textAreaRef?: Ref<HTMLTextAreaElement>;
  /** Shown right under the textarea (a list of suggestions for it). */
  after?: ReactNode;
}

/** A labelled multi-line field in the look of the app's text field. */
export function TextAreaField({
  label,
  rows = 6,
  value,
  defaultValue,
  onChange,
  textAreaProps,
  textAreaRef,
  after,
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
      <TextArea
        {...textAreaProps}
        ref={(element) => {
          field.ref.current = element;
          if (typeof textAreaRef === 'function') textAreaRef(element);
          else if (textAreaRef) textAreaRef.current = element;
        }}
        rows={rows}
        className={`${fieldStyles.input} ${styles.textArea}`}
      />
      {after}
      <FieldError className={fieldStyles.error} />
    </AriaTextField>
  );
}
