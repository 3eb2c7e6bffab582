import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { seriousViolations } from './axe.ts';
import { launch, newContext, open } from './browser.ts';

// Each page × language is scanned once in the whole suite. The public pages' content does not
// depend on who reads it: public-pages-*.e2e.test.ts scans them anonymously in all four
// languages; the signed-in shell around every other route is scanned in English by the admin's
// route walk (routes-admin.e2e.test.ts, with /login and /public-lawyers in the anonymous one);
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
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

test('no serious or critical axe violation in Arabic (right to left)', async () => {
  const context = await newContext(browser, 'admin');
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('bar-portal.language', 'ar'));
  const found: string[] = [];
  for (const path of ARABIC_ROUTES) {
    await open(page, path);
    await page.waitForLoadState('networkidle');
    found.push(...(await seriousViolations(page, path)));
  }
  await context.close();
  expect(found).toEqual([]);
});
