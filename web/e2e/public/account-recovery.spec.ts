import type { BrowserContext } from '@playwright/test';
import ar from '../../src/i18n/locales/ar.json' with { type: 'json' };
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import { expect, inLanguage, mailedLink, newContext, open, test } from '../support/fixtures.ts';
import { noScriptContext } from '../support/no-script.ts';

// Password recovery as a member who forgot theirs walks it: from the sign-in page to the
// e-mail the worker sent to the stack's SMTP server, a new password, and a link that works once;
// the sessions signed in before are gone. In English and Arabic, and with JavaScript off.

const PASSWORD = 'Lantern-Quiver-Basalt-91';
const NEW_PASSWORD = 'Harbour-Copper-Thistle-57';

let admin: BrowserContext;
test.beforeAll(async () => {
  admin = await newContext('admin');
});
test.afterAll(async () => {
  await admin.close();
});

const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

/** A new member, invited by the admin and signed in (in the context it answers). */
async function newMember(): Promise<{ email: string; signedIn: BrowserContext }> {
  const suffix = uniqueSuffix();
  const email = `recover-${suffix}@example.net`;
  const invited = await admin.request.post('/graphql', {
    data: {
      query: 'mutation ($email: String!) { inviteMember(email: $email) { link } }',
      variables: { email },
    },
  });
  const link: string = (await invited.json()).data.inviteMember.link;
  const signedIn = await newContext();
  const accepted = await signedIn.request.post('/graphql', {
    data: {
      query: 'mutation ($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { id } }',
      variables: {
        input: {
          token: link.split('/join/')[1],
          fullName: 'Hodan Recover',
          username: `recover.${suffix}`.slice(0, 40),
          password: PASSWORD,
        },
      },
    },
  });
  expect((await accepted.json()).data?.acceptInvitation?.id).toBeTruthy();
  return { email, signedIn };
}

async function signedInAs(context: BrowserContext): Promise<string | null> {
  const response = await context.request.get('/api/session');
  return response.status() === 200 ? (await response.json()).user.email : null;
}

for (const [language, messages] of [
  ['en', en],
  ['ar', ar],
] as const) {
  const login = messages.pages.login;
  const forgot = messages.pages.forgotPassword;
  const reset = messages.pages.resetPassword;

  test(`(${language}) a member who forgot the password gets a link by e-mail, sets a new one, and the link then fails`, async () => {
    const { email, signedIn } = await newMember();
    const visitor = await newContext();
    await inLanguage(visitor, language);
    const page = await visitor.newPage();

    await open(page, '/login');
    await expect(
      page.locator('main').getByRole('link', { name: login.apply, exact: true }),
    ).toHaveAttribute('href', '/apply');
    await page.getByRole('link', { name: login.forgotPassword }).click();
    await expect(page.locator('main h1')).toHaveText(forgot.title);
    await page.getByLabel(forgot.email).fill(email);
    await page.getByRole('button', { name: forgot.submit }).click();
    await expect(page.getByText(forgot.sent)).toBeVisible();

    const link = await mailedLink(email, '/reset-password/');
    await open(page, link);
    await expect(page.locator('main h1')).toHaveText(reset.title);
    await page.getByLabel(reset.password, { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(reset.confirmPassword).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: reset.submit }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect(page.getByText(login.resetDone)).toBeVisible();

    // The session signed in before the reset is gone; the new password signs in.
    expect(await signedInAs(signedIn)).toBeNull();
    await page.getByLabel(login.email).fill(email);
    await page.getByLabel(login.password).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: login.submit }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await signedInAs(visitor)).toBe(email);

    // The link worked once.
    const later = await newContext();
    await inLanguage(later, language);
    const laterPage = await later.newPage();
    await open(laterPage, link);
    await laterPage.getByLabel(reset.password, { exact: true }).fill('Another-Granite-Meadow-49');
    await laterPage.getByLabel(reset.confirmPassword).fill('Another-Granite-Meadow-49');
    await laterPage.getByRole('button', { name: reset.submit }).click();
    await expect(laterPage.getByText(reset.errors.invalid)).toBeVisible();
    await expect(laterPage.getByRole('link', { name: reset.requestNew })).toBeVisible();
    await Promise.all([later.close(), visitor.close(), signedIn.close()]);
  });

  test(`(${language}) asking for an address without an account answers the same`, async () => {
    const visitor = await newContext();
    await inLanguage(visitor, language);
    const page = await visitor.newPage();
    await open(page, '/forgot-password');
    await page.getByLabel(forgot.email).fill(`nobody-${uniqueSuffix()}@example.net`);
    await page.getByRole('button', { name: forgot.submit }).click();
    await expect(page.getByText(forgot.sent)).toBeVisible();
    await visitor.close();
  });
}

test('with JavaScript off, the forgotten password is recovered by posting the forms', async () => {
  const { email, signedIn } = await newMember();
  const context = await noScriptContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('link', { name: en.pages.login.forgotPassword }).click();
  await page.getByLabel(en.pages.forgotPassword.email).fill(email);
  await page.getByRole('button', { name: en.pages.forgotPassword.submit }).click();
  await page.waitForURL((url) => url.searchParams.get('sent') === '1');
  await expect(page.getByText(en.pages.forgotPassword.sent)).toBeVisible();

  await page.goto(await mailedLink(email, '/reset-password/'));
  // A mismatch comes back on the page, in words, with nothing typed echoed.
  await page.getByLabel(en.pages.resetPassword.password, { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(en.pages.resetPassword.confirmPassword).fill(`${NEW_PASSWORD}!`);
  await page.getByRole('button', { name: en.pages.resetPassword.submit }).click();
  await expect(page.getByText(en.pages.resetPassword.errors.passwordMismatch)).toBeVisible();
  await page.getByLabel(en.pages.resetPassword.password, { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(en.pages.resetPassword.confirmPassword).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: en.pages.resetPassword.submit }).click();
  await page.waitForURL(
    (url) => url.pathname === '/login' && url.searchParams.get('reset') === '1',
  );
  await expect(page.getByText(en.pages.login.resetDone)).toBeVisible();
  expect(await signedInAs(signedIn)).toBeNull();
  await Promise.all([context.close(), signedIn.close()]);
});
