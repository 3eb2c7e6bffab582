import type { BrowserContext, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { baseUrl, expect, inLanguage, newContext, open, test } from '../support/fixtures.ts';

// Seeded news (gateway/src/seed/news.data.ts), found by title: other test files may add rows.
const ASSEMBLY = 'General Assembly 2027: call for nominations';
const E_FILING = 'E-filing pilot starts at the Banadir Regional Court';
const WORKSHOP = 'Workshop on commercial arbitration and mediation';
const REFORM = 'Parliament adopts amendments to the Civil Procedure Code';

let context: BrowserContext;
let page: Page;
test.beforeAll(async () => {
  context = await newContext('member');
  page = await context.newPage();
});
test.afterAll(async () => {
  await context.close();
});

const cards = (on: Page = page) => on.locator('main article');
const card = (title: string, on: Page = page) =>
  on.getByRole('article', { name: title, exact: true });

test('cards show title, author, long US date, badge, excerpt and paragraphs', async () => {
  await open(page, '/news');
  await expect(page.locator('main h1')).toHaveText('Legal News & Announcements');
  const assembly = card(ASSEMBLY);
  await expect(assembly).toBeVisible();
  await expect(assembly.getByText('Sahra Mohamed Ali')).toHaveCount(1);
  await expect(assembly.locator('time')).toHaveText('November 20, 2026');
  await expect(assembly.getByText('Announcement', { exact: true })).toBeVisible();
  await expect(
    assembly.getByText('Nominations for the 15 seats of the board are open'),
  ).toBeVisible();
  expect(await assembly.locator('p').count()).toBeGreaterThanOrEqual(4);

  const reform = card(REFORM);
  await expect(reform.locator('time')).toHaveText('June 9, 2026');
  await expect(reform.getByText('Announcement', { exact: true })).toHaveCount(0);

  const tiles = page
    .getByRole('region', { name: 'News Categories' })
    .getByRole('heading', { level: 3 });
  expect(await tiles.allInnerTexts()).toEqual([
    'Bar Association Updates',
    'Legal Reforms',
    'Professional Development',
  ]);
  // Pending, rejected and scheduled items are not shown.
  await expect(page.getByText('Client confidentiality when using messaging apps')).toHaveCount(0);
  await expect(page.getByText('Office furniture for sale')).toHaveCount(0);
  await expect(page.getByText('New schedule of professional fees from January')).toHaveCount(0);
});

test('the search box filters the loaded news', async () => {
  await open(page, '/news');
  await expect(card(E_FILING)).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search news' });
  await search.fill('banadir');
  await expect(cards()).toHaveCount(1);
  await expect(card(E_FILING)).toHaveCount(1);
  await search.fill('no such news anywhere');
  await expect(page.getByText('No news matches your search')).toBeVisible();
  await search.fill('');
  await expect.poll(() => cards().count(), { timeout: 15_000 }).toBeGreaterThan(5);
});

test('Read More opens the item on its own page', async () => {
  await open(page, '/news');
  await card(E_FILING).getByRole('link', { name: 'Read More' }).click();
  await page.waitForURL(/\/news\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: E_FILING })).toBeVisible();
  await expect(page.getByText('October 21, 2026')).toBeVisible();
  await expect(
    page.getByText('Paper filings remain accepted during the pilot', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bookmark' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to News' }).click();
  await page.waitForURL((url) => url.pathname === '/news');
});

test('an unknown item shows the not-found state', async () => {
  await open(page, '/news/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'News Item Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to News' })).toBeVisible();
});

test('a bookmark is saved for the member and survives a reload', async () => {
  const bookmark = () => card(WORKSHOP).getByRole('button', { name: 'Bookmark' });
  await open(page, '/news');
  await expect(card(WORKSHOP)).toBeVisible();
  await expect(bookmark()).toHaveAttribute('aria-pressed', 'false');
  await bookmark().click();
  await expect
    .poll(() => bookmark().getAttribute('aria-pressed'), { timeout: 15_000 })
    .toBe('true');

  await page.reload();
  await expect(card(WORKSHOP)).toBeVisible();
  await expect(bookmark()).toHaveAttribute('aria-pressed', 'true');

  // Back as it was, and that is saved too.
  await bookmark().click();
  await expect
    .poll(() => bookmark().getAttribute('aria-pressed'), { timeout: 15_000 })
    .toBe('false');
  await page.reload();
  await expect(card(WORKSHOP)).toBeVisible();
  await expect(bookmark()).toHaveAttribute('aria-pressed', 'false');
});

test('Share copies the link of the item with a toast', async () => {
  const sharing = await newContext('member');
  await sharing.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  const sharePage = await sharing.newPage();
  // Whatever this Chromium offers, take the clipboard path.
  await sharePage.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await open(sharePage, '/news');
  await card(E_FILING, sharePage).getByRole('button', { name: 'Share' }).click();
  await expect(sharePage.getByText('Link copied')).toBeVisible();
  const copied = await sharePage.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`^${baseUrl()}/news/[0-9a-f-]{36}$`));

  await sharePage.goto(copied);
  await expect(sharePage.getByRole('heading', { level: 1, name: E_FILING })).toBeVisible();
  await sharing.close();
});

