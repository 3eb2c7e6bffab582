import type { Page } from '@playwright/test';
import { expect, newContext, open, test } from '../support/fixtures.ts';

async function chooseLanguage(page: Page, current: string, option: string): Promise<void> {
  await page
    .getByRole('button', { name: new RegExp(current) })
    .first()
    .click();
  await page.getByRole('banner').getByRole('link', { name: option }).click();
}

test('the chosen language persists across a reload', async ({ page }) => {
  await open(page, '/discussions');
  const englishHeading = await page.locator('main h1').innerText();

  await chooseLanguage(page, 'Language', 'Soomaali');
  await expect(page.locator('html')).toHaveAttribute('lang', 'so');
  const somaliHeading = await page.locator('main h1').innerText();
  expect(somaliHeading).not.toBe(englishHeading);

  await page.reload();
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('main h1')).toHaveText(somaliHeading);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('so');
});

test('Arabic lays the page out right to left', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, '/');
  const nav = page.getByRole('navigation').first();
  const ltrBox = await nav.boundingBox();

  await chooseLanguage(page, 'Language', 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
  // The sidebar moves from the left edge to the right edge.
  await expect.poll(async () => (await nav.boundingBox())?.x ?? 0).toBeGreaterThan(640);
  expect(ltrBox?.x ?? 1).toBeLessThan(640);

  await page.reload();
  await expect(page.locator('main h1')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
});

test('the language selector is on public pages too', async () => {
  const context = await newContext();
  const page = await context.newPage();
  for (const path of ['/', '/login', '/public-lawyers']) {
    await open(page, path);
    await expect(page.getByRole('banner').getByRole('button', { name: /Language/ })).toHaveCount(1);
  }
  await context.close();
});
