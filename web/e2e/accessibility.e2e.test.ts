import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { seriousViolations } from './axe.ts';
import { launch, newContext, open } from './browser.ts';

// Each page × language is scanned once in the whole suite. The public pages' content does not
// depend on who reads it: public-pages.e2e.test.ts scans them anonymously in all four languages,
// and the signed-in shell around them is scanned here on every other route.
const MEMBER_ROUTES = [
  '/',
  '/public-lawyers',
  '/submit-content',
  '/admin',
  '/admin/applications',
  '/admin/security-log',
  '/admin/api-tokens',
  '/admin/webhooks',
  '/profile/lawyer',
  '/profile/security',
  '/profile/api-access',
  '/discussions',
  '/members',
  '/messages',
  '/documents',
  '/news',
  '/social-connect',
  '/no-such-page',
];
const ANONYMOUS_ROUTES = ['/login', '/public-lawyers'];

let browser: Browser;
let adminContext: BrowserContext;
let adminPage: Page;
beforeAll(async () => {
  browser = await launch();
  adminContext = await newContext(browser, 'admin');
  adminPage = await adminContext.newPage();
});
afterAll(async () => {
  await adminContext.close();
  await browser.close();
});

async function violationsOn(page: Page, path: string): Promise<string[]> {
  await open(page, path);
  await page.waitForLoadState('networkidle');
  return seriousViolations(page, path);
}

async function sweep(role: 'admin' | undefined, paths: string[], lang = 'en') {
  const context = await newContext(browser, role);
  const page = await context.newPage();
  if (lang !== 'en') {
    await page.addInitScript((value) => localStorage.setItem('bar-portal.language', value), lang);
  }
  const found: string[] = [];
  for (const path of paths) found.push(...(await violationsOn(page, path)));
  await context.close();
  return found;
}

// One test per route: each has its own time budget, and a failure names the route.
test.each(MEMBER_ROUTES)(
  'no serious or critical axe violation on %s, signed in as admin',
  async (path) => {
    expect(await violationsOn(adminPage, path)).toEqual([]);
  },
);

test('no serious or critical axe violation on the public routes, anonymous', async () => {
  expect(await sweep(undefined, ANONYMOUS_ROUTES)).toEqual([]);
});

test('no serious or critical axe violation in Arabic (right to left)', async () => {
  expect(
    await sweep(
      'admin',
      [
        '/',
        '/discussions',
        '/admin',
        '/admin/security-log',
        '/profile/api-access',
        '/admin/webhooks',
      ],
      'ar',
    ),
  ).toEqual([]);
});