test('a member does not see Create Announcement', async () => {
  await open(page, '/news');
  await expect(cards().first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Announcement' })).toHaveCount(0);
});

test('a moderator creates an announcement that appears at the top', async () => {
  const staff = await newContext('moderator');
  const staffPage = await staff.newPage();
  await open(staffPage, '/news');
  await expect(cards(staffPage).first()).toBeVisible();

  await staffPage.getByRole('button', { name: 'Create Announcement' }).click();
  const dialog = staffPage.getByRole('dialog', { name: 'Create Announcement' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Publish Announcement' }).click();
  await expect(dialog.getByText('Required')).toHaveCount(2);

  const title = `Library closed on Thursday ${Date.now()}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Excerpt (optional)').fill('For the yearly inventory.');
  await dialog
    .getByLabel('Content', { exact: true })
    .fill('The library is closed on Thursday.\nIt reopens on Friday at 8:00.');
  await dialog.getByRole('button', { name: 'Publish Announcement' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect(staffPage.getByText('Your announcement has been published.')).toBeVisible();

  const first = cards(staffPage).first();
  await expect(first.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expect(first.getByText('Announcement', { exact: true })).toBeVisible();
  await expect(first.getByText('It reopens on Friday at 8:00.')).toBeVisible();
  await expect(first.getByText('Abdirahman Hassan Warsame')).toHaveCount(1);

  await first.getByRole('link', { name: 'Read More' }).click();
  await expect(staffPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await staff.close();
});

test('no serious axe violation on the list, the Create Announcement dialog and an item', async () => {
  const staff = await newContext('moderator');
  const staffPage = await staff.newPage();
  const found: string[] = [];
  await open(staffPage, '/news');
  await expect(card(E_FILING, staffPage)).toBeVisible();
  found.push(...(await seriousViolations(staffPage, 'list')));
  await staffPage.getByRole('button', { name: 'Create Announcement' }).click();
  await expect(staffPage.getByRole('dialog', { name: 'Create Announcement' })).toBeVisible();
  found.push(...(await seriousViolations(staffPage, 'dialog')));
  await staffPage.keyboard.press('Escape');
  await card(E_FILING, staffPage).getByRole('link', { name: 'Read More' }).click();
  await expect(staffPage.getByRole('heading', { level: 1, name: E_FILING })).toBeVisible();
  found.push(...(await seriousViolations(staffPage, 'item')));
  expect(found).toEqual([]);
  await staff.close();
});

test('in Arabic: right to left, translated texts, the Arabic long date', async () => {
  const arabic = await newContext('member');
  const arabicPage = await arabic.newPage();
  await inLanguage(arabicPage, 'ar');
  await open(arabicPage, '/news');
  await expect(arabicPage.locator('main h1')).toHaveText('الأخبار والإعلانات القانونية');
  await expect(arabicPage.locator('html')).toHaveAttribute('dir', 'rtl');
  const assembly = card(ASSEMBLY, arabicPage);
  await expect(assembly).toBeVisible();
  const expectedDate = await arabicPage.evaluate(() =>
    new Intl.DateTimeFormat('ar', { dateStyle: 'long' }).format(
      new Date('2026-11-20T12:00:00.000Z'),
    ),
  );
  await expect(assembly.locator('time')).toHaveText(expectedDate);
  expect(expectedDate).not.toBe('November 20, 2026');
  await expect(assembly.getByText('إعلان', { exact: true })).toBeVisible();
  await expect(assembly.getByRole('link', { name: 'اقرأ المزيد' })).toBeVisible();
  await expect(assembly.getByRole('button', { name: 'حفظ' })).toBeVisible();
  const tiles = arabicPage
    .getByRole('region', { name: 'فئات الأخبار' })
    .getByRole('heading', { level: 3 });
  expect(await tiles.allInnerTexts()).toEqual([
    'مستجدات النقابة',
    'الإصلاحات القانونية',
    'التطوير المهني',
  ]);
  // The news written in Arabic is there as written.
  await expect(
    card('إطلاق برنامج المساعدة القانونية المجانية في المناطق الريفية', arabicPage),
  ).toBeVisible();
  expect(await seriousViolations(arabicPage, 'arabic list')).toEqual([]);
  await arabic.close();
});
