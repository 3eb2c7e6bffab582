import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { seriousViolations } from './axe.ts';
import { inLanguage, launch, newContext, open } from './browser.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;

// Written by this file, in Somali and Arabic, with words no other file uses.
const SOMALI = {
  title: 'Dhaxalka dhulka beeraha ee qoysaska waaweyn',
  content: 'Sidee ayay maxkamaddu u qaybisaa dhulka beeraha marka ay jiraan dhaxlayaal badan?',
};
const ARABIC = {
  title: 'تقسيم الميراث في الأراضي الزراعية',
  content: 'كيف تقسم المحكمة الأراضي الزراعية بين الورثة عندما تكون العائلة كبيرة؟',
};

beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser, 'member');
  page = await context.newPage();
  for (const input of [SOMALI, ARABIC]) {
    const response = await context.request.post('/graphql', {
      data: {
        query:
          'mutation ($input: CreateDiscussionInput!) { createDiscussion(input: $input) { id } }',
        variables: { input },
      },
    });
    const body = await response.json();
    if (!body.data?.createDiscussion?.id) throw new Error(JSON.stringify(body));
  }
});

afterAll(async () => {
  await context.close();
  await browser.close();
});

const group = (on: Page, name: string | RegExp) => on.getByRole('region', { name });

/** Serious axe findings in the page's main content (the shell is checked by its own tests). */
const mainViolations = (on: Page, where: string) => seriousViolations(on, where, 'main');

test("the header's search bar leads to grouped results, and a result opens", async () => {
  await open(page, '/discussions');
  const siteSearch = page.getByRole('search', { name: 'Site search' });
  await siteSearch
    .getByPlaceholder('Search discussions, members, documents...')
    .fill('  arbitration ');
  await siteSearch.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/search');
  // Sent by the app (trimmed) or, before it attached, by the GET form as typed.
  expect(new URL(page.url()).searchParams.get('q')?.trim()).toBe('arbitration');
  await expect
    .poll(() => page.locator('main h1').innerText())
    .toBe('Search results for “arbitration”');

  const discussions = group(page, /^Discussions \d+ results?$/);
  await discussions.waitFor();
  for (const name of [/^Members \d+ results?$/, /^Legal News \d+ results?$/, /^Documents/]) {
    await group(page, name).waitFor();
  }
  const link = discussions.getByRole('link', {
    name: 'Arbitration clauses in construction contracts',
  });
  expect(await link.locator('mark').first().innerText()).toBe('Arbitration');
  await link.click();
  await page.waitForURL(/\/discussions\/[^/?]+$/);
  await expect
    .poll(() => page.locator('main h1').innerText())
    .toBe('Arbitration clauses in construction contracts');
});

test('Somali text, a typo and a member name are found', async () => {
  await open(page, `/search?q=${encodeURIComponent('dhaxalka beer')}`);
  await group(page, /^Discussions/)
    .getByRole('link', { name: SOMALI.title })
    .waitFor();

  await open(page, '/search?q=divorse');
  await group(page, /^Discussions/)
    .getByRole('link', { name: 'Recognising a divorce pronounced abroad' })
    .waitFor();

  await open(page, '/search?q=Hodan');
  const member = group(page, /^Members/).getByRole('link', { name: 'Hodan Abdi Farah' });
  await member.waitFor();
  expect(await member.getAttribute('href')).toMatch(/^\/messages\?with=/);
});

test('a search that finds nothing says so', async () => {
  await open(page, '/search?q=zzqxvbnoresult');
  await page.getByText('No results for “zzqxvbnoresult”').waitFor();
  expect(await page.getByRole('region').count()).toBe(0);
});

test('the Discussions search box filters through the server and keeps q', async () => {
  await open(page, '/discussions');
  await page.locator('main article').first().waitFor();
  await page.getByRole('searchbox', { name: 'Search discussions' }).fill('dhaxalka');
  await page.waitForURL((url) => url.searchParams.get('q') === 'dhaxalka');
  await page.getByRole('status').filter({ hasText: '1 discussion found' }).waitFor();
  await expect.poll(() => page.locator('main article').count()).toBe(1);
  await page.locator('main article').getByRole('link', { name: SOMALI.title }).waitFor();

  // With the area filter too: family law has no such discussion.
  await open(page, '/discussions?q=dhaxalka&area=family');
  await page.getByText('No discussions match your search').waitFor();
  expect(await page.getByRole('searchbox', { name: 'Search discussions' }).inputValue()).toBe(
    'dhaxalka',
  );

  await page.getByRole('searchbox', { name: 'Search discussions' }).fill('');
  await page.waitForURL((url) => !url.searchParams.has('q'));
  await page.locator('main article').first().waitFor();
});

test('Load more appends the next 20 and says how many it added', async () => {
  await open(page, '/discussions');
  await expect.poll(() => page.locator('main article').count()).toBe(20);
  await page.getByRole('button', { name: 'Load more' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /more discussions? loaded/ })
    .waitFor();
  const shown = await page.locator('main article').count();
  expect(shown).toBeGreaterThan(20);
  // The demo data has fewer than 40 discussions (plus what the tests add): a short page ends it.
  if (shown % 20 !== 0) {
    await expect.poll(() => page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
  }
});

test('in Arabic: right to left, an Arabic query finds its text, no serious axe violation', async () => {
  const arabic = await newContext(browser, 'member');
  const arabicPage = await arabic.newPage();
  await inLanguage(arabicPage, 'ar');
  try {
    await open(arabicPage, `/search?q=${encodeURIComponent('الميراث الزراع')}`);
    expect(await arabicPage.locator('html').getAttribute('dir')).toBe('rtl');
    await expect
      .poll(() => arabicPage.locator('main h1').innerText())
      .toBe('نتائج البحث عن «الميراث الزراع»');
    const link = group(arabicPage, /^النقاشات/).getByRole('link', { name: ARABIC.title });
    await link.waitFor();
    expect(await link.locator('mark').allInnerTexts()).toEqual(['الميراث', 'الزراع']);
    await group(arabicPage, /^الأخبار القانونية/).waitFor();
    const found = await mainViolations(arabicPage, 'search (ar)');

    await open(arabicPage, '/discussions?q=zzqxvbnoresult');
    await arabicPage.getByText('لا توجد نقاشات تطابق بحثك').waitFor();
    found.push(...(await mainViolations(arabicPage, 'discussions search (ar)')));
    expect(found).toEqual([]);
  } finally {
    await arabic.close();
  }
});

test('no serious axe violation on the results page and the searched list', async () => {
  await open(page, '/search?q=contracts');
  await group(page, /^Discussions/).waitFor();
  const found = await mainViolations(page, 'search');
  await open(page, '/discussions?q=contracts');
  await page.locator('main article').first().waitFor();
  await page.getByRole('button', { name: 'Load more' }).count();
  found.push(...(await mainViolations(page, 'discussions search')));
  expect(found).toEqual([]);
});
