import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { demoEmail, inLanguage, launch, newContext, open } from './browser.ts';

// The security log as an admin reads it: a failed sign-in shows up with its address, the filters
// narrow the table, moderators are refused, and the page reads right to left in Arabic.

let browser: Browser;
let admin: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  admin = await newContext(browser, 'admin');
  page = await admin.newPage();
});
afterAll(async () => {
  await admin.close();
  await browser.close();
});

test('an admin finds a failed sign-in, filters by type and member, from the admin panel', async () => {
  // A wrong password for the member account, from this browser.
  const visitor = await newContext(browser);
  const refused = await visitor.request.post('/api/session', {
    data: { email: demoEmail('member'), password: 'not-the-password' },
  });
  expect(refused.status()).toBe(401);
  await visitor.close();

  await open(page, '/admin');
  await page.getByRole('link', { name: 'Security log' }).click();
  await page.locator('main h1', { hasText: 'Security log' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/admin/security-log');

  const table = page.getByRole('table', { name: 'Security events, newest first' });
  await table.waitFor();
  expect(await table.getByRole('columnheader').allInnerTexts()).toEqual([
    'Time',
    'Event',
    'Outcome',
    'Member',
    'Address',
    'Details',
  ]);

  // Opened from the keyboard: the long list may open over the trigger, and react-aria selects on
  // a pointer release over an option (press, drag, release), as a native select does.
  await page.getByRole('button', { name: 'Event type' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Failed sign-in' }).click();
  await page.getByRole('textbox', { name: 'Member (name or e-mail)' }).fill(demoEmail('member'));
  await page.getByRole('button', { name: 'Show events' }).click();

  const failed = table.getByRole('row').filter({
    has: page.getByRole('rowheader', { name: 'Failed sign-in' }),
  });
  await failed.first().waitFor();
  await expect.poll(() => table.getByRole('rowheader', { name: 'Signed in' }).count()).toBe(0);
  const row = await failed.first().innerText();
  expect(row).toContain(demoEmail('member'));
  expect(row).toContain('Failed');
  expect(row).toMatch(/127\.0\.0\.1|::1/);
  expect(row).not.toContain('not-the-password');

  // Clearing the filters brings the admin's own sign-in back.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await table.getByRole('rowheader', { name: 'Signed in' }).first().waitFor();
});

test('moderators are refused the page and the API', async () => {
  const moderator = await newContext(browser, 'moderator');
  const refused = await moderator.newPage();
  await open(refused, '/admin/security-log');
  expect(await refused.locator('main h1').innerText()).toBe('Access denied');
  await open(refused, '/admin');
  expect(await refused.getByRole('link', { name: 'Security log' }).count()).toBe(0);
  expect((await moderator.request.get('/api/admin/security-events')).status()).toBe(403);
  await moderator.close();
});

test('reads right to left in Arabic, with translated headers (axe: accessibility.e2e.test.ts)', async () => {
  const arabic = await newContext(browser, 'admin');
  const arabicPage = await arabic.newPage();
  await inLanguage(arabicPage, 'ar');
  await open(arabicPage, '/admin/security-log');
  expect(await arabicPage.locator('main h1').innerText()).toBe('سجل الأمان');
  const table = arabicPage.getByRole('table', { name: 'أحداث الأمان، الأحدث أولاً' });
  await table.waitFor();
  expect(await arabicPage.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await table.getByRole('rowheader', { name: 'تسجيل دخول ناجح' }).first().waitFor();
  await arabic.close();
});
