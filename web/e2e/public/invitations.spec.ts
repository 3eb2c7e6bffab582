import type { BrowserContext, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { expect, inLanguage, newContext, open, test } from '../support/fixtures.ts';

const INVALID = 'This invitation link is invalid or has expired.';
const PASSWORD = 'a long enough password 2026';

let admin: BrowserContext;
let adminPage: Page;
test.beforeAll(async () => {
  admin = await newContext('admin');
  adminPage = await admin.newPage();
});
test.afterAll(async () => {
  await admin.close();
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
  await expect(dialog).toBeVisible();

  // The form explains a bad address and an address that already has an account.
  await dialog.getByLabel('E-mail').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Enter a valid e-mail address.', { exact: false })).toBeVisible();
  await dialog.getByLabel('E-mail').fill('member@example.org');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    dialog.getByText('A member with this e-mail address already has an account.'),
  ).toBeVisible();

  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  const linkField = dialog.getByLabel('Invitation link');
  await expect(linkField).toBeVisible();
  const link = await linkField.inputValue();
  expect(link).toMatch(/\/join\/[\w-]{43}$/);
  // No SMTP server in the browser tests: the dialog says to pass the link on.
  await expect(dialog.getByText(`No e-mail was sent to ${email}`, { exact: false })).toBeVisible();
  await expect(adminPage.getByText('Invitation created')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible();
  // The toast is inside the open dialog (outside it the page is inert) with its own "Close",
  // an icon: the dialog's button is the one that says it.
  await dialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });

  const invitee = await newContext();
  const page = await invitee.newPage();
  await open(page, new URL(link).pathname);
  await expect(page.locator('main h1')).toHaveText("Join the members' portal");
  await expect(
    page.getByText(`Sahra Mohamed Ali has invited ${email}`, { exact: false }),
  ).toBeVisible();

  await page.getByLabel('Full name').fill('Hodan Ismail Farah');
  // A username that is taken is refused beside its field, the form keeps its values.
  await page.getByLabel('Username').fill('amina.abdi');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(`${PASSWORD}!`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  // A press before the script attached posted the form: the page that answers never echoes the
  // passwords, so the member types both again, as they would.
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  // The mismatch message went as the confirmation was typed: the click lands on the button.
  await expect(page.getByText('The passwords do not match.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This username is already taken. Choose another one.')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Hodan Ismail Farah');

  const username = `hodan.${suffix}`.slice(0, 40);
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.locator('main h1')).toHaveText('Dashboard');
  await expect(page.getByText('Welcome, Hodan Ismail Farah')).toBeVisible();
  expect(await sessionEmail(invitee)).toBe(email);
  await invitee.close();

  // The link worked once.
  const later = await newContext();
  const laterPage = await later.newPage();
  await open(laterPage, new URL(link).pathname);
  await expect(laterPage.getByText(INVALID)).toBeVisible();
  await later.close();
});

test('an unknown link says it is invalid or expired and offers the sign-in', async () => {
  const visitor = await newContext();
  const page = await visitor.newPage();
  await open(page, '/join/not-a-real-invitation-token');
  await expect(page.locator('main h1')).toHaveText('Invitation not valid');
  await expect(page.getByText(INVALID)).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await visitor.close();
});

test('a signed-in member opening a link is told so, and sees no Invite Member button', async () => {
  const link = await inviteByApi(`for-someone-${uniqueSuffix()}@example.net`);
  const member = await newContext('member');
  const page = await member.newPage();
  await open(page, new URL(link).pathname);
  await expect(page.locator('main h1')).toHaveText('You are already signed in');
  await expect(
    page.getByText('You are signed in as Amina Yusuf Abdi', { exact: false }),
  ).toBeVisible();

  await open(page, '/members');
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite Member' })).toHaveCount(0);
  await member.close();
});

test('no serious axe violation on the dialog (form and link) and the join page', async () => {
  const found: string[] = [];
  await open(adminPage, '/members');
  await adminPage.getByRole('button', { name: 'Invite Member' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Invite a member' });
  await expect(dialog).toBeVisible();
  found.push(...(await seriousViolations(adminPage, 'dialog form')));
  await dialog.getByLabel('E-mail').fill(`axe-${uniqueSuffix()}@example.net`);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByLabel('Invitation link')).toBeVisible();
  found.push(...(await seriousViolations(adminPage, 'dialog link')));
  const link = await dialog.getByLabel('Invitation link').inputValue();
  await adminPage.keyboard.press('Escape');

  const visitor = await newContext();
  const page = await visitor.newPage();
  await open(page, new URL(link).pathname);
  await expect(page.getByLabel('Full name')).toBeVisible();
  found.push(...(await seriousViolations(page, 'join page')));
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('Enter your full name (2 to 120 characters).', { exact: false }).first(),
  ).toBeVisible();
  found.push(...(await seriousViolations(page, 'join page with errors')));
  await open(page, '/join/unknown-token');
  await expect(page.getByText(INVALID)).toBeVisible();
  found.push(...(await seriousViolations(page, 'invalid link')));
  await visitor.close();
  expect(found).toEqual([]);
});

test('in Arabic the join page is right to left and creates the account', async () => {
  const suffix = uniqueSuffix();
  const email = `arabic-${suffix}@example.net`;
  const link = await inviteByApi(email);
  const visitor = await newContext();
  const page = await visitor.newPage();
  await inLanguage(page, 'ar');
  await open(page, '/join/unknown-token');
  await expect(page.getByText('رابط الدعوة هذا غير صالح أو انتهت صلاحيته.')).toBeVisible();
  await open(page, new URL(link).pathname);
  await expect(page.locator('main h1')).toHaveText('الانضمام إلى بوابة الأعضاء');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText(email, { exact: false }).first()).toBeVisible();
  await expect(page.getByText('12 حرفًا على الأقل.')).toBeVisible();

  await page.getByLabel('الاسم الكامل').fill('فاطمة علي');
  await page.getByLabel('اسم المستخدم').fill(`fatima.${suffix}`.slice(0, 40));
  await page.getByLabel('كلمة المرور', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await expect(
    page.getByText('يجب أن تتكوّن كلمة المرور من 12 إلى 256 حرفًا.', { exact: false }),
  ).toBeVisible();
  await page.getByLabel('كلمة المرور', { exact: true }).fill(PASSWORD);
  await page.getByLabel('تأكيد كلمة المرور').fill(PASSWORD);
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByText('أهلًا بك، فاطمة علي')).toBeVisible();
  expect(await sessionEmail(visitor)).toBe(email);
  await visitor.close();
});
