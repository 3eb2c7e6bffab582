import { useEffect, useSyncExternalStore } from 'react';

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

/**
 * Marks the document once the app has attached (`<html data-hydrated>`), for what must wait for
 * a live page: browser tests press buttons only then, as a person on a slow phone would have to.
 */
export function useHydrationMark(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}
