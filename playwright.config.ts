// The browser tests (web/e2e): Debian's Chromium against the built gateway, worker and web app.
// A set-up project signs each demo role in once; each role's project runs the files of its folder
// with that session (web/e2e/support/fixtures.ts); every worker has its own gateway and database.
// npm test runs them beside vitest (scripts/test.ts); one file: npx playwright test <file>.
import { defineConfig } from '@playwright/test';
import type { Role, RoleOption } from './web/e2e/support/accounts.ts';
import { CHROMIUM_FLAGS, testChromiumPath } from './web/e2e/support/chromium.ts';

const roleProject = (name: string, role?: Role) => ({
  name,
  testDir: `web/e2e/${name}`,
  dependencies: ['setup'],
  use: { role },
});

/** A 390 × 844 touch screen (a common phone), running web/e2e/phone files as `role`. */
const phoneProject = (name: string, testMatch: RegExp, role?: Role) => ({
  name,
  testDir: 'web/e2e/phone',
  testMatch,
  dependencies: ['setup'],
  use: { role, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
});

export default defineConfig<RoleOption>({
  testDir: 'web/e2e',
  globalSetup: './web/e2e/support/global-setup.ts',
  outputDir: 'test-results/e2e',
  // Two cores: three workers keep them busy, as each mostly waits on its gateway and Chromium.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  // A page that settles in a few hundred milliseconds alone can take seconds while the other
  // workers load the machine.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['line']] : [['list']],
  use: {
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: testChromiumPath(), args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    roleProject('public'),
    roleProject('member', 'member'),
    roleProject('moderator', 'moderator'),
    roleProject('admin', 'admin'),
    // The main pages on a phone, a visitor's and a member's: a failure keeps the phone's
    // screenshot in its language (web/e2e/phone).
    phoneProject('phone-public', /public-.*\.spec\.ts$/),
    phoneProject('phone-member', /member-.*\.spec\.ts$/, 'member'),
  ],
});
