import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { seriousViolations } from './axe.ts';
import { inLanguage, launch, newContext, open } from './browser.ts';

const INVALID = 'This invitation link is invalid or has expired.';
const PASSWORD = 'a long enough password 2026';

let browser: Browser;
let admin: BrowserContext;
let adminPage: Page;
beforeAll(async () => {
  browser = await launch();
  admin = await newContext(browser, 'admin');
  adminPage = await admin.newPage();
});
afterAll(async () => {
  await admin.close();
  await browser.close();
});

const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

/** Invites through the API, as the admin, and answers the link. */
async function inviteByApi(email: string): Promise<string> {
  const response = await admin.request.post('/graphql', {
    data: {
      query: 'mutation ($email: String!) { inviteMember(email: $email) { link } }',
      variables: { email },
    },
  });
  const body = await response.json();
  const link = body?.data?.inviteMember?.link;
  if (typeof link !== 'string') throw new Error(`invite failed: ${JSON.stringify(body)}`);
  return link;
}

/** Whom the context's session cookie belongs to (null when none). */
async function sessionEmail(context: BrowserContext): Promise<string | null> {
  const response = await context.request.get('/api/session');
  if (response.status() !== 200) return null;
  return (await response.json()).user.email;
}

test('an admin invites from the members page; the invitee creates the account and lands on the dashboard', async () => {
  const suffix = uniqueSuffix();
  const email = `invitee-${suffix}@example.net`;
  await open(adminPage, '/members');
  await adminPage.getByRole('button', { name: 'Invite Member' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Invite a member' });
  await dialog.waitFor();

  // The form explains a bad address and an address that already has an account.
  await dialog.getByLabel('E-mail').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await dialog.getByText('Enter a valid e-mail address.', { exact: false }).waitFor();
  await dialog.getByLabel('E-mail').fill('member@example.org');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await dialog.getByText('A member with this e-mail address already has an account.').waitFor();

  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  const linkField = dialog.getByLabel('Invitation link');
  await linkField.waitFor();
  const link = await linkField.inputValue();
  expect(link).toMatch(/\/join\/[\w-]{43}$/);
  // No SMTP server in the browser tests: the dialog says to pass the link on.
  await dialog.getByText(`No e-mail was sent to ${email}`, { exact: false }).waitFor();
  await adminPage.getByText('Invitation created').waitFor();
  await dialog.getByRole('button', { name: 'Copy link' }).waitFor();
  // The toast is inside the open dialog (outside it the page is inert) with its own "Close",
  // an icon: the dialog's button is the one that says it.
  await dialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });

  const invitee = await newContext(browser);
  const page = await invitee.newPage();
  await open(page, new URL(link).pathname);
  await expect.poll(() => page.locator('main h1').innerText()).toBe("Join the members' portal");
  await page.getByText(`Sahra Mohamed Ali has invited ${email}`, { exact: false }).waitFor();

  await page.getByLabel('Full name').fill('Hodan Ismail Farah');
  // A username that is taken is refused beside its field, the form keeps its values.
  await page.getByLabel('Username').fill('amina.abdi');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(`${PASSWORD}!`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('The passwords do not match.').waitFor();
  // A press before the script attached posted the form: the page that answers never echoes the
  // passwords, so the member types both again, as they would.
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  // The mismatch message went as the confirmation was typed: the click lands on the button.
  await expect.poll(() => page.getByText('The passwords do not match.').count()).toBe(0);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('This username is already taken. Choose another one.').waitFor();
  expect(await page.getByLabel('Full name').inputValue()).toBe('Hodan Ismail Farah');

  const username = `hodan.${suffix}`.slice(0, 40);
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => page.locator('main h1').innerText()).toBe('Dashboard');
  await page.getByText('Welcome, Hodan Ismail Farah').waitFor();
  expect(await sessionEmail(invitee)).toBe(email);
  await invitee.close();

  // The link worked once.
  const later = await newContext(browser);
  const laterPage = await later.newPage();
  await open(laterPage, new URL(link).pathname);
  await laterPage.getByText(INVALID).waitFor();
  await later.close();
});

