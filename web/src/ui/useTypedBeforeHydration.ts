import { useLayoutEffect, useRef } from 'react';

/**
 * A server-rendered field can be typed into (or a choice made in its select), or filled by a password manager, before the script
 * attaches; React keeps the DOM's text while it hydrates but the component's state is still the
 * server's, and the next render would wipe the text. When the field attaches, whatever the DOM
 * holds that differs from `value` is handed to `adopt` (the field's onChange), so that the state
 * takes it before anything renders again. A field mounted in the browser holds `value` already:
 * nothing happens.
 */
export function useTypedBeforeHydration<
  E extends HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
>(value: string, adopt: ((value: string) => void) | undefined) {
  const ref = useRef<E>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the field attaches.
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) adopt?.(typed);
  }, []);
  return ref;
}
