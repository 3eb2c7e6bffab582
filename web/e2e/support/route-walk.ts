// The route walk: every route of the app, as one kind of visitor, in one visit each that proves
// three things at once (they were three walks, in routes, csp and accessibility test files):
// - where the visitor lands: the page itself, the sign-in page or "Access denied", with one main
//   and one h1 (the spec's route table and the portal's own pages, with their English headings);
//   the visitor's and the member's walks open every route by its address, each as the gateway
//   renders it for them; the moderator's and the admin's open only the routes that no lower role
//   may open by address, and reach the others as the app's links do (navigateInApp), which
//   every page must also survive (it then renders without the server's help);
// - that the page, its lazy chunks, images and GraphQL answers load under the Content-Security-
//   Policy without a violation (issue 11, L4): read from the app's own route table, so a new
//   page is walked too;
// - for the signed-in admin and the anonymous visitor, that axe finds no serious or critical
//   problem (each page × language is scanned once in the whole suite: the public pages'
//   content in four languages in public-pages-*.e2e.test.ts, Arabic in accessibility.e2e).
// One test file per visitor, so that the browser-test slots share the walk.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import type { Role } from './accounts.ts';
import { seriousViolations } from './axe.ts';
import { baseUrl, expect, newContext, test } from './fixtures.ts';
import { navigateInApp } from './in-app.ts';
import { settle, trackRequests } from './network.ts';

export type Visitor = 'anonymous' | Role;
type Access = 'public' | 'guest' | 'member' | 'staff' | 'admin';

const ROUTE_TABLE = new URL('../../src/app/routes.tsx', import.meta.url);

/** The path constants the route table uses (web/src/app/access.ts). */
const PATH_CONSTANTS: Record<string, string> = {
  SECURITY_PATH: '/profile/security',
  API_ACCESS_PATH: '/profile/api-access',
  MAIL_PREFERENCES_PATH: '/profile/notifications',
};

/** The app's routes and who may open each, read from its route table (web/src/app/routes.tsx). */
export function routeTable(): { path: string; access: Access }[] {
  const source = readFileSync(ROUTE_TABLE, 'utf8');
  return [...source.matchAll(/path: ('([^']+)'|([A-Z_]+)),\s*access: '(\w+)'/g)].map((match) => {
    const path = match[2] ?? PATH_CONSTANTS[match[3] ?? ''];
    if (!path) throw new Error(`route-walk.ts: add ${match[3]} to PATH_CONSTANTS`);
    return { path, access: match[4] as Access };
  });
}

/** The English h1 of the routes of the spec's table and the portal's own. */
const HEADINGS: Record<string, string> = {
  '/about': 'About',
  '/public-lawyers': 'Public Consultation',
  '/submit-content': 'Submit Content',
  '/admin': 'Administration',
  '/admin/security-log': 'Security log',
  '/admin/audit': 'Audit trail',
  '/admin/insight': 'Activity',
  '/admin/invitations': 'Pending invitations',
  '/admin/api-tokens': 'Members’ API tokens',
  '/profile/api-access': 'API access',
  '/admin/webhooks': 'Webhooks',
  '/discussions': 'Discussions',
  '/members': 'Members Directory',
  '/connections': 'My connections',
  '/profile/details': 'My profile',
  '/profile/notifications': 'Notifications and e-mail',
  '/messages': 'Messages',
  '/documents': 'Document Library',
  '/news': 'Legal News & Announcements',
  '/social-connect': 'Social Networks',
  '/founders-tribute': 'Founders Tribute',
  '/leadership': 'Leadership Team',
  '/elections-history': 'Elections History',
  '/privacy': 'Privacy',
  '/terms': 'Terms',
  '/accessibility': 'Accessibility',
  '/forgot-password': 'Forgot your password?',
  '/reset-password/:token': 'Choose a new password',
  '/confirm-email/:token': 'Confirm your new e-mail address',
};

/**
 * Scanned by axe, signed in as admin: the signed-in shell around every members' page. The
 * directory's content is scanned in four languages by lawyers.e2e.test.ts, the public pages'
 * shell by public-pages-*.e2e.test.ts. Not here, as each page × language is scanned once: the
 * pages that read the same to every member or every staff member, which their own files scan
 * whole, in English, with more on them (/submit-content, /discussions, /documents, /members: a
 * member's; /news: a moderator's; /social-connect, which reads the same to everyone: a
 * visitor's). /admin stays: the admin's panel has links the moderator's (admin.e2e) has not.
 */
const ADMIN_AXE = new Set([
  '/',
  '/admin',
  '/admin/applications',
  '/admin/security-log',
  '/admin/audit',
  '/admin/insight',
  '/admin/api-tokens',
  '/admin/webhooks',
  '/profile/lawyer',
  '/profile/details',
  '/profile/security',
  '/profile/api-access',
  '/messages',
  '/no-such-page/here',
]);
/**
 * Scanned by axe, anonymous: the sign-in and recovery pages (the public pages:
 * public-pages-*.e2e.test.ts; the directory, its dialog and the tracking page:
 * lawyers.e2e.test.ts).
 */
