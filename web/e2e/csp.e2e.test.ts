import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch, newContext, type Role } from './browser.ts';

// Issue 11, L4: the gateway's Content-Security-Policy allows no inline or evaluated script and
// no inline style. This walks every route of the app (read from the app's own route table, so
// that a new page is walked too), signed out and signed in, and fails on any violation: a page
// that needs something the policy refuses would be broken in every browser.

type Visitor = 'anonymous' | Role;

const ROUTE_TABLE = new URL('../src/app/routes.tsx', import.meta.url);

/** The app's routes with a sample for each parameter; ids are found by following links. */
function appRoutes(): string[] {
  const source = readFileSync(ROUTE_TABLE, 'utf8');
  const paths = [...source.matchAll(/\{\s*path: '([^']+)',\s*access: '\w+'/g)].map(
    (match) => match[1] ?? '',
  );
  return ['/', ...paths, '/no-such-page/here'];
}

const ROUTES = appRoutes();

const TOKEN_SAMPLE = 'not-a-real-token-but-shaped-like-one';

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

async function visit(page: Page, path: string, violations: Violation[]): Promise<void> {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  // Lazy chunks, images and the GraphQL answers of the page: all loaded under the policy.
  await page.waitForLoadState('networkidle');
  const seen = await page.evaluate(() => window.__cspViolations ?? []);
  for (const text of seen) violations.push({ path, text });
}

/** The first link under `prefix` on the list page, to open one detail page. */
async function firstLink(page: Page, listPath: string, prefix: string): Promise<string> {
  await page.goto(listPath);
  const link = page.locator(`main a[href^="${prefix}"]`).first();
  await link.waitFor();
  return (await link.getAttribute('href')) ?? listPath;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const VISITORS: Visitor[] = ['anonymous', 'member', 'admin'];

describe.each(VISITORS)('as %s', (visitor) => {
  let context: BrowserContext;
  let page: Page;
  const violations: Violation[] = [];

  beforeAll(async () => {
    context = await newContext(browser, visitor === 'anonymous' ? undefined : visitor);
    page = await watchedPage(context, violations);
  });
  afterAll(async () => {
    await context.close();
  });

  test('the walk covers the whole route table', () => {
    expect(ROUTES.length).toBeGreaterThan(20);
  });

  // One test per route (each with its own time budget, and naming the route that fails): the
  // table keeps growing, and one test walking all of it outgrew any fixed timeout.
  test.for(ROUTES)('%s loads without a CSP violation', async (route) => {
    // This route's alone (the list page opened to find an id included).
    violations.length = 0;
    const signedIn = visitor !== 'anonymous';
    let path = route.replace(':token', TOKEN_SAMPLE);
    if (route === '/discussions/:id') {
      path = signedIn ? await firstLink(page, '/discussions', '/discussions/') : '/discussions';
    } else if (route === '/news/:id') {
      path = signedIn ? await firstLink(page, '/news', '/news/') : '/news';
    } else if (route === '/events/:id') {
      path = signedIn ? await firstLink(page, '/events', '/events/') : '/events';
    } else if (route === '/lawyers/:slug') {
      // A real lawyer's page, with its JSON-LD script in the head.
      path = await firstLink(page, '/public-lawyers', '/lawyers/');
    }
    await visit(page, path, violations);
    expect(violations).toEqual([]);
  });
});

test('the GraphQL IDE at /graphiql loads under its own policy without a violation', async () => {
  const context = await newContext(browser);
  const violations: Violation[] = [];
  const page = await watchedPage(context, violations);
  await page.goto('/graphiql');
  // Altair (Angular) renders into app-root once its scripts and styles have loaded.
  await page.waitForFunction(() => (document.querySelector('app-root')?.children.length ?? 0) > 0);
  await page.waitForLoadState('networkidle');
  const seen = await page.evaluate(() => window.__cspViolations ?? []);
  await context.close();
  expect([...violations, ...seen.map((text) => ({ path: '/graphiql', text }))]).toEqual([]);
});

test('the REST reference at /api/docs renders from the portal alone, without a violation', async () => {
  const context = await newContext(browser);
  const violations: Violation[] = [];
  const requested: string[] = [];
  context.on('request', (request) => requested.push(request.url()));
  const page = await watchedPage(context, violations);
  await page.goto('/api/docs');
  // Swagger UI draws one block per operation once it has read /api/openapi.json.
  await page.getByText('/api/public/lawyers', { exact: true }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const seen = await page.evaluate(() => window.__cspViolations ?? []);
  await context.close();
  expect([...violations, ...seen.map((text) => ({ path: '/api/docs', text }))]).toEqual([]);
  // Nothing from another host: the page works offline.
  const origin = new URL(page.url()).origin;
  expect(requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual(
    [],
  );
});
