import type { Page } from '@playwright/test';
import ar from '../../src/i18n/locales/ar.json' with { type: 'json' };
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import { chooseInAccountMenu } from '../support/account-menu.ts';
import { DEMO_PASSWORD } from '../support/accounts.ts';
import { expect, newContext, nextTotpCode, open, test } from '../support/fixtures.ts';

// Seeded members that no other browser test signs in as: their MFA stays theirs.
const ENGLISH_MEMBER = 'said.dahir@example.org';
const ARABIC_MEMBER = 'nimco.ismail@example.org';

async function signInWithPassword(page: Page, email: string, labels: typeof en.pages.login) {
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: labels.submit }).click();
}

test('a member sets up two-step sign-in (QR code, secret, code, recovery codes) and signs in with a code', async ({
  page,
  context,
}) => {
  await open(page, '/login');
  await signInWithPassword(page, ENGLISH_MEMBER, en.pages.login);
  await page.waitForURL((url) => url.pathname === '/');

  // From the user menu to the security page.
  await chooseInAccountMenu(page, en.shell.security);
  await page.waitForURL((url) => url.pathname === '/profile/security');
  const mfa = en.pages.security.mfa;
  await page.getByRole('button', { name: mfa.setUp }).click();
  const qr = page.getByRole('img', { name: mfa.qrAlt });
  await expect(qr).toBeVisible();
  // Drawn inline (the CSP refuses data: images; setup.ts fails a test on any violation), at
  // the size a phone's camera reads.
  expect(await qr.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
  await expect(qr.locator('path')).toHaveAttribute('d', /^(M\d+ \d+h1v1h-1z){100,}$/);
  expect((await qr.boundingBox())?.width).toBeGreaterThanOrEqual(128);
  // On a phone: a link that opens the authenticator app, and the key in fours to copy.
  const appLink = page.getByRole('link', { name: mfa.openApp });
  const otpauth = new URL((await appLink.getAttribute('href')) ?? '');
  expect(otpauth.protocol).toBe('otpauth:');
  const secret = otpauth.searchParams.get('secret') ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const grouped = (await page.locator('main code').first().innerText()).trim();
  expect(grouped).toBe(secret.match(/.{4}/g)?.join(' '));
  await expect(page.getByRole('button', { name: mfa.copyKey })).toBeVisible();
  // The code field has the focus, and no "Required" before a try.
  await expect(page.getByLabel(mfa.code)).toBeFocused();
  await expect(page.getByText(en.common.required)).toHaveCount(0);

  await page.getByLabel(mfa.code).fill(await nextTotpCode(ENGLISH_MEMBER, secret));
  await page.getByRole('button', { name: mfa.confirm }).click();
  const codes = page.getByRole('list', { name: mfa.recoveryCodes }).getByRole('listitem');
  await expect(codes.first()).toBeVisible();
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: mfa.savedCodes }).click();
  await expect(page.getByText(mfa.statusOn.replace('{{left}}', '10'))).toBeVisible();

  // The sessions list marks this browser.
  await expect(page.getByText(en.pages.security.sessions.current)).toBeVisible();

  await chooseInAccountMenu(page, en.shell.signOut);
  await page.waitForURL((url) => url.pathname === '/login');
  await signInWithPassword(page, ENGLISH_MEMBER, en.pages.login);
  const code = page.getByLabel(en.pages.login.code);
  await expect(code).toBeVisible();
  // No session yet: only the code can finish.
  expect((await context.cookies()).some((c) => c.name === 'portal_session')).toBe(false);
  await code.fill(await nextTotpCode(ENGLISH_MEMBER, secret));
  await page.getByRole('button', { name: en.pages.login.verify }).click();
  // Signed in, home: not the page signed out from.
  await page.waitForURL((url) => url.pathname === '/');
  expect((await context.cookies()).some((c) => c.name === 'portal_session')).toBe(true);
});

test('in Arabic, the second step takes a recovery code', async () => {
  // Enrolled through the REST API; the browser part is the Arabic sign-in.
  const setup = await newContext();
  await setup.request.post('/api/session', {
    data: { email: ARABIC_MEMBER, password: DEMO_PASSWORD },
  });
  const enrolment = await (await setup.request.post('/api/mfa/enrolment')).json();
  const confirmed = await setup.request.post('/api/mfa/enrolment/confirm', {
    data: { code: await nextTotpCode(ARABIC_MEMBER, enrolment.secret) },
  });
  const { recoveryCodes } = await confirmed.json();
  await setup.close();

  const context = await newContext();
  const page = await context.newPage();
  await open(page, '/login');
  await page
    .getByRole('button', { name: /Language/ })
    .first()
    .click();
  await page.getByRole('banner').getByRole('link', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await signInWithPassword(page, ARABIC_MEMBER, ar.pages.login);
  await expect(page.getByText(ar.pages.login.codeHint)).toBeVisible();
  await page.getByLabel(ar.pages.login.code).fill('000000');
  await page.getByRole('button', { name: ar.pages.login.verify }).click();
  const alert = page.locator('form [role="alert"]');
  await expect(alert).toHaveText(ar.pages.login.errors.invalidCode);

  await page.getByLabel(ar.pages.login.code).fill(recoveryCodes[0]);
  await page.getByRole('button', { name: ar.pages.login.verify }).click();
  // Signed in: the sign-in page is left (for home, or the page a guard sent it from).
  await page.waitForURL((url) => url.pathname !== '/login');
  await open(page, '/profile/security');
  await expect(
    page.getByText(ar.pages.security.mfa.statusOn.replace('{{left}}', '9')),
  ).toBeVisible();
  await context.close();
});
