// The browser tests' `test` and `expect`: @playwright/test's, with each worker slot's own stack (a
// gateway and a worker on a copy of the template database: stack.ts) and the checks every test
// gets (no Content-Security-Policy violation on any page it opened).

import { existsSync, readFileSync, statSync } from 'node:fs';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import pg from 'pg';
import { type Role, signInThroughApi, storageStatePath, TotpSteps } from './accounts.ts';
import { linkIn, mailsIn } from './mailbox.ts';
import { type Stack, slotStack, templateFromEnv } from './stack.ts';

export { expect };

export interface WorkerStack extends Stack {
  /** The roles' storage states (the set-up project's) and this worker's TOTP steps. */
  stateDir: string;
  totp: TotpSteps;
  browser: Browser;
}

/** The worker's stack, for helpers called outside a fixture (one stack per worker process). */
let current: WorkerStack | undefined;

export function workerStack(): WorkerStack {
  if (!current) throw new Error('the worker has no stack: import test from support/fixtures.ts');
  return current;
}

export function baseUrl(): string {
  return workerStack().baseUrl;
}

function logSize(file: string): number {
  return existsSync(file) ? statSync(file).size : 0;
}

/** pino's level of a warning: the worker also logs each job at info, which would bury them. */
const WARN_LEVEL = 40;

/** The log's warnings and errors (and any line not pino's) from byte `start` on, the last 50. */
function logSince(file: string, start: number): string {
  if (!existsSync(file)) return '';
  const text = readFileSync(file).subarray(start).toString('utf8');
  const worth = text.split('\n').filter((line) => {
    if (!line.trim()) return false;
    const level = /^\{"level":(\d+)/.exec(line)?.[1];
    return level === undefined || Number(level) >= WARN_LEVEL;
  });
  return worth.slice(-50).join('\n');
}

/** Every violation any watched page reported, in the worker; the check after each test takes them. */
const cspViolations: string[] = [];

/**
 * Every browser test checks the CSP (issue 11, L4) on every page it opens: Chromium logs each
 * violation on the console, and the test that saw one fails. A page that needs something the
 * policy refuses is broken in every browser, whichever test happened to show it.
 */
export function watchCsp(context: BrowserContext): BrowserContext {
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      cspViolations.push(`${message.page()?.url() ?? '?'}: ${message.text()}`);
    }
  });
  return context;
}

interface WorkerFixtures {
  stack: WorkerStack;
}

interface TestFixtures {
  /** Who the project's pages are signed in as (playwright.config.ts); none: a visitor. */
  role: Role | undefined;
  /** After each test: no CSP violation, and the roles' sessions as the test found them. */
  afterEachTest: undefined;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  stack: [
    async ({ browser }, use, workerInfo) => {
      const template = templateFromEnv();
      // The slot's stack, booted by its first worker and kept for the next (kept-stack.ts).
      const slot = workerInfo.parallelIndex;
      const stack = await slotStack(template, slot);
      const totp = TotpSteps.forSlot(template.stateDir, slot);
      current = { ...stack, browser, stateDir: template.stateDir, totp };
      await use(current);
      current = undefined;
      await stack.stop();
    },
    // A gateway boots beside the other workers' tests: on a loaded 2-core machine, slowly.
    { scope: 'worker', timeout: 180_000 },
  ],
  role: [undefined, { option: true }],
  baseURL: async ({ stack }, use) => use(stack.baseUrl),
  storageState: async ({ role, stack }, use) =>
    use(role ? storageStatePath(stack.stateDir, role) : undefined),
  context: async ({ context }, use) => use(watchCsp(context)),
  afterEachTest: [
    async ({ stack }, use, testInfo) => {
      cspViolations.length = 0;
      const logStart = logSize(stack.logFile);
      await use(undefined);
      // What the slot's gateway and worker logged during a failed test goes with its report.
      if (testInfo.status !== testInfo.expectedStatus) {
        const logged = logSince(stack.logFile, logStart);
        if (logged) await testInfo.attach('stack log', { body: logged, contentType: 'text/plain' });
      }
      await stack.restoreSessions();
      expect(cspViolations.splice(0), 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * A context of its own on the worker's gateway, signed in as `role` (the set-up's session) or a
 * visitor's: for a test with a second visitor, or a page kept across a file's tests. The test
 * closes it.
 */
export async function newContext(
  role?: Role,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const { browser, baseUrl, stateDir } = workerStack();
  return watchCsp(
    await browser.newContext({
      baseURL: baseUrl,
      locale: 'en-US',
      storageState: role ? storageStatePath(stateDir, role) : undefined,
      ...options,
    }),
  );
}

/** A context with a session of its own, for a test that signs it out or ends it otherwise. */
export async function freshSession(role: Role): Promise<BrowserContext> {
  const context = await newContext();
  await signInThroughApi(context.request, role, workerStack().totp);
  return context;
}

/** The next TOTP code of `secret` for `email` on this worker's gateway (see TotpSteps). */
export function nextTotpCode(email: string, secret: string): Promise<string> {
  return workerStack().totp.next(email, secret);
}

/**
 * Stands for time passing since `email` last proved the password in each of its sessions: the
 * sign-in was longer ago than SESSION_REAUTH_MINUTES (10), so sensitive changes ask again.
 */
export async function signedInLongAgo(email: string): Promise<void> {
  const client = new pg.Client({ connectionString: workerStack().databaseUrl });
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

/** What the stack's worker has e-mailed so far, oldest first (mailbox.ts). */
export function mailsSent() {
  return mailsIn(workerStack().mailbox);
}

/**
 * The path of the link (`/reset-password/…`) in the newest e-mail to `to` that has one, once the
 * stack's worker has sent it to the slot's SMTP server (mailbox.ts).
 */
export async function mailedLink(to: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = linkIn(mailsSent(), to, path);
        return link;
      },
      { message: `an e-mail to ${to} with a ${path} link`, timeout: 20_000 },
    )
    .toBeDefined();
  return link ?? '';
}

/** The page's HTML as the worker's gateway sends it, before any script runs. */
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
  await expect(page.locator('main h1').first()).toBeVisible();
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
