import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import type { E2eStack } from './global-setup.ts';

export type Role = 'member' | 'moderator' | 'admin';

export const DEMO_PASSWORD = 'portal-demo-2026';
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

/** A fresh context; signed in as `role` through the REST sign-in when one is given. */
export async function newContext(browser: Browser, role?: Role): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-US' });
  if (role) {
    const response = await context.request.post('/api/session', {
      data: { email: demoEmail(role), password: DEMO_PASSWORD },
    });
    if (!response.ok()) {
      throw new Error(`sign-in as ${role} failed: ${response.status()} ${await response.text()}`);
    }
  }
  return context;
}

/** Opens a path and waits until the lazy-loaded page has rendered its heading. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
}
