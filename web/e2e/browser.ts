import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
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

/** The slot's Chromium, started once for the run; closing it here only disconnects. */
export async function launch(): Promise<Browser> {
  return chromium.connect(stack().chromiumEndpoint);
}

/**
 * The Content-Security-Policy violations Chromium reported on any page of a watched context since
 * the last check. Kept on globalThis: the files of a slot share loaded modules (isolate: false),
 * and setup.ts must read the same list as the test's own import of this module.
 */
const shared = globalThis as { __e2eCspViolations?: string[] };
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
 * A fresh context; signed in as `role` through the REST sign-in when one is given, with the
 * second step (a TOTP code of the demo secret) for the staff.
 */
export async function newContext(browser: Browser, role?: Role): Promise<BrowserContext> {
  const context = watchCsp(await browser.newContext({ baseURL: baseUrl(), locale: 'en-US' }));
  if (role) {
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
  }
  return context;
}

/**
 * The last time step the slot's gateway accepted per account: each step signs in once. Kept in
 * a file of the slot's stack, since the files of one slot may run in different processes (one
 * file at a time, so there is no concurrent writer).
 */
function usedStepsFile(): string {
  return join(tmpdir(), `portal-e2e-totp-steps-${new URL(baseUrl()).port}.json`);
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

/** Opens a path and waits until the lazy-loaded page has rendered its heading. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  // The server's HTML shows the heading before React has attached to it: wait for a live page.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
