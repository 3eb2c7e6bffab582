// What a test observes of the app in the page: whether React has attached, and moves through its
// router as its links make them.
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * React has attached to the server's markup (hydrateRoot marks the container): only for a test
 * that observes what the attached app does or asks, never to wait before acting.
 */
export async function reactAttached(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/**
 * Moves the app to `path` as its links do, through the router's history, without loading the
 * document again (a member's usual way from page to page); then waits until the router shows
 * `path` (or where the page's guard sends it) with a heading of the new page. The heading on
 * screen before is marked, so that it is not taken for the new page's. The router hears the move
 * once it listens: the history event is sent again until the new heading shows.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    document.querySelector('main h1')?.setAttribute('data-e2e-left', '');
    history.pushState(null, '', to);
  }, path);
  const arrived = page.locator('main h1:not([data-e2e-left])');
  await expect(async () => {
    await page.evaluate(() => dispatchEvent(new PopStateEvent('popstate')));
    await expect(arrived.first()).toBeAttached({ timeout: 1_000 });
  }).toPass();
}
