import type { BrowserContext, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
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

const cards = () => page.locator('main article');

test('a member filters by area, opens a discussion, likes it and replies', async () => {
  await open(page, '/discussions?area=criminal');
  await expect(page.getByRole('heading', { level: 2, name: 'Criminal Law' })).toBeVisible();
  await expect(cards().first()).toBeVisible();
  expect(await cards().count()).toBeGreaterThan(0);

  const firstTitle = cards().first().getByRole('link').first();
  const title = (await firstTitle.innerText()).trim();
  await firstTitle.click();
  await page.waitForURL(/\/discussions\/[^/?]+$/);
  await expect(page.locator('main h1')).toHaveText(title);

  const like = page.getByRole('button', { name: 'Like' });
  const before = await like.getAttribute('aria-pressed');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');

  const reply = `Reply from the browser test ${Date.now()}`;
  const send = page.getByRole('button', { name: 'Send' });
  expect(await send.isDisabled()).toBe(true);
  await page.getByLabel('Your reply').fill(reply);
  await send.click();
  await expect(page.locator('main ol > li').getByText(reply)).toBeVisible();
  await expect(page.getByLabel('Your reply')).toHaveValue('');
});

test('an area without discussions says so', async () => {
  await open(page, '/discussions?area=constitutional');
  await expect(page.getByText('No discussions found in this practice area')).toBeVisible();
  await expect(cards()).toHaveCount(0);
});

test('the area dropdown changes the query parameter and the heading', async () => {
  await open(page, '/discussions');
  await expect(page.getByRole('heading', { level: 2, name: 'All Discussions' })).toBeVisible();
  await page.getByRole('button', { name: /Practice area/ }).click();
  await page.getByRole('option', { name: 'Family Law' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Family Law' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('area')).toBe('family');
});

test('New Discussion creates a discussion that appears in the list', async () => {
  await open(page, '/discussions');
  await expect(cards().first()).toBeVisible();
  await page.getByRole('button', { name: 'New Discussion' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Discussion' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Post Discussion' }).click();
  await expect(dialog.getByText('Required')).toHaveCount(2);

  const title = `Court fees for appeals ${Date.now()}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog
    .getByLabel('Content')
    .fill('Have the court fees for appeals changed this year?\nI was quoted two amounts.');
  await dialog.getByRole('button', { name: 'Post Discussion' }).click();

  await dialog.waitFor({ state: 'detached' });
  await expect(page.getByText('Your discussion has been posted.')).toBeVisible();
  await expect(cards().getByRole('link', { name: title })).toBeVisible();
});

test('an unknown discussion shows the not-found message with a link back', async () => {
  await open(page, '/discussions/00000000-0000-4000-8000-000000000000');
  await expect(page.locator('main h1')).toHaveText('Discussion Not Found');
  await page.getByRole('link', { name: 'Back to Discussions' }).click();
  await page.waitForURL((url) => url.pathname === '/discussions');
});

test('no serious axe violation on the list, the New Discussion dialog and a discussion', async () => {
  const found: string[] = [];
  const check = async (where: string) => {
    found.push(...(await seriousViolations(page, where)));
  };
  await open(page, '/discussions?area=criminal');
  await expect(cards().first()).toBeVisible();
  await check('list');
  await page.getByRole('button', { name: 'New Discussion' }).click();
  await expect(page.getByRole('dialog', { name: 'New Discussion' })).toBeVisible();
  await check('dialog');
  await page.keyboard.press('Escape');
  await cards().first().getByRole('link').first().click();
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await check('discussion');
  expect(found).toEqual([]);
});

test('in Arabic the empty area message and the counts are translated', async () => {
  const arabic = await newContext('member');
  const arabicPage = await arabic.newPage();
  await inLanguage(arabicPage, 'ar');
  await open(arabicPage, '/discussions?area=constitutional');
  await expect(arabicPage.getByText('لا توجد نقاشات في مجال الممارسة هذا')).toBeVisible();
  await open(arabicPage, '/discussions?area=criminal');
  await expect(arabicPage.locator('main article').first()).toBeVisible();
  const counts = await arabicPage.locator('main article').first().locator('ul li').allInnerTexts();
  expect(counts).toHaveLength(3);
  for (const text of counts) expect(text).toMatch(/ردّ|ردود|ردًّا|ردّان|مشاهد|إعجاب/);
  await arabic.close();
});
