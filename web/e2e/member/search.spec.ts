import type { BrowserContext, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { expect, inLanguage, newContext, open, test } from '../support/fixtures.ts';

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

test.beforeAll(async () => {
  context = await newContext('member');
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

test.afterAll(async () => {
  await context.close();
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
  await expect(page.locator('main h1')).toHaveText('Search results for “arbitration”');

  const discussions = group(page, /^Discussions \d+ results?$/);
  await expect(discussions).toBeVisible();
  for (const name of [/^Members \d+ results?$/, /^Legal News \d+ results?$/, /^Documents/]) {
    await expect(group(page, name)).toBeVisible();
  }
  const link = discussions.getByRole('link', {
    name: 'Arbitration clauses in construction contracts',
  });
  await expect(link.locator('mark').first()).toHaveText('Arbitration');
  await link.click();
  await page.waitForURL(/\/discussions\/[^/?]+$/);
  await expect(page.locator('main h1')).toHaveText('Arbitration clauses in construction contracts');
});

test('Somali text, a typo and a member name are found', async () => {
  await open(page, `/search?q=${encodeURIComponent('dhaxalka beer')}`);
  await expect(group(page, /^Discussions/).getByRole('link', { name: SOMALI.title })).toBeVisible();

  await open(page, '/search?q=divorse');
  await expect(
    group(page, /^Discussions/).getByRole('link', {
      name: 'Recognising a divorce pronounced abroad',
    }),
  ).toBeVisible();

  await open(page, '/search?q=Hodan');
  const member = group(page, /^Members/).getByRole('link', { name: 'Hodan Abdi Farah' });
  await expect(member).toBeVisible();
  // A member found opens their profile.
  await expect(member).toHaveAttribute('href', /^\/members\/[0-9a-f-]{36}$/);
});

test('a search that finds nothing says so', async () => {
  await open(page, '/search?q=zzqxvbnoresult');
  await expect(page.getByText('No results for “zzqxvbnoresult”')).toBeVisible();
  await expect(page.getByRole('region')).toHaveCount(0);
});

test('the Discussions search box filters through the server and keeps q', async () => {
  await open(page, '/discussions');
  await expect(page.locator('main article').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search discussions' }).fill('dhaxalka');
  await page.waitForURL((url) => url.searchParams.get('q') === 'dhaxalka');
  await expect(page.getByRole('status').filter({ hasText: '1 discussion found' })).toBeVisible();
  await expect(page.locator('main article')).toHaveCount(1);
  await expect(
    page.locator('main article').getByRole('link', { name: SOMALI.title }),
  ).toBeVisible();

  // With the area filter too: family law has no such discussion.
  await open(page, '/discussions?q=dhaxalka&area=family');
  await expect(page.getByText('No discussions match your search')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search discussions' })).toHaveValue('dhaxalka');

  await page.getByRole('searchbox', { name: 'Search discussions' }).fill('');
  await page.waitForURL((url) => !url.searchParams.has('q'));
  await expect(page.locator('main article').first()).toBeVisible();
});

test('Load more appends the next 20 and says how many it added', async () => {
  await open(page, '/discussions');
  await expect(page.locator('main article')).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /more discussions? loaded/ }),
  ).toBeVisible();
  const shown = await page.locator('main article').count();
  expect(shown).toBeGreaterThan(20);
  // The demo data has fewer than 40 discussions (plus what the tests add): a short page ends it.
  if (shown % 20 !== 0) {
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  }
});

test('in Arabic: right to left, an Arabic query finds its text, no serious axe violation', async () => {
  const arabic = await newContext('member');
  const arabicPage = await arabic.newPage();
  await inLanguage(arabicPage, 'ar');
  try {
    await open(arabicPage, `/search?q=${encodeURIComponent('الميراث الزراع')}`);
    await expect(arabicPage.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(arabicPage.locator('main h1')).toHaveText('نتائج البحث عن «الميراث الزراع»');
    const link = group(arabicPage, /^النقاشات/).getByRole('link', { name: ARABIC.title });
    await expect(link).toBeVisible();
    expect(await link.locator('mark').allInnerTexts()).toEqual(['الميراث', 'الزراع']);
    await expect(group(arabicPage, /^الأخبار القانونية/)).toBeVisible();
    const found = await mainViolations(arabicPage, 'search (ar)');

    await open(arabicPage, '/discussions?q=zzqxvbnoresult');
    await expect(arabicPage.getByText('لا توجد نقاشات تطابق بحثك')).toBeVisible();
    found.push(...(await mainViolations(arabicPage, 'discussions search (ar)')));
    expect(found).toEqual([]);
  } finally {
    await arabic.close();
  }
});

test('no serious axe violation on the results page and the searched list', async () => {
  await open(page, '/search?q=contracts');
  await expect(group(page, /^Discussions/)).toBeVisible();
  const found = await mainViolations(page, 'search');
  await open(page, '/discussions?q=contracts');
  await expect(page.locator('main article').first()).toBeVisible();
  await page.getByRole('button', { name: 'Load more' }).count();
  found.push(...(await mainViolations(page, 'discussions search')));
  expect(found).toEqual([]);
});
