import { useRef, useState } from 'react';
import { useFocusFirstRefusal } from './useFocusFirstRefusal.js';

/**
 * A form's checks shown from the first attempt to send, then kept up to date as the person
 * types (forms use react-aria's `validationBehavior="aria"`). Checks that appear or vanish when a
 * field loses focus move the Send button under the pointer, and the click that caused the blur
 * is lost; updating as one types never does that.
 */
export function useSubmitAttempt(
  /**
   * The page came back from the gateway refusing a field (a post before the script ran): the
   * checks show from the start, and focus goes to the first field in error.
   */
  refusedOnArrival = false,
) {
  const [attempted, setAttempted] = useState(refusedOnArrival);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstRefusal(formRef, refusedOnArrival);

  return {
    formRef,
    /** The field's message once the person has tried to send, nothing before. */
    check: (message: string | null | undefined): string | null =>
      attempted ? (message ?? null) : null,
    /** Marks the attempt; when `valid` is false, focuses the first field in error. */
    attempt: (valid: boolean): boolean => {
      setAttempted(true);
      if (!valid) {
        // After the render that marks the fields invalid.
        requestAnimationFrame(() =>
          formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
        );
      }
      return valid;
    },
  };
}
