import type { BrowserContext, Page } from '@playwright/test';
import { expect, newContext, test } from '../support/fixtures.ts';
import { settle, trackRequests } from '../support/network.ts';

// Issue 11, L4: the gateway's Content-Security-Policy allows no inline or evaluated script and
// no inline style. Every page of the app is walked under it by routes-*.e2e.test.ts, and every
// browser test fails on a violation it sees (browser.ts); here, the two pages outside the app,
// each under a policy of its own.

interface Violation {
  path: string;
  text: string;
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

async function watchedPage(context: BrowserContext, violations: Violation[]): Promise<Page> {
  // Recorded inside the page (devtools inject this script, not the page, so the CSP allows it).
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.violatedDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) {
      violations.push({ path: new URL(page.url()).pathname, text: message.text() });
    }
  });
  return page;
}

test('the GraphQL IDE at /graphiql loads under its own policy without a violation', async () => {
  const context = trackRequests(await newContext());
  const violations: Violation[] = [];
  const page = await watchedPage(context, violations);
  await page.goto('/graphiql');
  // Altair (Angular) renders into app-root once its scripts and styles have loaded.
  await page.waitForFunction(() => (document.querySelector('app-root')?.children.length ?? 0) > 0);
  await settle(page);
  const seen = await page.evaluate(() => window.__cspViolations ?? []);
  await context.close();
  expect([...violations, ...seen.map((text) => ({ path: '/graphiql', text }))]).toEqual([]);
});

test('the REST reference at /api/docs renders from the portal alone, without a violation', async () => {
  const context = trackRequests(await newContext());
  const violations: Violation[] = [];
  const requested: string[] = [];
  context.on('request', (request) => requested.push(request.url()));
  const page = await watchedPage(context, violations);
  await page.goto('/api/docs');
  // Swagger UI draws one block per operation once it has read /api/openapi.json.
  await expect(page.getByText('/api/public/lawyers', { exact: true }).first()).toBeVisible();
  await settle(page);
  const seen = await page.evaluate(() => window.__cspViolations ?? []);
  await context.close();
  expect([...violations, ...seen.map((text) => ({ path: '/api/docs', text }))]).toEqual([]);
  // Nothing from another host: the page works offline.
  const origin = new URL(page.url()).origin;
  expect(requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual(
    [],
  );
});
