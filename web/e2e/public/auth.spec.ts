import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import { chooseInAccountMenu } from '../support/account-menu.ts';
import { DEMO_PASSWORD, demoEmail } from '../support/accounts.ts';
import { expect, freshSession, newContext, open, test } from '../support/fixtures.ts';

test('an anonymous visit to a members page signs in and comes back to it', async ({
  page,
  context,
}) => {
  await open(page, '/members');
  await page.waitForURL('**/login?next=%2Fmembers');

  await page.getByLabel('E-mail').fill(demoEmail('member'));
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.waitForURL((url) => url.pathname === '/members');
  await expect(page.locator('main h1')).toHaveText('Members Directory');
  const cookie = (await context.cookies()).find((c) => c.name === 'portal_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
});

test('a wrong password is reported inside the form and keeps the e-mail', async ({
  page,
  context,
}) => {
  await open(page, '/login');
  await page.getByLabel('E-mail').fill(demoEmail('member'));
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();

  const alert = page.locator('form [role="alert"]');
  await expect(alert).toBeVisible();
  await expect(alert).toHaveText(/incorrect e-mail or password/i);
  await expect(page.getByLabel('E-mail')).toHaveValue(demoEmail('member'));
  expect(new URL(page.url()).pathname).toBe('/login');
  expect((await context.cookies()).some((c) => c.name === 'portal_session')).toBe(false);
});

test('the header shows the signed-in user, and signing out ends the session on the server', async () => {
  const context = await freshSession('moderator');
  const page = await context.newPage();
  await open(page, '/');
  const me = await (await context.request.get('/api/session')).json();
  const banner = page.getByRole('banner');
  await expect(banner.getByText(me.user.fullName)).toBeVisible();

  const before = (await context.cookies()).find((c) => c.name === 'portal_session');
  expect(before).toBeDefined();
  await chooseInAccountMenu(page, 'Sign out');
  await page.waitForURL((url) => url.pathname === '/login');

  // The old cookie must be dead on the server, not merely dropped by the browser.
  const replay = await newContext();
  await replay.addCookies([{ ...(before as NonNullable<typeof before>) }]);
  const response = await replay.request.get(new URL('/api/session', page.url()).toString());
  expect(response.status()).toBe(401);
  await replay.close();

  await open(page, '/documents');
  await page.waitForURL('**/login?next=%2Fdocuments');
  await context.close();
});

test('signing out from a members page and signing in again goes home, not back to that page', async () => {
  const context = await freshSession('member');
  const page = await context.newPage();
  // A slow phone: the sign-in page's route commits well after the sign-out has answered. The
  // page being left stayed mounted meanwhile, and its guard sent the member to
  // /login?next=/profile/security (most runs at this rate, before the fix).
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await open(page, '/profile/security');
  // The page's own queries have answered (its sessions list marks this browser).
  await expect(page.getByText(en.pages.security.sessions.current)).toBeVisible();
  await chooseInAccountMenu(page, 'Sign out');
  await page.waitForURL((url) => url.pathname === '/login');

  await page.getByLabel('E-mail').fill(demoEmail('member'));
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  expect(new URL(page.url()).pathname).toBe('/');
  await context.close();
});

test('the sidebar is a navigation of real links, Administration only for staff', async () => {
  for (const [role, seesAdmin] of [
    ['member', false],
    ['admin', true],
  ] as const) {
    const context = await newContext(role);
    const page = await context.newPage();
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: /main|primary|sidebar/i }).first();
    await expect(nav.getByRole('link', { name: /^Discussions/ }).first()).toHaveAttribute(
      'href',
      '/discussions',
    );
    await expect(nav.getByRole('link', { name: /^Criminal/ })).toHaveAttribute(
      'href',
      '/discussions?area=criminal',
    );
    await expect(nav.getByRole('link', { name: /^Dashboard/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: /^Administration/ })).toHaveCount(seesAdmin ? 1 : 0);
    const notifications = page.getByRole('button', { name: /^Notifications/ });
    // The unread count is in its name once the shell's counts have answered.
    await expect(notifications).toHaveAttribute('aria-label', /\d/);
    await context.close();
  }
});
