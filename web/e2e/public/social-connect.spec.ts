import type { BrowserContext, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { baseUrl, expect, inLanguage, newContext, open, test } from '../support/fixtures.ts';

let context: BrowserContext;
let page: Page;
test.beforeAll(async () => {
  // A public page: no sign-in.
  context = await newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  page = await context.newPage();
  await page.addInitScript(() => {
    // Record the tabs the page opens instead of leaving for the real networks.
    const opened: string[] = [];
    (window as unknown as { opened: string[] }).opened = opened;
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
    // Whatever this Chromium offers, take the clipboard path.
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
});
test.afterAll(async () => {
  await context.close();
});

test('anonymous visitors see both networks, the features, follow buttons and recent activity', async () => {
  await open(page, '/social-connect');
  await expect(page.locator('main h1')).toHaveText('Social Networks');
  const facebook = page.getByRole('article', { name: 'Facebook' });
  await expect(facebook.getByText('16,805 followers')).toBeVisible();
  await expect(facebook.getByText('Verified')).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'LinkedIn' }).getByText('2,340 followers'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why follow us' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Follow on Facebook' })).toBeVisible();
  const activity = page.getByRole('region', { name: 'Recent activity' });
  await expect(activity).toBeVisible();
  // Real published posts, or the empty message when none has been published yet.
  await expect
    .poll(
      async () =>
        (await activity.getByRole('listitem').count()) > 0 ||
        (await activity.getByText('Nothing has been published yet.').count()) > 0,
    )
    .toBe(true);
});

test('an approved social post appears in the recent activity', async () => {
  const member = await newContext('member');
  const moderator = await newContext('moderator');
  const content = `Legal aid day, published from the browser test ${Date.now()}`;
  const submitted = await member.request.post('/api/admin/content/social', {
    data: { platform: 'linkedin', content, hashtags: '#legalaid' },
  });
  expect(submitted.status()).toBe(201);
  const { id } = (await submitted.json()) as { id: string };
  const approved = await moderator.request.post(`/api/admin/content/social/${id}/approve`, {
    data: { approved: true },
  });
  expect(approved.ok()).toBe(true);

  // The worker publishes it at once (no scheduled time): reload until it is listed.
  await expect
    .poll(
      async () => {
        await open(page, '/social-connect');
        const activity = page.getByRole('region', { name: 'Recent activity' });
        await expect(
          activity.getByRole('listitem').first().or(activity.getByText('Nothing')),
        ).toBeVisible();
        return activity.getByText(content).count();
      },
      { timeout: 20_000, intervals: [1_000] },
    )
    .toBe(1);
  await member.close();
  await moderator.close();
});

test('visit opens a new tab, records the visit locally and says so', async () => {
  await open(page, '/social-connect');
  await page.getByRole('button', { name: 'Visit LinkedIn' }).click();
  await expect(page.getByText('Network Opened', { exact: true })).toBeVisible();
  await expect(
    page.getByText('LinkedIn page opened in new tab. Follow us for updates!', { exact: true }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { opened: string[] }).opened)).toEqual([
    'https://www.linkedin.com/',
  ]);
  const visits = await page.evaluate(() => localStorage.getItem('bar-portal.social-visits'));
  expect(Object.keys(JSON.parse(visits ?? '{}'))).toContain('linkedin');
  await expect(
    page.getByRole('article', { name: 'LinkedIn' }).getByText(/^Last visited/),
  ).toBeVisible();
});

test('share copies the text to the clipboard with a toast', async () => {
  await open(page, '/social-connect');
  await page.getByRole('button', { name: 'Share Facebook' }).click();
  await expect(page.getByText('Content Copied', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Content copied to clipboard for sharing', { exact: true }),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'Follow the National Bar Association on Facebook: https://www.facebook.com/',
  );
});

test('in Arabic the page is right-to-left with Arabic plural counts', async () => {
  const arabicContext = await newContext();
  const arabic = await arabicContext.newPage();
  await inLanguage(arabic, 'ar');
  await open(arabic, '/social-connect');
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabic.locator('main h1')).toHaveText('الشبكات الاجتماعية');
  await expect(arabic.getByRole('heading', { name: 'لماذا تتابعنا' })).toBeVisible();
  await arabicContext.close();
});

test('no serious axe violation', async () => {
  await open(page, '/social-connect');
  await expect(page.getByRole('region', { name: 'Recent activity' })).toBeVisible();
  expect(await seriousViolations(page, '/social-connect')).toEqual([]);
});
