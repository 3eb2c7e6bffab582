import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export type Role = 'member' | 'moderator' | 'admin';

export const DEMO_PASSWORD = 'portal-demo-2026';
export const demoEmail = (role: Role): string => `${role}@example.org`;

// Debian's Chromium; the flags keep it off the (closed) network and quiet.
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function baseUrl(): string {
  return inject('baseUrl');
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
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
