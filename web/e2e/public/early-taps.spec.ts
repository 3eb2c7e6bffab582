// Taps made before the app's script has run (held back here, as a slow phone's network holds
// it for seconds) are never lost: links and the browser's own popover work at once, and a
// button of a server-rendered page is pressed again once the app has attached.

import type { Page } from '@playwright/test';
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import fr from '../../src/i18n/locales/fr.json' with { type: 'json' };
import { expect, newContext, test } from '../support/fixtures.ts';
import { reactAttached } from '../support/in-app.ts';
import { settle, trackRequests } from '../support/network.ts';

/**
 * Holds every script of the app (`/assets/*.js`) until the returned function is called; opens
 * `path` meanwhile, up to its first paint.
 */
async function openWithScriptsHeld(page: Page, path: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked: string[] = [];
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    async (route) => {
      asked.push(route.request().url());
      await released;
      // The page may have left meanwhile (a link was followed): its requests are gone.
      await route.continue().catch(() => undefined);
    },
  );
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('main h1').first()).toBeVisible();
  // The entry was asked for and is held: nothing of the app has run.
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  return release;
}

test('the menu and Contact Leadership work before the script; the app takes over', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const release = await openWithScriptsHeld(page, '/leadership');
  const navigation = page.getByRole('navigation', { name: en.shell.mainNavigation });

  // Contact Leadership is a link to the form, shown at its anchor.
  await page.getByRole('link', { name: en.leadership.contactButton }).click();
  await expect(page.getByRole('textbox', { name: en.contact.name })).toBeVisible();
  // The menu is a link to the navigation, which it shows.
  await page.getByRole('banner').getByRole('link', { name: en.shell.openMenu }).click();
  await expect(navigation).toBeVisible();

  release();
  // Once the app runs, the navigation tapped for is in the menu's drawer.
  const drawer = page.getByRole('dialog', { name: en.shell.mainNavigation });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
  await page.getByRole('banner').getByRole('link', { name: en.shell.openMenu }).click();
  await expect(drawer).toBeVisible();
});

test('the language chosen before the script is the one the page and the app keep', async () => {
  const context = trackRequests(await newContext());
  const page = await context.newPage();
  const release = await openWithScriptsHeld(page, '/about');

  await page
    .getByRole('banner')
    .getByRole('button', { name: /Language/ })
    .click();
  await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
  await expect(page.locator('main h1')).toHaveText(fr.about.title);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');

  release();
  // The app, once it runs, stays in French, and so does the next page the gateway sends.
  await reactAttached(page);
  await settle(page);
  await expect(page.locator('main h1')).toHaveText(fr.about.title);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
  expect(await (await page.request.get('/leadership')).text()).toContain('<html lang="fr"');
  await context.close();
});

test("a member's tap on a page button before the script opens its dialog once the app runs", async () => {
  const context = await newContext('member');
  const page = await context.newPage();
  const release = await openWithScriptsHeld(page, '/documents');

  await page.getByRole('button', { name: en.pages.documents.uploadButton }).click();
  const dialog = page.getByRole('dialog', { name: en.pages.documents.upload.title });
  // Nothing can open it yet.
  await expect(dialog).toHaveCount(0);

  release();
  await expect(dialog).toBeVisible();
  await context.close();
});
