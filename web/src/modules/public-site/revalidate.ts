import type { FormEvent } from 'react';

/**
 * react-aria shows a field's new validation when its value is committed (the native `change`
 * event, on blur). A field that shows an error is committed on every keystroke instead, so its
 * error goes away as soon as the value is right: otherwise it would vanish on the mouse-down of
 * a click on the submit button, moving the button from under the pointer and losing the click.
 * Fields without an error stay quiet while the visitor types.
 */
export function commitFieldsShowingErrors(event: FormEvent<HTMLElement>): void {
  const target = event.target;
  if (
    (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) &&
    target.getAttribute('aria-invalid') === 'true'
  ) {
    target.dispatchEvent(new Event('change', { bubbles: true }));
  }
}
