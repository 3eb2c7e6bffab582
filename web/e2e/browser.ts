import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import {
  type Browser,
  type BrowserContext,
  type Cookie,
  chromium,
  type Page,
  type Request,
} from 'playwright-core';
import { expect, inject } from 'vitest';
import { totpCodeAfter } from '../../gateway/src/test/totp-code.ts';
import type { E2eStack } from './global-setup.ts';

export type Role = 'member' | 'moderator' | 'admin';

export const DEMO_PASSWORD = 'portal-demo-2026';
/** The demo staff's TOTP secret (gateway/src/seed/demo-accounts.ts; documented in README). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const demoEmail = (role: Role): string => `${role}@example.org`;

/** This worker slot's stack (global-setup.ts): files running side by side never share one. */
function stack(): E2eStack {
  const stacks = inject('e2eStacks');
  const slot = Number(process.env.VITEST_POOL_ID ?? 1);
  return stacks[(slot - 1) % stacks.length];
}

export function baseUrl(): string {
  return stack().baseUrl;
}

/**
 * Stands for time passing since `email` last proved the password in each of its sessions: the
 * sign-in was longer ago than SESSION_REAUTH_MINUTES (10), so sensitive changes ask again.
 */
export async function signedInLongAgo(email: string): Promise<void> {
  const client = new pg.Client({ connectionString: stack().databaseUrl });
  await client.connect();
  try {
    await client.query(
      `update sessions set authenticated_at = now() - interval '11 minutes'
        where user_id = (select id from users where email = $1)`,
      [email],
    );
  } finally {
    await client.end();
  }
}

/** The browsers this process connected to, for the account of a failed test (setup.ts). */
const shared = globalThis as { __e2eCspViolations?: string[]; __e2eBrowsers?: Set<Browser> };
shared.__e2eBrowsers ??= new Set();
const connected: Set<Browser> = shared.__e2eBrowsers;

/** The slot's Chromium, started once for the run; closing it here only disconnects. */
export async function launch(): Promise<Browser> {
  const browser = await chromium.connect(stack().chromiumEndpoint);
  connected.add(browser);
  browser.on('disconnected', () => connected.delete(browser));
  return browser;
}

/**
 * What each page still open shows that a test cannot get past: the elements made inert, the
 * open dialogs and list boxes, and where focus is. A locator waiting on an inert field only
 * says that it is inert, not what covers it.
 */
export async function openPagesAccount(): Promise<string> {
  const pages = [...connected].flatMap((browser) =>
    browser.contexts().flatMap((context) => context.pages()),
  );
  const accounts = await Promise.all(
    pages.map(async (page) => {
      const state = page
        .evaluate(() => {
          const brief = (element: Element) => element.outerHTML.slice(0, 160);
          return {
            inert: [...document.querySelectorAll('[inert]')].map(brief),
            open: [
              ...document.querySelectorAll('[role=dialog], [role=listbox], [aria-expanded=true]'),
            ].map(brief),
            focus: document.activeElement ? brief(document.activeElement) : 'none',
          };
        })
        .catch((error: Error) => ({ error: error.message }));
      // A page that no longer answers (a modal alert, a hung script) is named, not waited for.
      const answered = await Promise.race([
        state,
        new Promise<{ error: string }>((resolve) =>
          setTimeout(() => resolve({ error: 'no answer within 5 s' }), 5_000).unref(),
        ),
      ]);
      return `${page.url()}: ${JSON.stringify(answered, null, 1)}`;
    }),
  );
  return accounts.join('\n');
}

/**
 * The Content-Security-Policy violations Chromium reported on any page of a watched context since
 * the last check. Kept on globalThis: the files of a slot share loaded modules (isolate: false),
 * and setup.ts must read the same list as the test's own import of this module.
 */
shared.__e2eCspViolations ??= [];
const cspViolations: string[] = shared.__e2eCspViolations;

/**
 * Every browser test checks the CSP (issue 11, L4) on every page it opens: Chromium logs each
 * violation on the console, and setup.ts fails the test that saw one. A page that needs something
 * the policy refuses is broken in every browser, whichever test happened to show it.
 */
