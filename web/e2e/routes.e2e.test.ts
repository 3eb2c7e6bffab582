import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch, newContext, type Role } from './browser.ts';

type Access = 'public' | 'member' | 'staff' | 'admin';
type Visitor = 'anonymous' | Role;

// Every route of the spec's table plus the portal's own; `heading` is the page's h1 in English.
const ROUTES: { path: string; access: Access; heading: string }[] = [
  { path: '/about', access: 'public', heading: 'About' },
  { path: '/public-lawyers', access: 'public', heading: 'Public Consultation' },
  { path: '/submit-content', access: 'member', heading: 'Submit Content' },
  { path: '/admin', access: 'staff', heading: 'Administration' },
  { path: '/admin/security-log', access: 'admin', heading: 'Security log' },
  { path: '/admin/api-tokens', access: 'staff', heading: 'Members’ API tokens' },
  { path: '/profile/api-access', access: 'member', heading: 'API access' },
  { path: '/admin/webhooks', access: 'admin', heading: 'Webhooks' },
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
  if (access === 'admin') return visitor === 'admin';
  return access === 'member' || visitor !== 'member';
}

interface Landing {
  path: string;
  heading: string;
}

async function current(page: Page): Promise<Landing | undefined> {
  const heading = page.locator('main h1');
  if ((await heading.count()) === 0) return undefined;
  const url = new URL(page.url());
  return { path: url.pathname + url.search, heading: (await heading.first().innerText()).trim() };
}

/**
 * Opens `path` and waits until the page has settled where `expected` says (guards redirect on the
 * client, so the first heading may not be the last); then there is one main and one h1.
 */
async function land(page: Page, path: string, expected: Partial<Landing>): Promise<void> {
  await page.goto(path);
  await expect.poll(() => current(page)).toMatchObject(expected);
  expect(await page.locator('main').count()).toBe(1);
  expect(await page.locator('main h1').count()).toBe(1);
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
    if (allowed(visitor, access)) {
      await land(page, path, { path, heading });
    } else if (visitor === 'anonymous') {
      await land(page, path, {
        path: `/login?next=${encodeURIComponent(path)}`,
        heading: 'Sign in',
      });
    } else {
      await land(page, path, { path, heading: 'Access denied' });
    }
  });

  test('/ shows the landing page to visitors and the dashboard to members', async () => {
    if (visitor === 'anonymous') {
      await land(page, '/', { path: '/' });
      expect(
        await page.getByRole('link', { name: 'About the association' }).getAttribute('href'),
      ).toBe('/about');
    } else {
      await land(page, '/', { path: '/', heading: 'Dashboard' });
    }
  });

  test('/welcome shows the landing page to everyone', async () => {
    await land(page, '/welcome', { path: '/welcome' });
    expect(
      await page.getByRole('link', { name: 'About the association' }).getAttribute('href'),
    ).toBe('/about');
  });

  test('an unknown path shows Page Not Found', async () => {
    await land(page, '/no-such-page/here', {
      path: '/no-such-page/here',
      heading: 'Page Not Found',
    });
  });

  test('/login sends a signed-in user home and shows the form otherwise', async () => {
    if (visitor === 'anonymous') {
      await land(page, '/login', { path: '/login', heading: 'Sign in' });
    } else {
      await land(page, '/login', { path: '/', heading: 'Dashboard' });
    }
  });
});
