import { existsSync } from 'node:fs';

// Debian's Chromium; the flags keep it off the (closed) network and quiet.
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The full browser, for Lighthouse (scripts/lighthouse.ts), which audits what Chrome does. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** Debian's headless build of the same Chromium (`apt-get install chromium-headless-shell`). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser tests' Chromium: the headless shell of the same version when it is installed, as
 * Playwright itself drives headless tests. The same Blink renders the pages; without the full
 * browser's windows and tabs drawn off screen, a run of the browser tests took Chromium a third
 * of the CPU (82 s -> 29 s for the member's route walk and two public-page sweeps). The full
 * browser otherwise, or CHROMIUM_PATH.
 */
export function testChromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath();
}
