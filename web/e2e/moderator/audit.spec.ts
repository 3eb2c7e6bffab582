import type { BrowserContext } from '@playwright/test';
import { demoEmail } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, inLanguage, newContext, open, test } from '../support/fixtures.ts';

// The audit trail as a moderator reads it (issue 33's "done when"): from /admin/audit filtered
// by a news item, who rejected it and why, in English and in Arabic, and without the script.

let member: BrowserContext;
let moderator: BrowserContext;
let newsId: string;
let title: string;
const REASON = 'Duplicates last week’s announcement';

test.beforeAll(async () => {
  member = await newContext('member');
  moderator = await newContext('moderator');
  title = `Audited item ${Date.now()}`;
  const submitted = await member.request.post('/api/admin/content/news', {
    data: { title, content: `Full text of ${title}.`, priority: 'normal' },
  });
  expect(submitted.status()).toBe(201);
  newsId = (await submitted.json()).id;
  const rejected = await moderator.request.post(`/api/admin/content/news/${newsId}/approve`, {
    data: { approved: false, reason: REASON },
  });
  expect(rejected.status()).toBeLessThan(300);
  // The worker applies the decision; the trail has it once it has.
  await expect
    .poll(async () => {
      const answer = await moderator.request.get(`/api/admin/audit?subject=${newsId}`);
      return (await answer.json()).entries?.length;
    })
    .toBe(1);
});
test.afterAll(async () => {
  await member.close();
  await moderator.close();
});

test('a moderator filters the trail by a news item and reads who rejected it and why', async () => {
  const page = await moderator.newPage();
  await open(page, '/admin');
  await page.getByRole('link', { name: 'Audit trail' }).click();
  await expect(page.locator('main h1', { hasText: 'Audit trail' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Item (id)' }).fill(newsId);
  await page.getByRole('button', { name: 'Show entries' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/audit\\?item=${newsId}$`));

  const table = page.getByRole('table', { name: 'Audit entries, newest first' });
  expect(await table.getByRole('columnheader').allInnerTexts()).toEqual([
    'When',
    'Who',
    'What',
    'Item',
    'Reason',
    'Changes',
  ]);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row.getByRole('rowheader')).toHaveText('Rejected');
  await expect(row).toContainText(demoEmail('moderator'));
  await expect(row).toContainText(REASON);
  await expect(row.getByRole('link', { name: title })).toHaveAttribute('href', `/news/${newsId}`);

  await row.getByText('What changed').click();
  await expect(row.getByRole('term')).toHaveText('status');
  await expect(row.getByRole('definition')).toHaveText('pending → rejected');

  const csv = page.getByRole('link', { name: 'Download these entries (CSV)' });
  await expect(csv).toHaveAttribute('href', `/api/admin/audit.csv?subject=${newsId}`);
  const file = await moderator.request.get(`/api/admin/audit.csv?subject=${newsId}`);
  expect(await file.text()).toContain(REASON);
  await page.close();
});

test('reads right to left in Arabic with the act translated', async () => {
  const arabic = await newContext('moderator');
  const page = await arabic.newPage();
  await inLanguage(page, 'ar');
  await open(page, `/admin/audit?item=${newsId}`);
  await expect(page.locator('main h1')).toHaveText('سجل التدقيق');
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  const table = page.getByRole('table', { name: 'قيود التدقيق، الأحدث أولاً' });
  const row = table.locator('tbody tr').first();
  await expect(row.getByRole('rowheader')).toHaveText('تم الرفض');
  await expect(row).toContainText(REASON);
  await expect(row.getByRole('link', { name: title })).toBeVisible();
  await row.getByText('ما الذي تغيّر').click();
  await expect(row.getByRole('definition')).toBeVisible();
  expect(await seriousViolations(page, 'audit trail in Arabic')).toEqual([]);
  await arabic.close();
});

test('filters and pages without the script: a GET form and links', async () => {
  const noScript = await newContext('moderator', { javaScriptEnabled: false });
  const page = await noScript.newPage();
  await open(page, '/admin/audit');
  await page.getByRole('textbox', { name: 'Item (id)' }).fill(newsId);
  await page.getByRole('button', { name: 'Show entries' }).click();
  await expect(page).toHaveURL(new RegExp(`item=${newsId}`));
  const row = page.getByRole('table').locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(REASON);
  await noScript.close();
});
