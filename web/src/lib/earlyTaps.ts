import { useEffect } from 'react';

declare global {
  interface Window {
    /** Set by the gateway's inline script (gateway/src/http/early-taps.ts) on pages it rendered. */
    __earlyTaps?: () => HTMLButtonElement[];
  }
}

let taken: HTMLButtonElement[] = [];

/**
 * Stops noting taps and keeps those made so far: called just before React attaches, whose own
 * listeners hear every tap from then on.
 */
export function takeEarlyTaps(): void {
  taken = window.__earlyTaps?.() ?? [];
}

/**
 * True once React has hydrated the node (it then carries its props). A part inside a Suspense
 * boundary is hydrated after the root has committed, and React drops a click on a part not
 * hydrated yet: each tap waits for its button. Reads a React internal (the `__reactProps$` key,
 * the same since React 17): nothing public tells when one node is hydrated.
 */
const hydrated = (node: Element) =>
  Object.keys(node).some((key) => key.startsWith('__reactProps$'));

/** Frames a tap waits for its button to be hydrated (about 10 s), then it is dropped. */
const PATIENCE_FRAMES = 600;

/** Once the app has attached, presses again each button tapped before (still on the page). */
export function useEarlyTapsReplay(): void {
  useEffect(() => {
    let waiting = taken;
    taken = [];
    let frames = 0;
    let frame = 0;
    const pressHydrated = () => {
      waiting = waiting.filter((button) => {
        if (!button.isConnected) return false;
        if (!hydrated(button)) return true;
        if (!button.disabled) button.click();
        return false;
      });
      frames += 1;
      if (waiting.length > 0 && frames < PATIENCE_FRAMES) {
        frame = requestAnimationFrame(pressHydrated);
      }
    };
    pressHydrated();
    return () => cancelAnimationFrame(frame);
  }, []);
}
