import type { Page } from '@playwright/test';
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import { DEMO_PASSWORD } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import {
  expect,
  newContext,
  nextTotpCode,
  open,
  signedInLongAgo,
  test,
} from '../support/fixtures.ts';

// F7: seeded members that no other browser test signs in as.
const MEMBER = 'ubah.abdi@example.org';
const MEMBER_WITH_MFA = 'liban.omar@example.org';
const { reauth, mfa, sessions } = en.pages.security;

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
  const otherDevice = await newContext();
  await otherDevice.request.post('/api/session', {
    data: { email: MEMBER, password: DEMO_PASSWORD },
  });
  const context = await newContext();
  const page = await context.newPage();
  await signIn(page, MEMBER);
  await page.waitForURL((url) => url.pathname === '/');
  await signedInLongAgo(MEMBER);

  await open(page, '/profile/security');
  await page.getByRole('button', { name: sessions.signOutEverywhereElse }).click();
  const dialog = page.getByRole('dialog', { name: reauth.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(reauth.lead)).toBeVisible();
  // Focus is in the dialog, on the password; two-step sign-in is off, so no code is asked.
  await expect.poll(() => focusedLabel(page)).toMatch(new RegExp(`^${reauth.password}`));
  await expect(dialog.getByLabel(reauth.code)).toHaveCount(0);

  await page.keyboard.type('not the password');
  await page.keyboard.press('Enter');
  const alert = dialog.getByRole('alert');
  await expect(alert).toHaveText(mfa.errors.wrongPassword);
  expect(await seriousViolations(page, 'the reauthentication dialog', 'dialog')).toEqual([]);
  // Still signed in elsewhere.
  expect((await otherDevice.request.get('/api/session')).status()).toBe(200);

  await dialog.getByLabel(reauth.password).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: reauth.confirm }).click();
  await expect(page.getByText(sessions.signedOutOthers)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect((await otherDevice.request.get('/api/session')).status()).toBe(401);
  await Promise.all([context.close(), otherDevice.close()]);
});

test('with two-step sign-in on, turning it off long after signing in asks for the password and a code', async () => {
  const context = await newContext();
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
  await expect(dialog.getByText(reauth.leadWithCode)).toBeVisible();
  await dialog.getByLabel(reauth.password).fill(DEMO_PASSWORD);
  await dialog.getByLabel(reauth.code).fill(await nextTotpCode(MEMBER_WITH_MFA, secret));
  await dialog.getByRole('button', { name: reauth.confirm }).click();
  // The change that was refused ran again with the password typed for it: two-step is off.
  await expect(page.getByText(mfa.statusOff)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await context.close();
});
