import type { BrowserContext, Page } from '@playwright/test';
import { demoEmail } from '../support/accounts.ts';
import { expect, inLanguage, newContext, open, test } from '../support/fixtures.ts';

// The security log as an admin reads it: a failed sign-in shows up with its address, the filters
// narrow the table, moderators are refused, and the page reads right to left in Arabic.

let admin: BrowserContext;
let page: Page;
test.beforeAll(async () => {
  admin = await newContext('admin');
  page = await admin.newPage();
});
test.afterAll(async () => {
  await admin.close();
});

test('an admin finds a failed sign-in, filters by type and member, from the admin panel', async () => {
  // A wrong password for the member account, from this browser.
  const visitor = await newContext();
  const refused = await visitor.request.post('/api/session', {
    data: { email: demoEmail('member'), password: 'not-the-password' },
  });
  expect(refused.status()).toBe(401);
  await visitor.close();

  await open(page, '/admin');
  await page.getByRole('link', { name: 'Security log' }).click();
  await expect(page.locator('main h1', { hasText: 'Security log' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/admin/security-log');

  const table = page.getByRole('table', { name: 'Security events, newest first' });
  await expect(table).toBeVisible();
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
  await expect(failed.first()).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Signed in' })).toHaveCount(0);
  const row = await failed.first().innerText();
  expect(row).toContain(demoEmail('member'));
  expect(row).toContain('Failed');
  expect(row).toMatch(/127\.0\.0\.1|::1/);
  expect(row).not.toContain('not-the-password');

  // Clearing the filters brings the admin's own sign-in back.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(table.getByRole('rowheader', { name: 'Signed in' }).first()).toBeVisible();
});

test('moderators are refused the page and the API', async () => {
  const moderator = await newContext('moderator');
  const refused = await moderator.newPage();
  await open(refused, '/admin/security-log');
  await expect(refused.locator('main h1')).toHaveText('Access denied');
  await open(refused, '/admin');
  await expect(refused.getByRole('link', { name: 'Security log' })).toHaveCount(0);
  expect((await moderator.request.get('/api/admin/security-events')).status()).toBe(403);
  await moderator.close();
});

test('reads right to left in Arabic, with translated headers (axe: accessibility.e2e.test.ts)', async () => {
  const arabic = await newContext('admin');
  const arabicPage = await arabic.newPage();
  await inLanguage(arabicPage, 'ar');
  await open(arabicPage, '/admin/security-log');
  await expect(arabicPage.locator('main h1')).toHaveText('سجل الأمان');
  const table = arabicPage.getByRole('table', { name: 'أحداث الأمان، الأحدث أولاً' });
  await expect(table).toBeVisible();
  expect(await arabicPage.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await expect(table.getByRole('rowheader', { name: 'تسجيل دخول ناجح' }).first()).toBeVisible();
  await arabic.close();
});
