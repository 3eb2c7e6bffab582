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
