import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch, newContext, type Role } from './browser.ts';

type Access = 'public' | 'member' | 'staff';
type Visitor = 'anonymous' | Role;

// Every route of the spec's table plus the portal's own; `heading` is the page's h1 in English.
const ROUTES: { path: string; access: Access; heading: string }[] = [
  { path: '/about', access: 'public', heading: 'About' },
  { path: '/public-lawyers', access: 'public', heading: 'Public Consultation' },
  { path: '/submit-content', access: 'member', heading: 'Submit Content' },
  { path: '/admin', access: 'staff', heading: 'Administration' },
  { path: '/discussions', access: 'member', heading: 'Discussions' },
  { path: '/members', access: 'member', heading: 'Members Directory' },
  { path: '/messages', access: 'member', heading: 'Messages' },
  { path: '/documents', access: 'member', heading: 'Document Library' },
  { path: '/news', access: 'member', heading: 'Legal News & Announcements' },
  { path: '/social-connect', access: 'public', heading: 'Social Networks' },
  { path: '/founders-tribute', access: 'public', heading: 'Founders Tribute' },
  { path: '/leadership', access: 'public', heading: 'Leadership Team' },
  { path: '/elections-history', access: 'public', heading: 'Elections History' },
  { path: '/privacy', access: 'public', heading: 'Privacy' },
  { path: '/terms', access: 'public', heading: 'Terms' },
  { path: '/accessibility', access: 'public', heading: 'Accessibility' },
];

const VISITORS: Visitor[] = ['anonymous', 'member', 'moderator', 'admin'];

function allowed(visitor: Visitor, access: Access): boolean {
  if (access === 'public') return true;
  if (visitor === 'anonymous') return false;
  return access === 'member' || visitor !== 'member';
}

async function landing(page: Page, path: string): Promise<{ path: string; heading: string }> {
  await page.goto(path);
  const heading = page.locator('main h1');
  await heading.first().waitFor();
  // Guards redirect on the client: wait until the URL and heading have settled.
  await page.waitForLoadState('networkidle');
  expect(await page.locator('main').count()).toBe(1);
  expect(await heading.count()).toBe(1);
  const url = new URL(page.url());
  return { path: url.pathname + url.search, heading: (await heading.innerText()).trim() };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe.each(VISITORS)('as %s', (visitor) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser, visitor === 'anonymous' ? undefined : visitor);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context.close();
  });

  test.each(ROUTES)('$path', async ({ path, access, heading }) => {
    const result = await landing(page, path);
    if (allowed(visitor, access)) {
      expect(result).toEqual({ path, heading });
    } else if (visitor === 'anonymous') {
      expect(result).toEqual({
        path: `/login?next=${encodeURIComponent(path)}`,
        heading: 'Sign in',
      });
    } else {
      expect(result.path).toBe(path);
      expect(result.heading).toBe('Access denied');
    }
  });

  test('/ shows the landing page to visitors and the dashboard to members', async () => {
    const result = await landing(page, '/');
    expect(result.path).toBe('/');
    if (visitor === 'anonymous') {
      expect(await page.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe(
        '/about',
      );
    } else {
      expect(result.heading).toBe('Dashboard');
    }
  });

  test('/welcome shows the landing page to everyone', async () => {
    const result = await landing(page, '/welcome');
    expect(result.path).toBe('/welcome');
    expect(await page.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe(
      '/about',
    );
  });

  test('an unknown path shows Page Not Found', async () => {
    const result = await landing(page, '/no-such-page/here');
    expect(result).toEqual({ path: '/no-such-page/here', heading: 'Page Not Found' });
  });

  test('/login sends a signed-in user home and shows the form otherwise', async () => {
    const result = await landing(page, '/login');
    if (visitor === 'anonymous') {
      expect(result).toEqual({ path: '/login', heading: 'Sign in' });
    } else {
      expect(result).toEqual({ path: '/', heading: 'Dashboard' });
    }
  });
});
