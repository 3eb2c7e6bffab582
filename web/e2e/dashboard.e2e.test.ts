import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { inLanguage, launch, newContext, open } from './browser.ts';

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

/** The REST twin's answer, read with the same session: what the dashboard must show. */
async function rest<T>(path: string): Promise<T> {
  const response = await context.request.get(path);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

const list = (name: string) => page.getByRole('region', { name, exact: true });
/** The list's own rows (a discussion row holds a list of its counts too). */
const rows = (name: string) => list(name).locator(':scope > ul > li');

test('the dashboard greets the member and links the hero to discussions and members', async () => {
  await open(page, '/');
  expect(await page.locator('main h1').innerText()).toBe('Dashboard');
  const hero = page.getByRole('region', { name: 'Welcome' });
  await hero.getByText('Welcome back, Amina Yusuf Abdi').waitFor();
  expect(await hero.getByRole('link', { name: 'Discussions' }).getAttribute('href')).toBe(
    '/discussions',
  );
  expect(await hero.getByRole('link', { name: 'Members Directory' }).getAttribute('href')).toBe(
    '/members',
  );
});

test('the stat cards show the real counts', async () => {
  const stats = await rest<{ members: number; discussions: number; documents: number }>(
    '/api/stats',
  );
  await open(page, '/');
  const numbers = new Intl.NumberFormat('en');
  for (const [title, value] of [
    ['Active Discussions', stats.discussions],
    ['Registered Members', stats.members],
    ['Shared Documents', stats.documents],
  ] as const) {
    const card = page.locator('dl > div').filter({ hasText: title });
    await expect
      .poll(() => card.locator('dd').innerText(), { timeout: 10_000 })
      .toBe(numbers.format(value));
  }
});

test('the four lists show three items each from the same data as the REST calls', async () => {
  const discussions = await rest<{ title: string }[]>('/api/discussions?limit=3');
  const users = await rest<{ fullName: string }[]>('/api/users?limit=3');
  const news = await rest<{ title: string }[]>('/api/news?limit=3');
  await open(page, '/');

  const recent = list('Recent Discussions');
  await rows('Recent Discussions').first().waitFor();
  expect(await rows('Recent Discussions').count()).toBe(3);
  for (const { title } of discussions) await recent.getByText(title, { exact: true }).waitFor();

  const members = list('New Members');
  expect(await rows('New Members').count()).toBe(3);
  for (const { fullName } of users) await members.getByText(fullName, { exact: true }).waitFor();

  const legalNews = list('Legal News');
  expect(await rows('Legal News').count()).toBe(3);
  for (const { title } of news) await legalNews.getByText(title, { exact: true }).waitFor();

  const recentDocuments = await rest<{ title: string }[]>('/api/documents?limit=3');
  const documents = list('Recent Documents');
  expect(await rows('Recent Documents').count()).toBe(3);
  for (const { title } of recentDocuments) {
    await documents.getByText(title, { exact: true }).waitFor();
  }
});

test('View All opens the list and Upload Document the document library upload', async () => {
  await open(page, '/');
  await list('Recent Discussions')
    .getByRole('link', { name: 'View all: Recent Discussions' })
    .click();
  await page.waitForURL(/\/discussions$/);
  await page.getByRole('heading', { level: 1, name: 'Discussions' }).waitFor();

  await open(page, '/');
  await list('Recent Documents').getByRole('link', { name: 'Upload Document' }).click();
  await page.waitForURL(/\/documents\?upload=1$/);
});

test('a discussion in the list opens its own page', async () => {
  await open(page, '/');
  const first = rows('Recent Discussions').first().getByRole('link').first();
  const title = (await first.innerText()).trim();
  await first.click();
  await page.waitForURL(/\/discussions\/[^/?]+$/);
  await page.locator('main h1', { hasText: title }).waitFor();
});

test('in Arabic the hero, the lists and the layout follow the language', async () => {
  const arabic = await context.newPage();
  await inLanguage(arabic, 'ar');
  await open(arabic, '/');
  expect(await arabic.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await arabic
    .getByRole('region', { name: 'مرحبًا' })
    .getByRole('link', { name: 'النقاشات' })
    .waitFor();
  await arabic.getByRole('heading', { level: 2, name: 'أحدث النقاشات' }).waitFor();
  await arabic.getByRole('heading', { level: 2, name: 'الأعضاء الجدد' }).waitFor();
  // Recent Documents lists the library's newest documents, with their type labels.
  await arabic
    .getByRole('region', { name: 'أحدث المستندات', exact: true })
    .locator('[data-file-kind]')
    .first()
    .waitFor();
  await arabic.close();
});
