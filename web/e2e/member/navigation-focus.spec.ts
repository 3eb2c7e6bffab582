import type { BrowserContext, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { expect, inLanguage, newContext, open, test } from '../support/fixtures.ts';
import { settle, trackRequests } from '../support/network.ts';

let context: BrowserContext;
let page: Page;

test.beforeEach(async () => {
  context = trackRequests(await newContext('member'));
  page = await context.newPage();
});
test.afterEach(async () => {
  await context.close();
});

const sidebarLink = (name: string) =>
  page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name, exact: true });

// The focused element as "H1: its text", or its tag name and id.
const focused = () =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return null;
    return element.tagName === 'H1'
      ? `H1: ${element.textContent}`
      : `${element.tagName}#${element.id}`;
  });

/**
 * These tests check the app's own moves between pages, so they start from a page that has loaded
 * all it asked for. A link followed before then is a plain link, which the browser follows (a
 * full load: see the last test of the file).
 */
async function openLive(path: string): Promise<void> {
  await open(page, path);
  await settle(page);
}

const liveRegion = () => page.locator('[role="status"][aria-live="polite"]');

test('a sidebar link moves focus to the new page heading and announces the page', async () => {
  await openLive('/');
  await sidebarLink('Members').click();

  await page.waitForURL((url) => url.pathname === '/members');
  await expect.poll(focused).toBe('H1: Members Directory');
  await expect(liveRegion()).toContainText('Members Directory');
  expect(await page.title()).toBe('Members Directory · National Bar Association');
  // Focus from a pointer shows no ring on the heading.
  expect(await page.locator('main h1').evaluate((h1) => h1.matches(':focus-visible'))).toBe(false);
  expect(await page.locator('main h1').evaluate((h1) => getComputedStyle(h1).outlineStyle)).toBe(
    'none',
  );
});

test('a practice-area shortcut, which changes only the query, moves focus too', async () => {
  await openLive('/discussions');
  await sidebarLink('Family').click();

  await page.waitForURL((url) => url.search === '?area=family');
  await expect.poll(focused).toBe('H1: Discussions');
  await expect(liveRegion()).toContainText('Discussions');
});

test('a link followed from the keyboard moves focus with a visible ring', async () => {
  await openLive('/');
  await sidebarLink('Members').focus();
  await page.keyboard.press('Enter');

  await expect.poll(focused).toBe('H1: Members Directory');
  expect(await page.locator('main h1').evaluate((h1) => h1.matches(':focus-visible'))).toBe(true);
});

test('a full reload does not move focus to the heading nor announce anything', async () => {
  await openLive('/');
  await sidebarLink('Members').click();
  await expect.poll(focused).toBe('H1: Members Directory');

  await page.reload();
  await expect(page.locator('main h1')).toBeVisible();
  await settle(page);
  await expect(page.locator('main h1')).toHaveText('Members Directory');
  expect(await focused()).toBe('BODY#');
  await expect(liveRegion()).toHaveText('');
});

test('the skip link still moves focus to the main content, not to the heading', async () => {
  await openLive('/members');
  await settle(page);
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('A#');
  await page.keyboard.press('Enter');

  await expect.poll(focused).toBe('MAIN#main');
  await settle(page);
  expect(await focused()).toBe('MAIN#main');
  await expect(liveRegion()).toHaveText('');
});

test.describe('the menu drawer of a narrow screen', () => {
  // A link to the navigation (which it shows before the script), enhanced into the drawer.
  const menuButton = () => page.getByRole('banner').getByRole('link', { name: 'Menu' });
  const drawer = () => page.getByRole('dialog', { name: 'Main navigation' });

  test.beforeEach(async () => {
    await page.setViewportSize({ width: 390, height: 800 });
  });

  test('opens as a modal dialog, passes axe, and Escape gives focus back to the menu button', async () => {
    await open(page, '/');
    await menuButton().click();
    await expect(drawer()).toBeVisible();
    expect(await drawer().evaluate((dialog) => dialog.matches('dialog:modal'))).toBe(true);
    expect(await drawer().evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    // The page behind neither scrolls nor answers.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );
    expect(await seriousViolations(page, 'menu drawer', 'dialog')).toEqual([]);

    await page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'detached' });
    await expect
      .poll(() => menuButton().evaluate((button) => button === document.activeElement))
      .toBe(true);

    await menuButton().click();
    await drawer().getByRole('button', { name: 'Close menu' }).click();
    await drawer().waitFor({ state: 'detached' });
    await menuButton().click();
    // A click on the dimmed page beside the panel closes it too.
    await page.mouse.click(380, 400);
    await drawer().waitFor({ state: 'detached' });
  });

  test('a link in it closes it, goes to the page and moves focus to its heading', async () => {
    await open(page, '/');
    await menuButton().click();
    await drawer().getByRole('link', { name: 'Members', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/members');
    await drawer().waitFor({ state: 'detached' });
    await expect.poll(focused).toBe('H1: Members Directory');
  });

  test('in Arabic it comes from the right', async () => {
    await inLanguage(page, 'ar');
    await open(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'القائمة' }).click();
    const panel = page.getByRole('dialog', { name: 'التنقل الرئيسي' }).locator('> div');
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box ? Math.round(box.x + box.width) : null).toBe(390);
    expect(box?.x).toBeGreaterThan(0);
  });
});
