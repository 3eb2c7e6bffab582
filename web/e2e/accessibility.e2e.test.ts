import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { seriousViolations } from './axe.ts';
import { inLanguage, launch, newContext, open, settle, trackRequests } from './browser.ts';

// Each page × language is scanned once in the whole suite. The public pages' content does not
// depend on who reads it: public-pages-*.e2e.test.ts scans them anonymously in all four
// languages; the signed-in shell around every other route is scanned in English by the admin's
// route walk (routes-admin.e2e.test.ts, /login in the anonymous one; the directory, its dialog
// and the tracking page in lawyers.e2e.test.ts);
// here, the signed-in shell in Arabic (right to left).
const ARABIC_ROUTES = [
  '/',
  '/discussions',
  '/admin',
  '/admin/security-log',
  '/profile/api-access',
  '/admin/webhooks',
];

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  context = trackRequests(await newContext(browser, 'admin'));
  page = await context.newPage();
  await inLanguage(page, 'ar');
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

// One test per route: each has its own time budget, and a failure names the route.
test.each(ARABIC_ROUTES)(
  'no serious or critical axe violation on %s in Arabic (right to left)',
  async (path) => {
    await open(page, path);
    await settle(page);
    expect(await seriousViolations(page, path)).toEqual([]);
  },
);
