import { useRef, useState } from 'react';
import { useFocusFirstRefusal } from './useFocusFirstRefusal.js';

/**
 * A plain form's checks, shown as React Aria's forms show theirs (validationBehavior "native"):
 * a field's message appears when its changed value is committed (it loses focus), and every
 * message on an attempt to send, which focuses the first field in error; a field showing a
 * message is checked again at each keystroke, so that the message goes as soon as the value is
 * right (and the Send button does not move from under the pointer on the click's blur). A
 * refusal of the gateway for a field is shown until that field is edited.
 */
export function useFieldChecks<F extends string>(
  check: (field: F, value: string) => string | null,
  /** The gateway's refusal the form starts with (a page it rendered after a post). */
  initiallyRefused: Partial<Record<F, string>> = {},
) {
  const [shown, setShown] = useState<Partial<Record<F, string | null>>>({});
  const [refused, setRefused] = useState<Partial<Record<F, string>>>(initiallyRefused);
  const edited = useRef(new Set<F>());
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstRefusal(formRef, Object.keys(initiallyRefused).length > 0);

  return {
    formRef,
    /** The message to show under `field`. */
    error: (field: F): string | null => refused[field] ?? shown[field] ?? null,
    /** After an edit of `field` (its new value). */
    edited: (field: F, value: string) => {
      edited.current.add(field);
      if (refused[field] !== undefined) {
        setRefused(({ [field]: _cleared, ...rest }) => rest as Partial<Record<F, string>>);
      }
      if (shown[field]) setShown((current) => ({ ...current, [field]: check(field, value) }));
    },
    /** When `field` loses focus: its value is committed if it was edited. */
    committed: (field: F, value: string) => {
      if (!edited.current.delete(field)) return;
      setShown((current) => ({ ...current, [field]: check(field, value) }));
    },
    /** On an attempt to send: true when every field passes; else shows all and focuses one. */
    attempt: (values: Record<F, string>): boolean => {
      const next: Partial<Record<F, string | null>> = {};
      let valid = true;
      for (const field of Object.keys(values) as F[]) {
        next[field] = check(field, values[field]);
        if (next[field]) valid = false;
      }
      setShown(next);
      if (!valid) {
        // After the render that marks the fields invalid.
        requestAnimationFrame(() =>
          formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
        );
      }
      return valid;
    },
    /** The gateway's refusal, field by field. */
    refuse: (messages: Partial<Record<F, string>>) => setRefused(messages),
  };
}
