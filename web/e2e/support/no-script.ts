import type { BrowserContext, Page } from '@playwright/test';
import { newContext } from './fixtures.ts';

/** A visitor whose browser runs no script at all (JavaScript turned off). */
export function noScriptContext(): Promise<BrowserContext> {
  return newContext(undefined, { javaScriptEnabled: false });
}

/**
 * Holds back the app's scripts (`/assets/*.js`) until `release` is called, as a slow network
 * does: the page is the server's HTML alone meanwhile, and the test acts on it as a person would.
 */
export async function holdScripts(context: BrowserContext): Promise<{ release(): void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(/\/assets\/[^?]*\.js(\?|$)/, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return { release };
}

/** Every address the page's frames showed and every request it sent, for a personal-data check. */
export function watchAddresses(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(request.url()));
  page.on('framenavigated', (frame) => seen.push(frame.url()));
  return seen;
}
