import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { seriousViolations } from './axe.ts';
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

const cards = () => page.locator('main article');

test('a member filters by area, opens a discussion, likes it and replies', async () => {
  await open(page, '/discussions?area=criminal');
  await page.getByRole('heading', { level: 2, name: 'Criminal Law' }).waitFor();
  await cards().first().waitFor();
  expect(await cards().count()).toBeGreaterThan(0);

  const firstTitle = cards().first().getByRole('link');
  const title = (await firstTitle.innerText()).trim();
  await firstTitle.click();
  await page.waitForURL(/\/discussions\/[^/?]+$/);
  await expect.poll(() => page.locator('main h1').innerText()).toBe(title);

  const like = page.getByRole('button', { name: 'Like' });
  const before = await like.getAttribute('aria-pressed');
  await like.click();
  await expect
    .poll(() => like.getAttribute('aria-pressed'))
    .toBe(before === 'true' ? 'false' : 'true');

  const reply = `Reply from the browser test ${Date.now()}`;
  const send = page.getByRole('button', { name: 'Send' });
  expect(await send.isDisabled()).toBe(true);
  await page.getByLabel('Your reply').fill(reply);
  await send.click();
  await page.locator('main ol > li').getByText(reply).waitFor();
  await expect.poll(() => page.getByLabel('Your reply').inputValue()).toBe('');
});

test('an area without discussions says so', async () => {
  await open(page, '/discussions?area=constitutional');
  await page.getByText('No discussions found in this practice area').waitFor();
  expect(await cards().count()).toBe(0);
});

test('the area dropdown changes the query parameter and the heading', async () => {
  await open(page, '/discussions');
  await page.getByRole('heading', { level: 2, name: 'All Discussions' }).waitFor();
  await page.getByRole('button', { name: /Practice area/ }).click();
  await page.getByRole('option', { name: 'Family Law' }).click();
  await page.getByRole('heading', { level: 2, name: 'Family Law' }).waitFor();
  expect(new URL(page.url()).searchParams.get('area')).toBe('family');
});

test('New Discussion creates a discussion that appears in the list', async () => {
  await open(page, '/discussions');
  await cards().first().waitFor();
  await page.getByRole('button', { name: 'New Discussion' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Discussion' });
  await dialog.waitFor();

  await dialog.getByRole('button', { name: 'Post Discussion' }).click();
  expect(await dialog.getByText('Required').count()).toBe(2);

  const title = `Court fees for appeals ${Date.now()}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog
    .getByLabel('Content')
    .fill('Have the court fees for appeals changed this year?\nI was quoted two amounts.');
  await dialog.getByRole('button', { name: 'Post Discussion' }).click();

  await dialog.waitFor({ state: 'detached' });
  await page.getByText('Your discussion has been posted.').waitFor();
  await cards().getByRole('link', { name: title }).waitFor();
});

test('an unknown discussion shows the not-found message with a link back', async () => {
  await open(page, '/discussions/00000000-0000-4000-8000-000000000000');
  await expect.poll(() => page.locator('main h1').innerText()).toBe('Discussion Not Found');
  await page.getByRole('link', { name: 'Back to Discussions' }).click();
  await page.waitForURL((url) => url.pathname === '/discussions');
});

test('no serious axe violation on the list, the New Discussion dialog and a discussion', async () => {
  const found: string[] = [];
  const check = async (where: string) => {
    found.push(...(await seriousViolations(page, where)));
  };
  await open(page, '/discussions?area=criminal');
  await cards().first().waitFor();
  await check('list');
  await page.getByRole('button', { name: 'New Discussion' }).click();
  await page.getByRole('dialog', { name: 'New Discussion' }).waitFor();
  await check('dialog');
  await page.keyboard.press('Escape');
  await cards().first().getByRole('link').click();
  await page.getByRole('button', { name: 'Send' }).waitFor();
  await check('discussion');
  expect(found).toEqual([]);
});

test('in Arabic the empty area message and the counts are translated', async () => {
  const arabic = await newContext(browser, 'member');
  const arabicPage = await arabic.newPage();
  await inLanguage(arabicPage, 'ar');
  await open(arabicPage, '/discussions?area=constitutional');
  await arabicPage.getByText('لا توجد نقاشات في مجال الممارسة هذا').waitFor();
  await open(arabicPage, '/discussions?area=criminal');
  await arabicPage.locator('main article').first().waitFor();
  const counts = await arabicPage.locator('main article').first().locator('ul li').allInnerTexts();
  expect(counts).toHaveLength(3);
  for (const text of counts) expect(text).toMatch(/ردّ|ردود|ردًّا|ردّان|مشاهد|إعجاب/);
  await arabic.close();
});
