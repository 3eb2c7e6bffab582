import { Secret, TOTP } from 'otpauth';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import type { E2eStack } from './global-setup.ts';

export type Role = 'member' | 'moderator' | 'admin';

export const DEMO_PASSWORD = 'portal-demo-2026';
/** The demo staff's TOTP secret (gateway/src/db/seed/demo-accounts.ts; documented in README). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const TOTP_PERIOD_MS = 30_000;
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
 * A fresh context; signed in as `role` through the REST sign-in when one is given, with the
 * second step (a TOTP code of the demo secret) for the staff.
 */
export async function newContext(browser: Browser, role?: Role): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-US' });
  if (role) {
    let response = await context.request.post('/api/session', {
      data: { email: demoEmail(role), password: DEMO_PASSWORD },
    });
    if (response.status() === 202) {
      response = await context.request.post('/api/session/mfa', {
        data: { code: await nextTotpCode(demoEmail(role), DEMO_TOTP_SECRET) },
      });
    }
    if (!response.ok()) {
      throw new Error(`sign-in as ${role} failed: ${response.status()} ${await response.text()}`);
    }
  }
  return context;
}

// The last time step this worker's stack accepted per account: each step signs in once.
const usedSteps = new Map<string, number>();

/**
 * A code the gateway will accept: it refuses a step already used and accepts the steps either
 * side of the current one, so three sign-ins of one account in 30 s need no wait.
 */
export async function nextTotpCode(email: string, secret: string): Promise<string> {
  const key = `${baseUrl()} ${email}`;
  const current = Math.floor(Date.now() / TOTP_PERIOD_MS);
  const step = Math.max(current - 1, (usedSteps.get(key) ?? 0) + 1);
  if (step > current + 1) {
    await new Promise((resolve) =>
      setTimeout(resolve, (current + 1) * TOTP_PERIOD_MS - Date.now() + 50),
    );
  }
  usedSteps.set(key, step);
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * TOTP_PERIOD_MS });
}

/** Opens a path and waits until the lazy-loaded page has rendered its heading. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
}
