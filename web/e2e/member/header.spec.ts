// Issue 31, item 2: the members' header is one row on a phone (at most 64 px, in every
// language), with search behind an icon and the member's links in an account menu, whose
// Sign out works without the script too (a form post).
import { LANGUAGES } from '../../src/i18n/languages.ts';
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import { signInThroughApi } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, inLanguage, newContext, open, test, workerStack } from '../support/fixtures.ts';
import { reactAttached } from '../support/in-app.ts';

const ACCOUNT = new RegExp(`^${en.shell.accountMenu} `);

test('on a 390 px phone the header is one row of at most 64 px in every language', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const language of LANGUAGES) {
    await inLanguage(page, language);
    await open(page, '/');
    const banner = page.getByRole('banner');
    await expect(
      banner.getByRole('button', { name: /Account|Akoonka|الحساب|Compte/ }),
    ).toBeVisible();
    const box = await banner.boundingBox();
    expect(box?.height, language).toBeLessThanOrEqual(64);
    // One search box on the dashboard: the page's, as the header has an icon on a phone.
    await expect(page.getByRole('searchbox')).toHaveCount(1);
  }
});

test('the search icon opens the search page on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/messages');
  await expect(page.getByRole('search')).toHaveCount(0);
  await page.getByRole('banner').getByRole('link', { name: en.search.submit }).click();
  await page.waitForURL((url) => url.pathname === '/search');
  await expect(page.getByRole('searchbox')).toBeVisible();
});

test('the account menu lists security, API access, notices and Sign out; axe finds nothing serious', async ({
  page,
}) => {
  await open(page, '/');
  // What the app draws once it runs (before, the same links in the browser's popover).
  await reactAttached(page);
  await page.getByRole('banner').getByRole('button', { name: ACCOUNT }).click();
  const menu = page.getByRole('menu', { name: en.shell.accountMenu });
  await expect(menu.getByRole('menuitem')).toHaveText([
    en.shell.security,
    en.shell.apiAccess,
    en.shell.mailPreferences,
    en.shell.signOut,
  ]);
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  expect(await seriousViolations(page, '/ (account menu open)')).toEqual([]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/profile/api-access');
});

test('with JavaScript off, the account menu opens and Sign out posts and ends the session', async () => {
  const context = await newContext(undefined, { javaScriptEnabled: false });
  await signInThroughApi(context.request, 'member', workerStack().totp);
  const page = await context.newPage();
  await open(page, '/');
  const before = (await context.cookies()).find((cookie) => cookie.name === 'portal_session');
  expect(before).toBeDefined();
  await page.getByRole('banner').getByRole('button', { name: ACCOUNT }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: en.shell.security }),
  ).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: en.shell.signOut }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  // The session is ended on the server, not merely forgotten by the browser.
  const replay = await newContext();
  await replay.addCookies([{ ...(before as NonNullable<typeof before>) }]);
  expect((await replay.request.get('/api/session')).status()).toBe(401);
  await replay.close();
  await context.close();
});
