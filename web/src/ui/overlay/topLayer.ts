import { useSyncExternalStore } from 'react';

// The modal dialogs open now, the last on top. Whatever must stay usable above the page while
// one is open (the toast region) renders inside the topmost: everything outside a modal
// <dialog> is inert.
const openDialogs: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/** Records a modal dialog as open until the returned function is called. */
export function enterTopLayer(dialog: HTMLDialogElement): () => void {
  openDialogs.push(dialog);
  notify();
  return () => {
    const index = openDialogs.lastIndexOf(dialog);
    if (index >= 0) openDialogs.splice(index, 1);
    notify();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const topmost = () => openDialogs.at(-1) ?? null;

/** The topmost open modal dialog, or null when none is open. */
export function useTopmostDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(subscribe, topmost, () => null);
}
