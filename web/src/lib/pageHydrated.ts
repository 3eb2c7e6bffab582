import { useEffect } from 'react';

/**
 * When the first page the gateway rendered has hydrated. The page sits in a Suspense boundary of
 * the shell, and React hydrates such a boundary after the root has committed (the root's effects
 * run first): what must wait for the page's own first render (the Apollo cache's served answers
 * kept for it, lib/apollo.ts) waits for this, not for the root.
 */
let hydrated = false;
const waiting: (() => void)[] = [];

/** Runs `then` once the first page has hydrated (at once if it has). */
export function afterPageHydrated(then: () => void): void {
  if (hydrated) then();
  else waiting.push(then);
}

/** Rendered beside the page, in its boundary: its effect runs when the page has hydrated. */
export function PageHydrated(): null {
  useEffect(() => {
    hydrated = true;
    for (const then of waiting.splice(0)) then();
  }, []);
  return null;
}
