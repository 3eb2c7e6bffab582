import type { BrowserContext, Page } from '@playwright/test';
import { isolate } from '../../src/i18n/bidi.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, inLanguage, newContext, open, test } from '../support/fixtures.ts';
import { gql } from '../support/graphql.ts';

// Profiles (/members/:id), the connections page (/connections) and the profile form
// (/profile/details), as the demo member uses them. The admin asks to connect (the moderator's
// connection is members.spec.ts's); the seed's requests to the member come from Ayaan Hassan
// Jama and Khadija Omar Elmi, and the member's own waits at Hodan Abdi Farah.
const MEMBER_NAME = 'Amina Yusuf Abdi';
const ADMIN_NAME = 'Sahra Mohamed Ali';

let member: BrowserContext;
let page: Page;
test.beforeAll(async () => {
  member = await newContext('member');
  page = await member.newPage();
});
test.afterAll(async () => {
  await member.close();
});

const idOf = async (context: BrowserContext) =>
  (await gql<{ me: { id: string } }>(context.request, '{ me { id } }')).me.id;

const section = (on: Page, name: RegExp | string) => on.getByRole('region', { name });

test('a connection request is accepted on the connections page its notification opens', async () => {
  const admin = await newContext('admin');
  try {
    await gql(admin.request, 'mutation ($id: UUID!) { requestConnection(memberId: $id) { id } }', {
      id: await idOf(member),
    });
  } finally {
    await admin.close();
  }

  await open(page, '/');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  await dialog
    .getByRole('link', { name: `${isolate(ADMIN_NAME)} sent you a connection request` })
    .click();
  await page.waitForURL((url) => url.pathname === '/connections');
  await expect(page.locator('main h1')).toHaveText('My connections');

  const received = section(page, /^Requests received/);
  await expect(received.getByRole('link', { name: ADMIN_NAME, exact: true })).toBeVisible();
  expect(await seriousViolations(page, 'connections page')).toEqual([]);
  await received.getByRole('button', { name: `Accept the request from ${ADMIN_NAME}` }).click();
  await expect(page.getByText(`You are now connected with ${ADMIN_NAME}.`)).toBeVisible();
  await expect(received.getByRole('link', { name: ADMIN_NAME, exact: true })).toHaveCount(0);
  const mine = section(page, /^Connections \(/);
  await expect(mine.getByRole('link', { name: ADMIN_NAME, exact: true })).toBeVisible();

  // Shown on both profiles: hers lists the member, the member's lists her.
  await mine.getByRole('link', { name: ADMIN_NAME, exact: true }).click();
  await expect(page.locator('main h1')).toHaveText(ADMIN_NAME);
  await expect(page.locator('main').getByText(/✓\s*Connected$/)).toBeVisible();
  const hers = section(page, /^Connections \(/);
  await hers.getByRole('link', { name: MEMBER_NAME, exact: true }).click();
  await expect(page.locator('main h1')).toHaveText(MEMBER_NAME);
  await expect(
    section(page, /^Connections \(/).getByRole('link', { name: ADMIN_NAME, exact: true }),
  ).toBeVisible();
  expect(await seriousViolations(page, 'member profile')).toEqual([]);
});

test('without the script, a request is declined and a sent one withdrawn from their forms', async () => {
  const noScript = await newContext('member', { javaScriptEnabled: false });
  try {
    const plain = await noScript.newPage();
    await open(plain, '/connections');
    const received = section(plain, /^Requests received/);
    await received
      .getByRole('button', { name: 'Decline the request from Ayaan Hassan Jama' })
      .click();
    await expect(plain.locator('main').getByRole('status')).toHaveText('Request declined.');
    await expect(
      section(plain, /^Requests received/).getByRole('link', {
        name: 'Ayaan Hassan Jama',
        exact: true,
      }),
    ).toHaveCount(0);

    const sent = section(plain, /^Requests sent/);
    await sent.getByRole('button', { name: 'Withdraw your request to Hodan Abdi Farah' }).click();
    await expect(plain.locator('main').getByRole('status')).toHaveText('Request withdrawn.');
    await expect(
      section(plain, /^Requests sent/).getByRole('link', { name: 'Hodan Abdi Farah', exact: true }),
    ).toHaveCount(0);
  } finally {
    await noScript.close();
  }
});

test('every member name links to a profile: directory, discussions and the profile page', async () => {
  await open(page, '/members');
  await page
    .getByRole('article', { name: 'Khadija Omar Elmi', exact: true })
    .getByRole('link', { name: 'Khadija Omar Elmi', exact: true })
    .click();
  await page.waitForURL(/\/members\/[0-9a-f-]{36}$/);
  await expect(page.locator('main h1')).toHaveText('Khadija Omar Elmi');
  await expect(page.getByRole('heading', { level: 2, name: 'About' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Recent discussions' })).toBeVisible();
  await expect(
    page.locator('main').getByRole('link', { name: 'Message', exact: true }),
  ).toBeVisible();

  await open(page, '/discussions');
  const author = page.locator('main article').first().getByRole('link').nth(1);
  const name = (await author.innerText()).trim();
  await author.click();
  await page.waitForURL(/\/members\/[0-9a-f-]{36}$/);
  await expect(page.locator('main h1')).toHaveText(name);
});

test('the member chooses who sees the phone; another member sees it only when allowed', async () => {
  const moderator = await newContext('moderator');
  const noScript = await newContext('member', { javaScriptEnabled: false });
  try {
    const memberId = await idOf(member);
    // Saved without the script: the form posts and the profile says so.
    const plain = await noScript.newPage();
    await open(plain, '/profile/details');
    await plain.getByLabel('Phone').fill('+252 61 777 0199');
    await plain
      .getByRole('group', { name: 'Who sees your phone number' })
      .getByLabel('Only me')
      .check();
    await plain.getByRole('button', { name: 'Save profile' }).click();
    await expect(plain.locator('main').getByRole('status')).toHaveText(
      'Your profile has been saved.',
    );
    await expect(plain.getByRole('link', { name: '+252 61 777 0199' })).toBeVisible();

    const other = await moderator.newPage();
    await open(other, `/members/${memberId}`);
    await expect(other.locator('main h1')).toHaveText(MEMBER_NAME);
    await expect(other.getByText('+252 61 777 0199')).toHaveCount(0);

    // With the script: every member may see it now.
    await open(page, '/profile/details');
    await page
      .getByRole('group', { name: 'Who sees your phone number' })
      .getByLabel('All members')
      .check();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.locator('main').getByRole('status')).toHaveText(
      'Your profile has been saved.',
    );
    await open(other, `/members/${memberId}`);
    await expect(other.getByRole('link', { name: '+252 61 777 0199' })).toBeVisible();
  } finally {
    await moderator.close();
    await noScript.close();
  }
});

test('in Arabic the profile and the connections page are right to left and translated', async () => {
  const arabic = await newContext('member');
  try {
    const arabicPage = await arabic.newPage();
    await inLanguage(arabicPage, 'ar');
    await open(arabicPage, '/connections');
    await expect(arabicPage.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(arabicPage.locator('main h1')).toHaveText('جهات اتصالي');
    const received = section(arabicPage, /^الطلبات الواردة/);
    await received.getByRole('link', { name: 'Khadija Omar Elmi', exact: true }).click();
    await expect(arabicPage.locator('main h1')).toHaveText('Khadija Omar Elmi');
    await expect(arabicPage.getByRole('heading', { level: 2, name: 'نبذة' })).toBeVisible();
    await arabicPage.getByRole('button', { name: 'قبول' }).click();
    await expect(arabicPage.getByText('أنت الآن على تواصل مع Khadija Omar Elmi.')).toBeVisible();
    await expect(arabicPage.locator('main').getByText(/✓\s*متصل$/)).toBeVisible();
    expect(await seriousViolations(arabicPage, 'profile in Arabic')).toEqual([]);
  } finally {
    await arabic.close();
  }
});