const ANONYMOUS_AXE = new Set(['/login', '/forgot-password']);

/**
 * A catalog key shown instead of its text: each page fetches only its catalog sections (issue
 * 12), and a key whose section it lacks shows as the key.
 */
const RAW_KEY = new RegExp(
  `\\b(${Object.keys(en).join('|')})\\.[a-z][A-Za-z0-9]*(\\.[A-Za-z0-9]+)*\\b`,
);

const UNKNOWN = '/no-such-page/here';
const TOKEN_SAMPLE = 'not-a-real-token-but-shaped-like-one';

/**
 * Whether `visitor`'s walk opens a route of `access` by its address. The first HTML of every
 * route is rendered for two kinds of visitor: anyone not signed in, and a signed-in member (the
 * gateway renders a member's page as that member); their walks load each route. A staff member's
 * first HTML differs from a member's only on the pages a member may not open: the staff routes
 * for the moderator, the admin's own for the admin. Other pages they reach in the app.
 */
function opensByAddress(visitor: Visitor, access: Access): boolean {
  if (visitor === 'anonymous' || visitor === 'member') return true;
  return visitor === 'moderator' ? access === 'staff' : access === 'admin';
}

export function allowed(visitor: Visitor, access: Access): boolean {
  if (access === 'public') return true;
  if (access === 'guest') return visitor === 'anonymous';
  if (visitor === 'anonymous') return false;
  if (access === 'admin') return visitor === 'admin';
  return access === 'member' || visitor !== 'member';
}

