import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import { launch, newContext, open, settle, trackRequests } from './browser.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  context = trackRequests(await newContext(browser, 'member'));
  page = await context.newPage();
});
afterEach(async () => {
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

const liveRegion = () => page.locator('[role="status"][aria-live="polite"]');

test('a sidebar link moves focus to the new page heading and announces the page', async () => {
  await open(page, '/');
  await sidebarLink('Members').click();

  await page.waitForURL((url) => url.pathname === '/members');
  await expect.poll(focused).toBe('H1: Members Directory');
  await expect.poll(() => liveRegion().innerText()).toContain('Members Directory');
  expect(await page.title()).toBe('Members Directory · National Bar Association');
  // Focus from a pointer shows no ring on the heading.
  expect(await page.locator('main h1').evaluate((h1) => h1.matches(':focus-visible'))).toBe(false);
  expect(await page.locator('main h1').evaluate((h1) => getComputedStyle(h1).outlineStyle)).toBe(
    'none',
  );
});

test('a practice-area shortcut, which changes only the query, moves focus too', async () => {
  await open(page, '/discussions');
  await sidebarLink('Family').click();

  await page.waitForURL((url) => url.search === '?area=family');
  await expect.poll(focused).toBe('H1: Discussions');
  await expect.poll(() => liveRegion().innerText()).toContain('Discussions');
});

test('a link followed from the keyboard moves focus with a visible ring', async () => {
  await open(page, '/');
  await sidebarLink('Members').focus();
  await page.keyboard.press('Enter');

  await expect.poll(focused).toBe('H1: Members Directory');
  expect(await page.locator('main h1').evaluate((h1) => h1.matches(':focus-visible'))).toBe(true);
});

test('a full reload does not move focus to the heading nor announce anything', async () => {
  await open(page, '/');
  await sidebarLink('Members').click();
  await expect.poll(focused).toBe('H1: Members Directory');

  await page.reload();
  await page.locator('main h1').waitFor();
  await settle(page);
  expect(await page.locator('main h1').innerText()).toBe('Members Directory');
  expect(await focused()).toBe('BODY#');
  expect(await liveRegion().innerText()).toBe('');
});

test('the skip link still moves focus to the main content, not to the heading', async () => {
  await open(page, '/members');
  await settle(page);
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('A#');
  await page.keyboard.press('Enter');

  await expect.poll(focused).toBe('MAIN#main');
  await settle(page);
  expect(await focused()).toBe('MAIN#main');
  expect(await liveRegion().innerText()).toBe('');
});
