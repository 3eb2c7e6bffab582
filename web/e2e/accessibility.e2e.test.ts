import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launch, newContext, open } from './browser.ts';

const MEMBER_ROUTES = [
  '/',
  '/about',
  '/public-lawyers',
  '/submit-content',
  '/admin',
  '/admin/applications',
  '/profile/lawyer',
  '/apply',
  '/discussions',
  '/members',
  '/messages',
  '/documents',
  '/news',
  '/social-connect',
  '/founders-tribute',
  '/leadership',
  '/elections-history',
  '/welcome',
  '/privacy',
  '/terms',
  '/accessibility',
  '/no-such-page',
];
const ANONYMOUS_ROUTES = ['/', '/login', '/welcome', '/about', '/public-lawyers'];

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
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
      return `${path}: ${violation.id} (${violation.impact}) at ${targets}`;
    });
}

async function seriousViolations(role: 'admin' | undefined, paths: string[], lang = 'en') {
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
  expect(await seriousViolations(undefined, ANONYMOUS_ROUTES)).toEqual([]);
});

test('no serious or critical axe violation in Arabic (right to left)', async () => {
  expect(await seriousViolations('admin', ['/', '/discussions', '/admin'], 'ar')).toEqual([]);
});