interface Landing {
  path: string;
  heading: string;
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * The walk of `visitor`: one test per route (each with its own time budget, naming the route
 * that fails), then the visitor-specific landings of /, /welcome, /login and an unknown path.
 */
export function walkRoutes(visitor: Visitor): void {
  const signedIn = visitor !== 'anonymous';
  let context: BrowserContext;
  let page: Page;
  /** The first detail link of a list page, noted when the walk shows the list. */
  const firstLinks = new Map<string, string>();
  /**
   * The page's uncaught errors since the route's visit began. React reports there a first HTML
   * that hydration could not keep (its error #418): the page was drawn again, and what was typed
   * in it before the script attached was lost.
   */
  const pageErrors: string[] = [];

  test.beforeAll(async () => {
    context = trackRequests(await newContext(signedIn ? visitor : undefined));
    // Recorded inside the page too (devtools inject this script, not the page, so the CSP allows
    // it); the console's reports are checked for every browser test (browser.ts, setup.ts).
    await context.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__cspViolations?.push(
          `${event.violatedDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });
  test.afterAll(async () => {
    await context.close();
  });

  /**
   * Goes to `path`: by its address when this walk loads pages of `access` so, or while the page
   * is not yet in the app; else through the app's router, from a page that has settled (the
   * moderator's walk does not wait for that otherwise: a move made while the page it left was
   * still loading once left that page's heading on screen for good).
   */
  async function go(path: string, access: Access): Promise<void> {
    if (opensByAddress(visitor, access) || !page.url().startsWith(baseUrl())) {
      await page.goto(path);
    } else {
      await settle(page);
      await navigateInApp(page, path);
    }
  }

  /** Notes the first link under `prefix` of the list page on screen. */
  async function noteFirstLink(prefix: string): Promise<void> {
    // A detail page's own link, not a lawyer's "Request a consultation" (…/consultation).
    const link = page.locator(`main a[href^="${prefix}"]:not([href$="/consultation"])`).first();
    await expect(link).toBeVisible();
    firstLinks.set(prefix, (await link.getAttribute('href')) ?? '');
  }

  /** A detail page's path: a real id, from the list page the walk showed (or opens now). */
  async function detailPath(listPath: string, access: Access, prefix: string): Promise<string> {
    if (!firstLinks.has(prefix)) {
      await go(listPath, access);
      await noteFirstLink(prefix);
    }
    return firstLinks.get(prefix) ?? listPath;
  }

  async function samplePath(route: string): Promise<string> {
    if (route === '/discussions/:id') {
      return signedIn ? detailPath('/discussions', 'member', '/discussions/') : '/discussions';
    }
    if (route === '/news/:id') return signedIn ? detailPath('/news', 'member', '/news/') : '/news';
    if (route === '/events/:id')
      return signedIn ? detailPath('/events', 'member', '/events/') : '/events';
    // A real member's profile, from the directory's first name link.
    if (route === '/members/:id') {
      return signedIn
        ? detailPath('/members', 'member', '/members/')
        : '/members/00000000-0000-4000-8000-000000000000';
    }
    // A real member's history (staff), from the same first name link.
    if (route === '/members/:id/history') {
      return signedIn
        ? `${await detailPath('/members', 'member', '/members/')}/history`
        : '/members/00000000-0000-4000-8000-000000000000/history';
    }
    // A real lawyer's page, with its JSON-LD script in the head.
    if (route === '/lawyers/:slug') return detailPath('/public-lawyers', 'public', '/lawyers/');
    if (route === '/lawyers/:slug/consultation') {
      return `${await detailPath('/public-lawyers', 'public', '/lawyers/')}/consultation`;
    }
    return route.replace(':token', TOKEN_SAMPLE);
  }

  /**
   * Opens `path` and waits until the page has settled where `expected` says (guards redirect on
   * the client, so the first heading may not be the last); then there is one main and one h1.
   */
  async function land(path: string, access: Access, expected: Partial<Landing>): Promise<void> {
    await go(path, access);
    const { path: landing, heading } = expected;
    if (landing) await expect(page).toHaveURL((url) => url.pathname + url.search === landing);
    if (heading) await expect(page.locator('main h1')).toHaveText(heading);
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.locator('main h1')).toHaveCount(1);
  }

  /** Where `visitor` lands on `path` of `access`, when the page's heading is known. */
  function expectedLanding(path: string, access: Access, heading: string): Landing {
    if (allowed(visitor, access)) return { path, heading };
    if (visitor === 'anonymous') {
      return { path: `/login?next=${encodeURIComponent(path)}`, heading: 'Sign in' };
    }
    return { path, heading: 'Access denied' };
  }

  /**
   * Every lazy chunk, image and GraphQL answer of the page loaded under the policy: nothing
   * refused. Then axe, where this visitor's scan of the page is due.
   */
  async function settled(path: string, axe: boolean): Promise<void> {
    // The moderator's pages are the member's and the admin's: its walk checks the landings (and
    // the console's reports), without waiting for each page to go idle.
    if (visitor === 'moderator') return;
    await settle(page);
    expect(pageErrors.splice(0).map((text) => `${path}: ${text}`)).toEqual([]);
    const seen = await page.evaluate(() => window.__cspViolations ?? []);
    expect(seen.map((text) => `${path}: ${text}`)).toEqual([]);
    expect(`${path}: ${(await page.locator('body').innerText()).match(RAW_KEY)?.[0] ?? ''}`).toBe(
      `${path}: `,
    );
    if (axe) expect(await seriousViolations(page, path)).toEqual([]);
  }

  const axeFor = (path: string) =>
    (visitor === 'admin' && ADMIN_AXE.has(path)) ||
    (visitor === 'anonymous' && ANONYMOUS_AXE.has(path));

  const routes = routeTable();

  test('the walk covers the whole route table', () => {
    expect(routes.length).toBeGreaterThan(30);
    const paths = routes.map(({ path }) => path);
    for (const path of [...Object.keys(HEADINGS), ...ADMIN_AXE, ...ANONYMOUS_AXE]) {
      if (path !== '/' && path !== UNKNOWN) expect(paths).toContain(path);
    }
  });

  test.describe(`as ${visitor}`, () => {
    for (const { path: route, access } of routes)
      test(route, async () => {
        pageErrors.length = 0;
        const path = await samplePath(route);
        const heading = HEADINGS[route];
        if (heading) {
          await land(path, access, expectedLanding(path, access, heading));
        } else {
          await go(path, access);
          await expect(page.locator('main h1').first()).toBeVisible();
        }
        await settled(path, axeFor(path));
        if (
          signedIn &&
          (route === '/discussions' ||
            route === '/news' ||
            route === '/events' ||
            route === '/members')
        ) {
          await noteFirstLink(`${route}/`);
        }
        if (route === '/public-lawyers') await noteFirstLink('/lawyers/');
      });

    test('/ shows the landing page to visitors and the dashboard to members', async () => {
      if (visitor === 'anonymous') {
        await land('/', 'public', { path: '/' });
        await expect(page.getByRole('link', { name: 'About the association' })).toHaveAttribute(
          'href',
          '/about',
        );
      } else {
        await land('/', 'member', { path: '/', heading: 'Dashboard' });
      }
      await settled('/', axeFor('/'));
    });

    test('/welcome shows the landing page to everyone', async () => {
      await land('/welcome', 'public', { path: '/welcome' });
      await expect(page.getByRole('link', { name: 'About the association' })).toHaveAttribute(
        'href',
        '/about',
      );
    });

    test('an unknown path shows Page Not Found', async () => {
      await land(UNKNOWN, 'public', { path: UNKNOWN, heading: 'Page Not Found' });
      await settled(UNKNOWN, axeFor(UNKNOWN));
    });

    test('/login sends a signed-in user home and shows the form otherwise', async () => {
      if (visitor === 'anonymous') {
        await land('/login', 'guest', { path: '/login', heading: 'Sign in' });
      } else {
        await land('/login', 'guest', { path: '/', heading: 'Dashboard' });
      }
    });
  });
}
