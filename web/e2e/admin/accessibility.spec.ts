import type { BrowserContext, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { expect, inLanguage, newContext, open, test } from '../support/fixtures.ts';
import { settle, trackRequests } from '../support/network.ts';

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

let context: BrowserContext;
let page: Page;
test.beforeAll(async () => {
  context = trackRequests(await newContext('admin'));
  page = await context.newPage();
  await inLanguage(page, 'ar');
});
test.afterAll(async () => {
  await context.close();
});

// One test per route: each has its own time budget, and a failure names the route.
for (const path of ARABIC_ROUTES) {
  test(`no serious or critical axe violation on ${path} in Arabic (right to left)`, async () => {
    await open(page, path);
    await settle(page);
    expect(await seriousViolations(page, path)).toEqual([]);
  });
}
