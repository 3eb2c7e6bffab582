import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { seriousViolations } from './axe.ts';
import { baseUrl, inLanguage, launch, newContext, open } from './browser.ts';

// Seeded news (gateway/src/seed/news.data.ts), found by title: other test files may add rows.
const ASSEMBLY = 'General Assembly 2027: call for nominations';
const E_FILING = 'E-filing pilot starts at the Banadir Regional Court';
const WORKSHOP = 'Workshop on commercial arbitration and mediation';
const REFORM = 'Parliament adopts amendments to the Civil Procedure Code';

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser, 'member');
  page = await context.newPage();
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

const cards = (on: Page = page) => on.locator('main article');
const card = (title: string, on: Page = page) =>
  on.getByRole('article', { name: title, exact: true });

test('cards show title, author, long US date, badge, excerpt and paragraphs', async () => {
  await open(page, '/news');
  expect(await page.locator('main h1').innerText()).toBe('Legal News & Announcements');
  const assembly = card(ASSEMBLY);
  await assembly.waitFor();
  expect(await assembly.getByText('Sahra Mohamed Ali').count()).toBe(1);
  expect(await assembly.locator('time').innerText()).toBe('November 20, 2026');
  await assembly.getByText('Announcement', { exact: true }).waitFor();
  await assembly.getByText('Nominations for the 15 seats of the board are open').waitFor();
  expect(await assembly.locator('p').count()).toBeGreaterThanOrEqual(4);

  const reform = card(REFORM);
  expect(await reform.locator('time').innerText()).toBe('June 9, 2026');
  expect(await reform.getByText('Announcement', { exact: true }).count()).toBe(0);

  const tiles = page
    .getByRole('region', { name: 'News Categories' })
    .getByRole('heading', { level: 3 });
  expect(await tiles.allInnerTexts()).toEqual([
    'Bar Association Updates',
    'Legal Reforms',
    'Professional Development',
  ]);
  // Pending, rejected and scheduled items are not shown.
  expect(await page.getByText('Client confidentiality when using messaging apps').count()).toBe(0);
  expect(await page.getByText('Office furniture for sale').count()).toBe(0);
  expect(await page.getByText('New schedule of professional fees from January').count()).toBe(0);
});

test('the search box filters the loaded news', async () => {
  await open(page, '/news');
  await card(E_FILING).waitFor();
  const search = page.getByRole('searchbox', { name: 'Search news' });
  await search.fill('banadir');
  await expect.poll(() => cards().count(), { timeout: 15_000 }).toBe(1);
  expect(await card(E_FILING).count()).toBe(1);
  await search.fill('no such news anywhere');
  await page.getByText('No news matches your search').waitFor();
  await search.fill('');
  await expect.poll(() => cards().count(), { timeout: 15_000 }).toBeGreaterThan(5);
});

test('Read More opens the item on its own page', async () => {
  await open(page, '/news');
  await card(E_FILING).getByRole('link', { name: 'Read More' }).click();
  await page.waitForURL(/\/news\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { level: 1, name: E_FILING }).waitFor();
  await page.getByText('October 21, 2026').waitFor();
  await page
    .getByText('Paper filings remain accepted during the pilot', { exact: false })
    .waitFor();
  await page.getByRole('button', { name: 'Bookmark' }).waitFor();
  await page.getByRole('link', { name: 'Back to News' }).click();
  await page.waitForURL((url) => url.pathname === '/news');
});

test('an unknown item shows the not-found state', async () => {
  await open(page, '/news/00000000-0000-4000-8000-000000000000');
  await page.getByRole('heading', { level: 1, name: 'News Item Not Found' }).waitFor();
  await page.getByRole('link', { name: 'Back to News' }).waitFor();
});

test('a bookmark is saved for the member and survives a reload', async () => {
  const bookmark = () => card(WORKSHOP).getByRole('button', { name: 'Bookmark' });
  await open(page, '/news');
  await card(WORKSHOP).waitFor();
  expect(await bookmark().getAttribute('aria-pressed')).toBe('false');
  await bookmark().click();
  await expect
    .poll(() => bookmark().getAttribute('aria-pressed'), { timeout: 15_000 })
    .toBe('true');

  await page.reload();
  await card(WORKSHOP).waitFor();
  expect(await bookmark().getAttribute('aria-pressed')).toBe('true');

  // Back as it was, and that is saved too.
  await bookmark().click();
  await expect
    .poll(() => bookmark().getAttribute('aria-pressed'), { timeout: 15_000 })
    .toBe('false');
  await page.reload();
  await card(WORKSHOP).waitFor();
  expect(await bookmark().getAttribute('aria-pressed')).toBe('false');
});