export function watchCsp(context: BrowserContext): BrowserContext {
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      cspViolations.push(`${message.page()?.url() ?? '?'}: ${message.text()}`);
    }
  });
  return context;
}

/** The violations seen since the last call (setup.ts calls it after each test). */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

/**
 * A fresh context; signed in as `role` when one is given. The slot's session of that role is
 * reused while the gateway still accepts it (see signedInCookies): the sign-in itself is tested
 * by auth.e2e and mfa.e2e, and every other file only needs to be someone.
 */
export async function newContext(browser: Browser, role?: Role): Promise<BrowserContext> {
  const context = watchCsp(await browser.newContext({ baseURL: baseUrl(), locale: 'en-US' }));
  if (role) await context.addCookies(await signedInCookies(context, role));
  return context;
}

/**
 * A returning visitor's language: stored by the app, and in the cookie it writes for the gateway,
 * which then sends every page in it from the first paint.
 */
export async function inLanguage(target: Page | BrowserContext, language: string): Promise<void> {
  const context = 'goto' in target ? target.context() : target;
  await context.addCookies([{ name: 'portal_language', value: language, url: baseUrl() }]);
  await target.addInitScript(
    (value) => localStorage.setItem('bar-portal.language', value),
    language,
  );
}

/** Per slot (like the TOTP steps below): the files of a slot may run in different processes. */
function sessionsFile(): string {
  return join(stack().stateDir, 'sessions.json');
}

/**
 * The cookies of a live session of `role` on this slot's gateway: the last one signed in, while
 * the gateway still answers it as that account (a test may have signed it out), else a new one.
 * A staff sign-in needs a TOTP step of its own, and a third within 30 s waits for the next step:
 * signing in once per role and slot instead took that wait (up to 30 s) out of many files.
 */
async function signedInCookies(context: BrowserContext, role: Role): Promise<Cookie[]> {
  let saved: Partial<Record<Role, Cookie[]>> = {};
  try {
    saved = JSON.parse(readFileSync(sessionsFile(), 'utf8')) as typeof saved;
  } catch {
    // No session signed in yet on this slot.
  }
  const cookies = saved[role];
  if (cookies) {
    const response = await context.request.get('/api/session', {
      headers: { cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; ') },
    });
    const body = response.ok() ? ((await response.json()) as { user?: { email?: string } }) : {};
    if (body.user?.email === demoEmail(role)) return cookies;
  }
  const fresh = await signIn(role);
  writeFileSync(sessionsFile(), JSON.stringify({ ...saved, [role]: fresh }));
  return fresh;
}

/**
 * Signs `role` in through the REST sign-in, with the second step (a TOTP code of the demo secret)
 * for the staff, in a context of its own; answers its cookies.
 */
async function signIn(role: Role): Promise<Cookie[]> {
  const browser = await launch();
  const context = await browser.newContext({ baseURL: baseUrl() });
  try {
    let response = await context.request.post('/api/session', {
      data: { email: demoEmail(role), password: DEMO_PASSWORD },
    });
    if (response.status() === 202) {
      const secondStep = async () =>
        context.request.post('/api/session/mfa', {
          data: { code: await nextTotpCode(demoEmail(role), DEMO_TOTP_SECRET) },
        });
      response = await secondStep();
      // A step used by a sign-in this file did not see is refused; the next step then works.
      if (response.status() === 401) response = await secondStep();
    }
    if (!response.ok()) {
      throw new Error(`sign-in as ${role} failed: ${response.status()} ${await response.text()}`);
    }
    return await context.cookies();
  } finally {
    await context.close();
    await browser.close();
  }
}

/**
 * The last time step the slot's gateway accepted per account: each step signs in once. Kept in
 * a file of the slot's stack, since the files of one slot may run in different processes (one
 * file at a time, so there is no concurrent writer).
 */
function usedStepsFile(): string {
  return join(stack().stateDir, 'totp-steps.json');
}

function readUsedSteps(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(usedStepsFile(), 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/** The next code of `secret` for `email` on this slot's gateway (see totpCodeAfter). */
export async function nextTotpCode(email: string, secret: string): Promise<string> {
  const used = readUsedSteps();
  const { code, step } = await totpCodeAfter(secret, used[email]);
  writeFileSync(usedStepsFile(), JSON.stringify({ ...used, [email]: step }));
  return code;
}

/** The page's HTML as the slot's gateway sends it, before any script runs. */
export async function firstHtml(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; type: string | null; html: string }> {
  const response = await fetch(`${baseUrl()}${path}`, { headers });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    html: await response.text(),
  };
}

/**
 * Opens a path and waits until the page's heading is on screen, and no longer: a person reads
 * and taps from the first paint, and so do the tests (the page must work from then on).
 */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
}

/**
 * React has attached to the server's markup (hydrateRoot marks the container): only for a test
 * that observes what the attached app does or asks, never to wait before acting.
 */
export async function reactAttached(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = document.getElementById('root');
        return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
      }),
    )
    .toBe(true);
}

