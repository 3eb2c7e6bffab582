import type { BrowserContext, Page } from '@playwright/test';
import ar from '../../src/i18n/locales/ar.json' with { type: 'json' };
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import {
  expect,
  inLanguage,
  mailedLink,
  mailsSent,
  newContext,
  open,
  test,
} from '../support/fixtures.ts';

// A member changes the password and the e-mail address on the security page, in English and
// Arabic: the current password is asked, the other sessions end, and the new address counts only
// once the link mailed to it (read from the stack's SMTP server) is confirmed.

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

/** A new member, invited by the admin, signed in twice: two browsers of theirs. */
async function newMember() {
  const suffix = uniqueSuffix();
  const email = `changes-${suffix}@example.net`;
  const invited = await admin.request.post('/graphql', {
    data: {
      query: 'mutation ($email: String!) { inviteMember(email: $email) { link } }',
      variables: { email },
    },
  });
  const link: string = (await invited.json()).data.inviteMember.link;
  const here = await newContext();
  await here.request.post('/graphql', {
    data: {
      query: 'mutation ($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { id } }',
      variables: {
        input: {
          token: link.split('/join/')[1],
          fullName: 'Idil Changes',
          username: `changes.${suffix}`.slice(0, 40),
          password: PASSWORD,
        },
      },
    },
  });
  const elsewhere = await newContext();
  const signIn = await elsewhere.request.post('/api/session', {
    data: { email, password: PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  return { email, here, elsewhere };
}

async function signedInAs(context: BrowserContext): Promise<string | null> {
  const response = await context.request.get('/api/session');
  return response.status() === 200 ? (await response.json()).user.email : null;
}

const section = (page: Page, title: string) =>
  page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) });

for (const [language, messages] of [
  ['en', en],
  ['ar', ar],
] as const) {
  const account = messages.pages.security.account;

  test(`(${language}) a member changes the password and the e-mail address on the security page`, async () => {
    const { email, here, elsewhere } = await newMember();
    await inLanguage(here, language);
    const page = await here.newPage();
    await open(page, '/profile/security');

    const password = section(page, account.passwordTitle);
    await password
      .getByLabel(account.currentPassword, { exact: true })
      .fill('not-my-password-at-all');
    await password.getByLabel(account.newPassword, { exact: true }).fill(NEW_PASSWORD);
    await password.getByLabel(account.confirmPassword, { exact: true }).fill(NEW_PASSWORD);
    await password.getByRole('button', { name: account.changePassword }).click();
    await expect(password.getByText(account.errors.wrongPassword)).toBeVisible();
    await password.getByLabel(account.currentPassword, { exact: true }).fill(PASSWORD);
    await password.getByRole('button', { name: account.changePassword }).click();
    await expect(password.getByText(account.passwordChanged)).toBeVisible();
    // The other browser was signed out; this one goes on.
    expect(await signedInAs(elsewhere)).toBeNull();
    expect(await signedInAs(here)).toBe(email);

    const address = section(page, account.emailTitle);
    await expect(address.getByText(email)).toBeVisible();
    const newEmail = `moved-${uniqueSuffix()}@example.net`;
    await address.getByLabel(account.newEmail, { exact: true }).fill(newEmail);
    await address.getByLabel(account.currentPassword, { exact: true }).fill(NEW_PASSWORD);
    await address.getByRole('button', { name: account.changeEmail }).click();
    await expect(address.getByText(newEmail)).toBeVisible();
    await expect(address.getByText(account.emailSent)).toBeVisible();
    // The old address is told, and stays the account's until the new one confirms.
    await expect
      .poll(() =>
        mailsSent().some((mail) => mail.to.includes(email) && mail.text.includes(newEmail)),
      )
      .toBe(true);
    expect(await signedInAs(here)).toBe(email);

    await open(page, await mailedLink(newEmail, '/confirm-email/'));
    await expect(page.locator('main h1')).toHaveText(messages.pages.confirmEmail.title);
    await page.getByRole('button', { name: messages.pages.confirmEmail.submit }).click();
    await expect(page.getByText(messages.pages.confirmEmail.done)).toBeVisible();
    expect(await signedInAs(here)).toBe(newEmail);
    await Promise.all([here.close(), elsewhere.close()]);
  });
}
