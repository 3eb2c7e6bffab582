import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import en from '../src/i18n/locales/en.json';
import { seriousViolations } from './axe.ts';
import {
  DEMO_PASSWORD,
  launch,
  newContext,
  nextTotpCode,
  open,
  signedInLongAgo,
} from './browser.ts';

// F7: seeded members that no other browser test signs in as.
const MEMBER = 'ubah.abdi@example.org';
const MEMBER_WITH_MFA = 'liban.omar@example.org';
const { reauth, mfa, sessions } = en.pages.security;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

async function signIn(page: Page, email: string) {
  await open(page, '/login');
  await page.getByLabel(en.pages.login.email).fill(email);
  await page.getByLabel(en.pages.login.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: en.pages.login.submit }).click();
}

/** The name of the focused element's label, as a screen reader would announce the field. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    return element?.labels?.[0]?.textContent ?? '';
  });

test('signing out everywhere else long after signing in asks for the password in a dialog, then does it', async () => {
  const otherDevice = await newContext(browser);
  await otherDevice.request.post('/api/session', {
    data: { email: MEMBER, password: DEMO_PASSWORD },
  });
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, MEMBER);
  await page.waitForURL((url) => url.pathname === '/');
  await signedInLongAgo(MEMBER);

  await open(page, '/profile/security');
  await page.getByRole('button', { name: sessions.signOutEverywhereElse }).click();
  const dialog = page.getByRole('dialog', { name: reauth.title });
  await dialog.waitFor();
  await dialog.getByText(reauth.lead).waitFor();
  // Focus is in the dialog, on the password; two-step sign-in is off, so no code is asked.
  await expect.poll(() => focusedLabel(page)).toMatch(new RegExp(`^${reauth.password}`));
  expect(await dialog.getByLabel(reauth.code).count()).toBe(0);

  await page.keyboard.type('not the password');
  await page.keyboard.press('Enter');
  const alert = dialog.getByRole('alert');
  await expect.poll(() => alert.innerText()).toBe(mfa.errors.wrongPassword);
  expect(await seriousViolations(page, 'the reauthentication dialog', 'dialog')).toEqual([]);
  // Still signed in elsewhere.
  expect((await otherDevice.request.get('/api/session')).status()).toBe(200);

  await dialog.getByLabel(reauth.password).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: reauth.confirm }).click();
  await page.getByText(sessions.signedOutOthers).waitFor();
  expect(await dialog.count()).toBe(0);
  expect((await otherDevice.request.get('/api/session')).status()).toBe(401);
  await Promise.all([context.close(), otherDevice.close()]);
});

test('with two-step sign-in on, turning it off long after signing in asks for the password and a code', async () => {
  const context = await newContext(browser);
  // Enrolled through the REST API; the browser part is the dialog.
  await context.request.post('/api/session', {
    data: { email: MEMBER_WITH_MFA, password: DEMO_PASSWORD },
  });
  const { secret } = await (await context.request.post('/api/mfa/enrolment')).json();
  const confirmed = await context.request.post('/api/mfa/enrolment/confirm', {
    data: { code: await nextTotpCode(MEMBER_WITH_MFA, secret) },
  });
  expect(confirmed.status()).toBe(200);
  await signedInLongAgo(MEMBER_WITH_MFA);

  const page = await context.newPage();
  await open(page, '/profile/security');
  await page.getByLabel(mfa.passwordToDisable).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: mfa.disable }).click();
  const dialog = page.getByRole('dialog', { name: reauth.title });
  await dialog.getByText(reauth.leadWithCode).waitFor();
  await dialog.getByLabel(reauth.password).fill(DEMO_PASSWORD);
  await dialog.getByLabel(reauth.code).fill(await nextTotpCode(MEMBER_WITH_MFA, secret));
  await dialog.getByRole('button', { name: reauth.confirm }).click();
  // The change that was refused ran again with the password typed for it: two-step is off.
  await page.getByText(mfa.statusOff).waitFor();
  expect(await dialog.count()).toBe(0);
  await context.close();
});
