import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { seriousViolations } from './axe.ts';
import { baseUrl, inLanguage, launch, newContext, open } from './browser.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  // A public page: no sign-in.
  context = await newContext(browser);
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
afterAll(async () => {
  await context.close();
  await browser.close();
});

test('anonymous visitors see both networks, the features, follow buttons and recent activity', async () => {
  await open(page, '/social-connect');
  expect(await page.locator('main h1').innerText()).toBe('Social Networks');
  const facebook = page.getByRole('article', { name: 'Facebook' });
  await facebook.getByText('16,805 followers').waitFor();
  await facebook.getByText('Verified').waitFor();
  await page.getByRole('article', { name: 'LinkedIn' }).getByText('2,340 followers').waitFor();
  await page.getByRole('heading', { name: 'Why follow us' }).waitFor();
  await page.getByRole('button', { name: 'Follow on Facebook' }).waitFor();
  const activity = page.getByRole('region', { name: 'Recent activity' });
  await activity.waitFor();
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
  const member = await newContext(browser, 'member');
  const moderator = await newContext(browser, 'moderator');
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
        await activity.getByRole('listitem').first().or(activity.getByText('Nothing')).waitFor();
        return activity.getByText(content).count();
      },
      { timeout: 20_000, interval: 1_000 },
    )
    .toBe(1);
  await member.close();
  await moderator.close();
});

test('visit opens a new tab, records the visit locally and says so', async () => {
  await open(page, '/social-connect');
  await page.getByRole('button', { name: 'Visit LinkedIn' }).click();
  await page.getByText('Network Opened', { exact: true }).waitFor();
  await page
    .getByText('LinkedIn page opened in new tab. Follow us for updates!', { exact: true })
    .waitFor();
  expect(await page.evaluate(() => (window as unknown as { opened: string[] }).opened)).toEqual([
    'https://www.linkedin.com/',
  ]);
  const visits = await page.evaluate(() => localStorage.getItem('bar-portal.social-visits'));
  expect(Object.keys(JSON.parse(visits ?? '{}'))).toContain('linkedin');
  await page
    .getByRole('article', { name: 'LinkedIn' })
    .getByText(/^Last visited/)
    .waitFor();
});

test('share copies the text to the clipboard with a toast', async () => {
  await open(page, '/social-connect');
  await page.getByRole('button', { name: 'Share Facebook' }).click();
  await page.getByText('Content Copied', { exact: true }).waitFor();
  await page.getByText('Content copied to clipboard for sharing', { exact: true }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'Follow the National Bar Association on Facebook: https://www.facebook.com/',
  );
});

test('in Arabic the page is right-to-left with Arabic plural counts', async () => {
  const arabicContext = await newContext(browser);
  const arabic = await arabicContext.newPage();
  await inLanguage(arabic, 'ar');
  await open(arabic, '/social-connect');
  expect(await arabic.locator('html').getAttribute('dir')).toBe('rtl');
  expect(await arabic.locator('main h1').innerText()).toBe('الشبكات الاجتماعية');
  await arabic.getByRole('heading', { name: 'لماذا تتابعنا' }).waitFor();
  await arabicContext.close();
});

test('no serious axe violation', async () => {
  await open(page, '/social-connect');
  await page.getByRole('region', { name: 'Recent activity' }).waitFor();
  expect(await seriousViolations(page, '/social-connect')).toEqual([]);
});
