import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launch, newContext, open } from './browser.ts';

const MEMBER_ROUTES = [
  '/',
  '/about',
  '/public-lawyers',
  '/submit-content',
  '/admin',
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
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

async function seriousViolations(role: 'admin' | undefined, paths: string[], lang = 'en') {
  const context = await newContext(browser, role);
  const page = await context.newPage();
  if (lang !== 'en') {
    await page.addInitScript((value) => localStorage.setItem('bar-portal.language', value), lang);
  }
  const found: string[] = [];
  for (const path of paths) {
    await open(page, path);
    await page.waitForLoadState('networkidle');
    const result = await new AxeBuilder({ page }).analyze();
    for (const violation of result.violations) {
      if (violation.impact === 'serious' || violation.impact === 'critical') {
        const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
        found.push(`${path}: ${violation.id} (${violation.impact}) at ${targets}`);
      }
    }
  }
  await context.close();
  return found;
}

test('no serious or critical axe violation on any route, signed in as admin', async () => {
  expect(await seriousViolations('admin', MEMBER_ROUTES)).toEqual([]);
});

test('no serious or critical axe violation on the public routes, anonymous', async () => {
  expect(await seriousViolations(undefined, ANONYMOUS_ROUTES)).toEqual([]);
});

test('no serious or critical axe violation in Arabic (right to left)', async () => {
  expect(await seriousViolations('admin', ['/', '/discussions', '/admin'], 'ar')).toEqual([]);
});