test('an unknown link says it is invalid or expired and offers the sign-in', async () => {
  const visitor = await newContext(browser);
  const page = await visitor.newPage();
  await open(page, '/join/not-a-real-invitation-token');
  await expect.poll(() => page.locator('main h1').innerText()).toBe('Invitation not valid');
  await page.getByText(INVALID).waitFor();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await visitor.close();
});

test('a signed-in member opening a link is told so, and sees no Invite Member button', async () => {
  const link = await inviteByApi(`for-someone-${uniqueSuffix()}@example.net`);
  const member = await newContext(browser, 'member');
  const page = await member.newPage();
  await open(page, new URL(link).pathname);
  await expect.poll(() => page.locator('main h1').innerText()).toBe('You are already signed in');
  await page.getByText('You are signed in as Amina Yusuf Abdi', { exact: false }).waitFor();

  await open(page, '/members');
  await page.locator('main article').first().waitFor();
  expect(await page.getByRole('button', { name: 'Invite Member' }).count()).toBe(0);
  await member.close();
});

test('no serious axe violation on the dialog (form and link) and the join page', async () => {
  const found: string[] = [];
  await open(adminPage, '/members');
  await adminPage.getByRole('button', { name: 'Invite Member' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Invite a member' });
  await dialog.waitFor();
  found.push(...(await seriousViolations(adminPage, 'dialog form')));
  await dialog.getByLabel('E-mail').fill(`axe-${uniqueSuffix()}@example.net`);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await dialog.getByLabel('Invitation link').waitFor();
  found.push(...(await seriousViolations(adminPage, 'dialog link')));
  const link = await dialog.getByLabel('Invitation link').inputValue();
  await adminPage.keyboard.press('Escape');

  const visitor = await newContext(browser);
  const page = await visitor.newPage();
  await open(page, new URL(link).pathname);
  await page.getByLabel('Full name').waitFor();
  found.push(...(await seriousViolations(page, 'join page')));
  await page.getByRole('button', { name: 'Create account' }).click();
  await page
    .getByText('Enter your full name (2 to 120 characters).', { exact: false })
    .first()
    .waitFor();
  found.push(...(await seriousViolations(page, 'join page with errors')));
  await open(page, '/join/unknown-token');
  await page.getByText(INVALID).waitFor();
  found.push(...(await seriousViolations(page, 'invalid link')));
  await visitor.close();
  expect(found).toEqual([]);
});

test('in Arabic the join page is right to left and creates the account', async () => {
  const suffix = uniqueSuffix();
  const email = `arabic-${suffix}@example.net`;
  const link = await inviteByApi(email);
  const visitor = await newContext(browser);
  const page = await visitor.newPage();
  await inLanguage(page, 'ar');
  await open(page, '/join/unknown-token');
  await page.getByText('رابط الدعوة هذا غير صالح أو انتهت صلاحيته.').waitFor();
  await open(page, new URL(link).pathname);
  await expect.poll(() => page.locator('main h1').innerText()).toBe('الانضمام إلى بوابة الأعضاء');
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  await page.getByText(email, { exact: false }).first().waitFor();
  await page.getByText('12 حرفًا على الأقل.').waitFor();

  await page.getByLabel('الاسم الكامل').fill('فاطمة علي');
  await page.getByLabel('اسم المستخدم').fill(`fatima.${suffix}`.slice(0, 40));
  await page.getByLabel('كلمة المرور', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await page.getByText('يجب أن تتكوّن كلمة المرور من 12 إلى 256 حرفًا.', { exact: false }).waitFor();
  await page.getByLabel('كلمة المرور', { exact: true }).fill(PASSWORD);
  await page.getByLabel('تأكيد كلمة المرور').fill(PASSWORD);
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByText('أهلًا بك، فاطمة علي').waitFor();
  expect(await sessionEmail(visitor)).toBe(email);
  await visitor.close();
});
