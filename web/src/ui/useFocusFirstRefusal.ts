import { type RefObject, useEffect } from 'react';

/**
 * On a page the gateway rendered after refusing a post (sent before the script ran, or
 * without it): once the script runs, focus goes to the first field in error, as after an
 * attempt to send in the browser, unless the visitor has already moved into the form.
 */
export function useFocusFirstRefusal(
  formRef: RefObject<HTMLFormElement | null>,
  refusedOnArrival: boolean,
): void {
  useEffect(() => {
    if (!refusedOnArrival) return;
    const form = formRef.current;
    if (form && !form.contains(document.activeElement)) {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [formRef, refusedOnArrival]);
}