test('Share copies the link of the item with a toast', async () => {
  const sharing = await newContext(browser, 'member');
  await sharing.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  const sharePage = await sharing.newPage();
  // Whatever this Chromium offers, take the clipboard path.
  await sharePage.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await open(sharePage, '/news');
  await card(E_FILING, sharePage).getByRole('button', { name: 'Share' }).click();
  await sharePage.getByText('Link copied').waitFor();
  const copied = await sharePage.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`^${baseUrl()}/news/[0-9a-f-]{36}$`));

  await sharePage.goto(copied);
  await sharePage.getByRole('heading', { level: 1, name: E_FILING }).waitFor();
  await sharing.close();
});

test('a member does not see Create Announcement', async () => {
  await open(page, '/news');
  await cards().first().waitFor();
  expect(await page.getByRole('button', { name: 'Create Announcement' }).count()).toBe(0);
});

test('a moderator creates an announcement that appears at the top', async () => {
  const staff = await newContext(browser, 'moderator');
  const staffPage = await staff.newPage();
  await open(staffPage, '/news');
  await cards(staffPage).first().waitFor();

  await staffPage.getByRole('button', { name: 'Create Announcement' }).click();
  const dialog = staffPage.getByRole('dialog', { name: 'Create Announcement' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Publish Announcement' }).click();
  expect(await dialog.getByText('Required').count()).toBe(2);

  const title = `Library closed on Thursday ${Date.now()}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Excerpt (optional)').fill('For the yearly inventory.');
  await dialog
    .getByLabel('Content', { exact: true })
    .fill('The library is closed on Thursday.\nIt reopens on Friday at 8:00.');
  await dialog.getByRole('button', { name: 'Publish Announcement' }).click();
  await dialog.waitFor({ state: 'detached' });
  await staffPage.getByText('Your announcement has been published.').waitFor();

  const first = cards(staffPage).first();
  await first.getByRole('heading', { level: 3, name: title }).waitFor();
  await first.getByText('Announcement', { exact: true }).waitFor();
  await first.getByText('It reopens on Friday at 8:00.').waitFor();
  expect(await first.getByText('Abdirahman Hassan Warsame').count()).toBe(1);

  await first.getByRole('link', { name: 'Read More' }).click();
  await staffPage.getByRole('heading', { level: 1, name: title }).waitFor();
  await staff.close();
});

test('no serious axe violation on the list, the Create Announcement dialog and an item', async () => {
  const staff = await newContext(browser, 'moderator');
  const staffPage = await staff.newPage();
  const found: string[] = [];
  await open(staffPage, '/news');
  await card(E_FILING, staffPage).waitFor();
  found.push(...(await seriousViolations(staffPage, 'list')));
  await staffPage.getByRole('button', { name: 'Create Announcement' }).click();
  await staffPage.getByRole('dialog', { name: 'Create Announcement' }).waitFor();
  found.push(...(await seriousViolations(staffPage, 'dialog')));
  await staffPage.keyboard.press('Escape');
  await card(E_FILING, staffPage).getByRole('link', { name: 'Read More' }).click();
  await staffPage.getByRole('heading', { level: 1, name: E_FILING }).waitFor();
  found.push(...(await seriousViolations(staffPage, 'item')));
  expect(found).toEqual([]);
  await staff.close();
});

test('in Arabic: right to left, translated texts, the Arabic long date', async () => {
  const arabic = await newContext(browser, 'member');
  const arabicPage = await arabic.newPage();
  await inLanguage(arabicPage, 'ar');
  await open(arabicPage, '/news');
  expect(await arabicPage.locator('main h1').innerText()).toBe('الأخبار والإعلانات القانونية');
  expect(await arabicPage.locator('html').getAttribute('dir')).toBe('rtl');
  const assembly = card(ASSEMBLY, arabicPage);
  await assembly.waitFor();
  const expectedDate = await arabicPage.evaluate(() =>
    new Intl.DateTimeFormat('ar', { dateStyle: 'long' }).format(
      new Date('2026-11-20T12:00:00.000Z'),
    ),
  );
  expect(await assembly.locator('time').innerText()).toBe(expectedDate);
  expect(expectedDate).not.toBe('November 20, 2026');
  await assembly.getByText('إعلان', { exact: true }).waitFor();
  await assembly.getByRole('link', { name: 'اقرأ المزيد' }).waitFor();
  await assembly.getByRole('button', { name: 'حفظ' }).waitFor();
  const tiles = arabicPage
    .getByRole('region', { name: 'فئات الأخبار' })
    .getByRole('heading', { level: 3 });
  expect(await tiles.allInnerTexts()).toEqual([
    'مستجدات النقابة',
    'الإصلاحات القانونية',
    'التطوير المهني',
  ]);
  // The news written in Arabic is there as written.
  await card('إطلاق برنامج المساعدة القانونية المجانية في المناطق الريفية', arabicPage).waitFor();
  expect(await seriousViolations(arabicPage, 'arabic list')).toEqual([]);
  await arabic.close();
});
