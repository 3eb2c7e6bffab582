import { TextAreaField, type TextAreaFieldProps } from '../../../ui/TextAreaField.js';
import { useMentions } from './useMentions.js';

export interface MentionTextAreaProps extends Omit<TextAreaFieldProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
}

/** The mention field in React Aria's, for a form that validates with it (a new discussion). */
export function MentionTextArea({ value, onChange, ...props }: MentionTextAreaProps) {
  const mentions = useMentions(value, onChange);
  return (
    <TextAreaField
      {...props}
      value={value}
      onChange={mentions.onChange}
      textAreaRef={mentions.ref}
      textAreaProps={mentions.controlProps}
      after={mentions.after}
    />
  );
}
