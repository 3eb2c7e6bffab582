import type { BrowserContext, Page } from '@playwright/test';
import { expect, inLanguage, newContext, open, test } from '../support/fixtures.ts';

let context: BrowserContext;
let page: Page;
test.beforeAll(async () => {
  context = await newContext('member');
  page = await context.newPage();
});
test.afterAll(async () => {
  await context.close();
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
  await expect(page.locator('main h1')).toHaveText('Dashboard');
  const hero = page.getByRole('region', { name: 'Welcome' });
  await expect(hero.getByText('Welcome back, Amina Yusuf Abdi')).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Discussions' })).toHaveAttribute(
    'href',
    '/discussions',
  );
  await expect(hero.getByRole('link', { name: 'Members Directory' })).toHaveAttribute(
    'href',
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

/**
 * The list's rows hold these texts, in this order: names and titles may repeat (other tests of
 * the worker's stack add members and discussions), so each row is matched by its place.
 */
const texts = (values: string[]) =>
  values.map((value) => new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

test('the four lists show three items each from the same data as the REST calls', async () => {
  const discussions = await rest<{ title: string }[]>('/api/discussions?limit=3');
  const users = await rest<{ fullName: string }[]>('/api/users?limit=3');
  const news = await rest<{ title: string }[]>('/api/news?limit=3');
  const recentDocuments = await rest<{ title: string }[]>('/api/documents?limit=3');
  await open(page, '/');

  await expect(rows('Recent Discussions')).toHaveText(texts(discussions.map((d) => d.title)));
  await expect(rows('New Members')).toHaveText(texts(users.map((u) => u.fullName)));
  await expect(rows('Legal News')).toHaveText(texts(news.map((n) => n.title)));
  await expect(rows('Recent Documents')).toHaveText(texts(recentDocuments.map((d) => d.title)));
});

test('View All opens the list and Upload Document the document library upload', async () => {
  await open(page, '/');
  await list('Recent Discussions')
    .getByRole('link', { name: 'View all: Recent Discussions' })
    .click();
  await page.waitForURL(/\/discussions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Discussions' })).toBeVisible();

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
  await expect(page.locator('main h1', { hasText: title })).toBeVisible();
});

test('in Arabic the hero, the lists and the layout follow the language', async () => {
  const arabic = await context.newPage();
  await inLanguage(arabic, 'ar');
  await open(arabic, '/');
  expect(await arabic.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await expect(
    arabic.getByRole('region', { name: 'مرحبًا' }).getByRole('link', { name: 'النقاشات' }),
  ).toBeVisible();
  await expect(arabic.getByRole('heading', { level: 2, name: 'أحدث النقاشات' })).toBeVisible();
  await expect(arabic.getByRole('heading', { level: 2, name: 'الأعضاء الجدد' })).toBeVisible();
  // Recent Documents lists the library's newest documents, with their type labels.
  await expect(
    arabic
      .getByRole('region', { name: 'أحدث المستندات', exact: true })
      .locator('[data-file-kind]')
      .first(),
  ).toBeVisible();
  await arabic.close();
});
