import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail } from '../support/accounts.ts';
import { baseUrl, expect, newContext, test } from '../support/fixtures.ts';
import { reactAttached } from '../support/in-app.ts';
import { watchShifts } from '../support/layout-shift.ts';
import { settle, trackRequests } from '../support/network.ts';

// Issue 12: a signed-in member's page comes in the first HTML response with its data (the
// gateway renders it as that member), hydrates without asking `me` or the page's queries again
// and without moving anything, is never kept by a shared cache, and is never anyone else's.

let member: BrowserContext;
test.beforeAll(async () => {
  member = await newContext('member');
});
test.afterAll(async () => {
  await member.close();
});

/** The Cookie header of a context's session. */
async function cookieOf(context: BrowserContext): Promise<string> {
  return (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
}

/** What the REST twin answers with the member's session. */
async function rest<T>(path: string): Promise<T> {
  const response = await member.request.get(path);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/** The page as its first HTML shows it: a browser without JavaScript, with these cookies. */
async function withoutScripts(
  path: string,
  cookie: string,
  locale = 'en-US',
): Promise<{ main: string; header: string; lang: string | null; dir: string | null }> {
  const context = await newContext(undefined, { javaScriptEnabled: false, locale });
  try {
    const page = await context.newPage();
    await page.setExtraHTTPHeaders({ cookie });
    await page.goto(path);
    const html = page.locator('html');
    const textOf = async (selector: string) =>
      (await page.locator(selector).count()) > 0 ? await page.locator(selector).innerText() : '';
    return {
      main: await textOf('main'),
      header: await textOf('header'),
      lang: await html.getAttribute('lang'),
      dir: await html.getAttribute('dir'),
    };
  } finally {
    await context.close();
  }
}

interface Visit {
  page: Page;
  /** The GraphQL operations the page sent, by name. */
  asked: string[];
  /** Uncaught errors and console errors (React reports a hydration mismatch there). */
  errors: string[];
}

/** Opens `path` signed in as the member, counting layout shifts, requests and errors. */
async function visit(context: BrowserContext, path: string): Promise<Visit> {
  const page = await watchShifts(trackRequests(context));
  const asked: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql') return;
    const body = request.postDataJSON() as { query?: string } | null;
    asked.push(/\b(?:query|mutation)\s+(\w+)/.exec(body?.query ?? '')?.[1] ?? request.url());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(path);
  // Attached, and everything the page loads has arrived: what the app asks is all on the list.
  await reactAttached(page);
  await settle(page);
  return { page, asked, errors };
}

test.describe("a member's first HTML", () => {
  test('the dashboard holds the member, the counts and the lists, privately', async () => {
    const { user } = await rest<{ user: { fullName: string } }>('/api/session');
    const discussions = await rest<{ title: string }[]>('/api/discussions?limit=3');
    const response = await fetch(`${baseUrl()}/`, {
      headers: { cookie: await cookieOf(member), 'accept-language': 'en-US' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toContain('Cookie');

    const first = await withoutScripts('/', await cookieOf(member));
    expect(first.main).toContain('Dashboard');
    expect(first.main).toContain(`Welcome back, ${user.fullName}`);
    expect(first.header).toContain(user.fullName);
    expect(first.main).toContain('Active Discussions');
    for (const { title } of discussions) expect(first.main).toContain(title);
    // Answered lists, not lists still loading (as the browser, starting from the same answers,
    // hydrates them): the server's render once marked all five busy.
    const html = await response.text();
    expect(html).toContain('aria-busy="false"');
    expect(html).not.toContain('aria-busy="true"');
  });

  test('the dashboard hydrates without asking again and without moving', async () => {
    const context = await newContext('member');
    const { page, asked, errors } = await visit(context, '/');
    await expect(page.getByText('Welcome back,')).toBeVisible();
    // The session, the shell and the page start from the served answers (the page's boundary
    // hydrates after the root: lib/pageHydrated.ts); errors would show a hydration that drew
    // again.
    expect({ asked, errors }).toEqual({
      asked: [],
      errors: [],
    });
    expect(await page.evaluate(() => window.__layoutShift)).toBeLessThan(0.005);
    // Live: a client-side navigation asks what the next page needs.
    await page.getByRole('link', { name: 'Discussions' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Discussions' })).toBeVisible();
    await expect.poll(() => asked.includes('Discussions')).toBe(true);
    await context.close();
  });

  test('the discussions page comes in Arabic, right to left, with its list, and hydrates as is', async () => {
    const discussions = await rest<{ title: string }[]>('/api/discussions?limit=5');
    const first = await withoutScripts('/discussions', await cookieOf(member), 'ar');
    expect(first.lang).toBe('ar');
    expect(first.dir).toBe('rtl');
    for (const { title } of discussions) expect(first.main).toContain(title);

    const context = await newContext(undefined, { locale: 'ar' });
    await context.addCookies(await member.cookies());
    const { page, asked, errors } = await visit(context, '/discussions');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
    expect(await page.evaluate(() => window.__layoutShift)).toBeLessThan(0.005);
    await context.close();
  });

  test('a page the member may not open comes as Access denied and hydrates with its own module', async () => {
    const context = await newContext('member');
    const scripts: string[] = [];
    context.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const { page, asked, errors } = await visit(context, '/admin');
    await expect(page.locator('main h1')).toHaveText('Access denied');
    expect({ asked, errors }).toEqual({ asked: [], errors: [] });
    // The page shown was fetched before hydration, and the administration page, which the path
    // names but the member is never shown, not at all.
    expect(scripts.some((path) => /\/ForbiddenPage-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/AdminPage-[\w-]+\.js$/.test(path))).toEqual([]);
    await context.close();
  });
});

test.describe("a member's page and other sessions", () => {
  test('another session gets its own page, and an ended one none', async () => {
    const { user } = await rest<{ user: { fullName: string } }>('/api/session');
    const admin = await newContext('admin');
    const adminName = (
      (await (await admin.request.get('/api/session')).json()) as { user: { fullName: string } }
    ).user.fullName;
    const asAdmin = await withoutScripts('/', await cookieOf(admin));
    await admin.close();
    expect(asAdmin.main).toContain(`Welcome back, ${adminName}`);
    expect(asAdmin.main).not.toContain(`Welcome back, ${user.fullName}`);
    // The header's user menu names whom the page was rendered for.
    expect(asAdmin.header).toContain(adminName);
    expect(asAdmin.header).not.toContain(user.fullName);

    // A session of the same member, signed out: its cookie gets the shell, which finds nobody.
    const ended = await newContext();
    const signIn = await ended.request.post('/api/session', {
      data: { email: demoEmail('member'), password: DEMO_PASSWORD },
    });
    expect(signIn.status()).toBe(200);
    const endedCookie = await cookieOf(ended);
    expect((await ended.request.delete('/api/session')).status()).toBe(204);
    await ended.close();
    const response = await fetch(`${baseUrl()}/discussions`, { headers: { cookie: endedCookie } });
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain(user.fullName);
    expect(html).not.toContain('id="server-state"');
  });
});
