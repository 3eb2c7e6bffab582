import { readFile } from 'node:fs/promises';
import type { BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import fr from '../../src/i18n/locales/fr.json' with { type: 'json' };
import { expect, inLanguage, mailedLink, newContext, open, test } from '../support/fixtures.ts';

// A member's own data (issue 33 item 4) from the security page: they ask for a copy, the stack's
// worker prepares it and mails a one-time link, the browser downloads the ZIP once; then they
// close the account, are signed out, and cannot sign in again.

const PASSWORD = 'Lantern-Quiver-Basalt-91';
const security = en.pages.security;

let admin: BrowserContext;
test.beforeAll(async () => {
  admin = await newContext('admin');
});
test.afterAll(async () => {
  await admin.close();
});

/** A new member, invited by the admin and signed in in a context of their own. */
async function newMember(options: BrowserContextOptions = {}) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const email = `my-data-${suffix}@example.net`;
  const invited = await admin.request.post('/graphql', {
    data: {
      query: 'mutation ($email: String!) { inviteMember(email: $email) { link } }',
      variables: { email },
    },
  });
  const link: string = (await invited.json()).data.inviteMember.link;
  const context = await newContext(undefined, options);
  const accepted = await context.request.post('/graphql', {
    data: {
      query: 'mutation ($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { id } }',
      variables: {
        input: {
          token: link.split('/join/')[1],
          fullName: 'Sahra Datawhere',
          username: `my.data.${suffix}`.slice(0, 40),
          password: PASSWORD,
        },
      },
    },
  });
  expect(accepted.status()).toBe(200);
  return { email, context };
}

const section = (page: Page, title: string) =>
  page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) });

test('a member downloads their data, then closes the account and cannot sign in', async () => {
  // The worker prepares the archive and the mail goes out between two steps: more than the
  // default 30 s on a loaded machine (CI saw the download still under way at 30 s).
  test.setTimeout(90_000);
  const { email, context } = await newMember();
  const page = await context.newPage();
  await open(page, '/profile/security');

  const data = section(page, security.myData.title);
  await data.getByRole('button', { name: security.myData.request }).click();
  await expect(data.getByText(security.myData.requested)).toBeVisible();

  // The worker prepared the archive and mailed the link; the browser downloads it.
  const link = await mailedLink(email, '/api/me/data-export/download/');
  const downloading = page.waitForEvent('download');
  await page.evaluate((href) => {
    const anchor = document.createElement('a');
    anchor.href = href;
    document.body.append(anchor);
    anchor.click();
  }, link);
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await readFile((await download.path()) ?? '');
  expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(zip.includes(Buffer.from('data.json'))).toBe(true);
  // It worked once.
  expect((await context.request.get(link)).status()).toBe(404);
  await open(page, '/profile/security');
  await expect(
    section(page, security.myData.title).getByText(security.myData.downloaded),
  ).toBeVisible();

  const closing = section(page, security.closeAccount.title);
  await closing.getByLabel(security.account.currentPassword, { exact: true }).fill(PASSWORD);
  await closing.getByRole('button', { name: security.closeAccount.close }).click();
  const dialog = page.getByRole('dialog', { name: security.closeAccount.confirmTitle });
  await dialog.getByRole('button', { name: security.closeAccount.close }).click();
  await expect(page.getByText(en.pages.login.accountClosed)).toBeVisible();

  expect((await context.request.get('/api/session')).status()).not.toBe(200);
  const signIn = await context.request.post('/api/session', {
    data: { email, password: PASSWORD },
  });
  expect(signIn.status()).toBe(401);
  await context.close();
});

test('(fr) without the script, both forms post to the page and answer in French', async () => {
  const { email, context } = await newMember({ javaScriptEnabled: false });
  await inLanguage(context, 'fr');
  const words = fr.pages.security;
  const page = await context.newPage();
  await open(page, '/profile/security');

  const data = section(page, words.myData.title);
  await data.getByRole('button', { name: words.myData.request }).click();
  await expect(section(page, words.myData.title).getByText(words.myData.requested)).toBeVisible();
  // Once a day: the second request is refused on the page, in French.
  await section(page, words.myData.title)
    .getByRole('button', { name: words.myData.request })
    .click();
  await expect(
    section(page, words.myData.title).getByText(words.myData.errors.rateLimited),
  ).toBeVisible();

  const closing = () => section(page, words.closeAccount.title);
  await closing().getByLabel(words.account.currentPassword, { exact: true }).fill('pas-le-bon');
  await closing().getByRole('button', { name: words.closeAccount.close }).click();
  await expect(closing().getByText(words.myData.errors.wrongPassword)).toBeVisible();
  await closing().getByLabel(words.account.currentPassword, { exact: true }).fill(PASSWORD);
  await closing().getByRole('button', { name: words.closeAccount.close }).click();
  await expect(page.getByText(fr.pages.login.accountClosed)).toBeVisible();
  const signIn = await context.request.post('/api/session', {
    data: { email, password: PASSWORD },
  });
  expect(signIn.status()).toBe(401);
  await context.close();
});
