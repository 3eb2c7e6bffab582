import { useState } from 'react';
import type { TextFieldProps } from 'react-aria-components';
import { useTypedBeforeHydration } from './useTypedBeforeHydration.js';

/**
 * A React Aria text field's value, always held here (controlled by the caller's `value`, or
 * from `defaultValue`), so that the text typed before the script attached is adopted for
 * controlled and uncontrolled fields alike (useTypedBeforeHydration); the ref goes on the
 * field's Input or TextArea.
 */
export function useAriaFieldValue<E extends HTMLInputElement | HTMLTextAreaElement>({
  value,
  defaultValue,
  onChange,
}: Pick<TextFieldProps, 'value' | 'defaultValue' | 'onChange'>) {
  const [own, setOwn] = useState(defaultValue ?? '');
  const shown = value ?? own;
  const change = (next: string) => {
    setOwn(next);
    onChange?.(next);
  };
  const ref = useTypedBeforeHydration<E>(shown, change);
  return { ref, value: shown, onChange: change };
}
