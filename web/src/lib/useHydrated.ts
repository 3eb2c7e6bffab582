import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and while React attaches to it, true once the page answers. A form
 * the server rendered keeps its submit button disabled until then: a press before would submit
 * it natively, fields and all (a password!), as a GET of the page's own address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
