import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launch, newContext, open } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

async function chooseLanguage(page: Page, current: string, option: string): Promise<void> {
  await page
    .getByRole('button', { name: new RegExp(current) })
    .first()
    .click();
  await page.getByRole('banner').getByRole('link', { name: option }).click();
}

test('the chosen language persists across a reload', async () => {
  const context = await newContext(browser, 'member');
  const page = await context.newPage();
  await open(page, '/discussions');
  const englishHeading = await page.locator('main h1').innerText();

  await chooseLanguage(page, 'Language', 'Soomaali');
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('so');
  const somaliHeading = await page.locator('main h1').innerText();
  expect(somaliHeading).not.toBe(englishHeading);

  await page.reload();
  await page.locator('main h1').waitFor();
  await expect.poll(() => page.locator('main h1').innerText()).toBe(somaliHeading);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('so');
  await context.close();
});

test('Arabic lays the page out right to left', async () => {
  const context = await newContext(browser, 'member');
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, '/');
  const nav = page.getByRole('navigation').first();
  const ltrBox = await nav.boundingBox();

  await chooseLanguage(page, 'Language', 'العربية');
  await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
  // The sidebar moves from the left edge to the right edge.
  await expect.poll(async () => (await nav.boundingBox())?.x ?? 0).toBeGreaterThan(640);
  expect(ltrBox?.x ?? 1).toBeLessThan(640);

  await page.reload();
  await page.locator('main h1').waitFor();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await context.close();
});

test('the language selector is on public pages too', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  for (const path of ['/', '/login', '/public-lawyers']) {
    await open(page, path);
    expect(
      await page
        .getByRole('banner')
        .getByRole('button', { name: /Language/ })
        .count(),
    ).toBe(1);
  }
  await context.close();
});