/**
 * Moves the app to `path` as its links do, through the router's history, without loading the
 * document again (a member's usual way from page to page); then waits until the router shows
 * `path` (or where the page's guard sends it) with a heading of the new page. The heading on
 * screen before is marked, so that it is not taken for the new page's. The router hears the move
 * once it listens: the history event is sent again until the new heading shows.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    document.querySelector('main h1')?.setAttribute('data-e2e-left', '');
    history.pushState(null, '', to);
  }, path);
  const arrived = page.locator('main h1:not([data-e2e-left])');
  await expect
    .poll(async () => {
      await page.evaluate(() => dispatchEvent(new PopStateEvent('popstate')));
      return arrived.count();
    })
    .toBeGreaterThan(0);
}

/** The requests of each page of a tracked context still waiting for their answer. */
const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * Tracks the requests of the context's pages, for settle(). Only where settle() is used: every
 * request of a tracked page is reported to the test process.
 */
export function trackRequests(context: BrowserContext): BrowserContext {
  const track = (page: Page) => {
    if (inFlight.has(page)) return;
    const pending = new Set<Request>();
    inFlight.set(page, pending);
    page.on('request', (request) => pending.add(request));
    page.on('requestfinished', (request) => pending.delete(request));
    page.on('requestfailed', (request) => pending.delete(request));
  };
  // A page already open is tracked from now: call this before it navigates.
  for (const page of context.pages()) track(page);
  context.on('page', track);
  return context;
}

/** How long a page must go without a request for its network to count as settled. */
const QUIET_MS = 150;

/**
 * Waits until the page (of a context given to trackRequests) has loaded and then made no request for
 * QUIET_MS, with a frame drawn in between: every lazy chunk, image and GraphQL answer a render
 * asks for has then arrived. Playwright's 'networkidle' proves the same after a fixed 500 ms of
 * quiet, which the walks paid on every page.
 */
export async function settle(page: Page): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('settle: open the page in a context given to trackRequests first');
  await page.waitForLoadState('load');
  const deadline = Date.now() + 30_000;
  let quietSince = pending.size === 0 ? Date.now() : undefined;
  while (quietSince === undefined || Date.now() - quietSince < QUIET_MS) {
    if (Date.now() > deadline) {
      throw new Error(`requests still pending: ${[...pending].map((r) => r.url()).join(', ')}`);
    }
    // A round trip through the page's next frame: what its last answers made it render is drawn,
    // and what that render asked for has been reported.
    await page
      .evaluate(
        () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
      )
      // A navigation in between: the new document's requests are tracked as well.
      .catch(() => {});
    if (pending.size > 0) quietSince = undefined;
    else quietSince ??= Date.now();
    if (quietSince !== undefined) await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

/**
 * A page of `context` that adds up every layout shift from the first paint on, as Lighthouse's
 * CLS counts them, in `window.__layoutShift`.
 */
export async function watchShifts(context: BrowserContext): Promise<Page> {
  await context.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return context.newPage();
}
