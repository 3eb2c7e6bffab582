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

/** Once the app has attached, presses again each button tapped before (still on the page). */
export function useEarlyTapsReplay(): void {
  useEffect(() => {
    const taps = taken;
    taken = [];
    for (const button of taps) if (button.isConnected && !button.disabled) button.click();
  }, []);
}
