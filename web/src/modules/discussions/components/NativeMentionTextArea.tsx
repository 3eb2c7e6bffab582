import { NativeTextField, type NativeTextFieldProps } from '../../../ui/NativeTextField.js';
import { useMentions } from './useMentions.js';

export type NativeMentionTextAreaProps = Omit<
  NativeTextFieldProps,
  'multiline' | 'controlRef' | 'after'
>;

/**
 * The mention field in plain HTML, for a page whose first paint holds it (a discussion's reply
 * box): React Aria's field would put some 14 KiB on that page's first load.
 */
export function NativeMentionTextArea({ value, onChange, ...props }: NativeMentionTextAreaProps) {
  const mentions = useMentions(value, onChange);
  return (
    <NativeTextField
      {...props}
      {...mentions.controlProps}
      multiline
      value={value}
      onChange={mentions.onChange}
      controlRef={mentions.ref}
      after={mentions.after}
    />
  );
}
