import { useSyncExternalStore } from 'react';

// A tiny store rather than query data of the GraphQL client: the shell's guards read it, and
// public pages run without the GraphQL client.
let value = false;
const listeners = new Set<() => void>();

/**
 * True while a sign-out is under way. The session is then half cleared (the store emptied, `me`
 * not yet asked again), so the guards wait rather than redirect on it. `signingOut()` reads it,
 * `signingOut(next)` sets it.
 */
export function signingOut(next?: boolean): boolean {
  if (next !== undefined && next !== value) {
    value = next;
    for (const listener of listeners) listener();
  }
  return value;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSigningOut(): boolean {
  return useSyncExternalStore(subscribe, signingOut, () => false);
}

let reachedSignInPage: (() => void) | undefined;

/**
 * Resolves once the sign-in page's route has been drawn. The router changes pages in a
 * transition: until the new page commits, the page being left stays mounted, and its guard,
 * seeing nobody there once the sign-out is over, would send the member to
 * `/login?next=<that page>` and sign them back in there.
 */
export function untilSignInPageShown(): Promise<void> {
  return new Promise((resolve) => {
    reachedSignInPage = resolve;
  });
}

/** The sign-in page's guard has committed (RequireAccess calls it). */
export function signInPageShown(): void {
  reachedSignInPage?.();
  reachedSignInPage = undefined;
}
