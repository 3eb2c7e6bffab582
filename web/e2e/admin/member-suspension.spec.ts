import { DEMO_PASSWORD } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, newContext, open, test } from '../support/fixtures.ts';

// An admin opens a member's history and suspends them there (issue 33's "done when"): a
// confirmation dialog with Cancel first, the member's open session refused at its next request,
// the act in the audit trail and in the history; then reinstates them from the profile, here
// without the script (a POST form and a notice).

const EMAIL = 'farhan.dhore@example.org';
const NAME = 'Farhan Osman Dhore';
const REASON = 'Shared other members’ contact details';

test('an admin suspends a member: their session stops at once, and the trail says why', async () => {
  const member = await newContext();
  const signedIn = await member.request.post('/api/session', {
    data: { email: EMAIL, password: DEMO_PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  const me = await member.request.post('/graphql', { data: { query: '{ me { id } }' } });
  const memberId: string = (await me.json()).data.me.id;
  expect((await member.request.get('/api/news')).status()).toBe(200);

  const admin = await newContext('admin');
  const page = await admin.newPage();
  await open(page, `/members/${memberId}`);
  await page.locator('main').getByRole('link', { name: 'History', exact: true }).click();
  await expect(page.locator('main h1')).toContainText(NAME);
  const panel = page.getByRole('region', { name: 'Account (administrators)' });
  await expect(panel.getByText('This account is in use.')).toBeVisible();
  await panel.getByRole('textbox', { name: 'Reason' }).fill(REASON);
  await panel.getByRole('button', { name: 'Suspend member' }).click();

  const dialog = page.getByRole('dialog', { name: `Suspend ${NAME}?` });
  await expect(dialog).toBeVisible();
  expect(await dialog.getByRole('button').allInnerTexts()).toEqual(['Cancel', 'Suspend member']);
  expect(await seriousViolations(page, 'suspension dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await member.request.get('/api/news')).status()).toBe(200);

  await panel.getByRole('button', { name: 'Suspend member' }).click();
  await dialog.getByRole('button', { name: 'Suspend member' }).click();
  await expect(panel.getByRole('status')).toContainText('The member is suspended');
  await expect(panel.getByText(/^Suspended since/)).toBeVisible();
  // The history says so as well, without a reload.
  await expect(page.getByText('This account is suspended.', { exact: true })).toBeVisible();

  // The member's open session is refused at its next request, and a new sign-in too.
  expect((await member.request.get('/api/news')).status()).toBe(401);
  const again = await member.request.post('/api/session', {
    data: { email: EMAIL, password: DEMO_PASSWORD },
  });
  expect(again.status()).toBe(403);

  await open(page, `/admin/audit?item=${memberId}`);
  const row = page.getByRole('table').locator('tbody tr').first();
  await expect(row.getByRole('rowheader')).toHaveText('Member suspended');
  await expect(row).toContainText(REASON);
  await expect(row.getByRole('link', { name: NAME })).toHaveAttribute(
    'href',
    `/members/${memberId}`,
  );

  // Reinstated without the script: the form posts and the page says what was done.
  const noScript = await newContext('admin', { javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await open(plain, `/members/${memberId}`);
  const plainPanel = plain.getByRole('region', { name: 'Account (administrators)' });
  await plainPanel.getByRole('textbox', { name: 'Reason' }).fill('Apologised in writing');
  await plainPanel.getByRole('button', { name: 'Reinstate member' }).click();
  await expect(plainPanel.getByRole('status')).toContainText('The member is reinstated');
  await expect(plainPanel.getByText('This account is in use.')).toBeVisible();
  const back = await member.request.post('/api/session', {
    data: { email: EMAIL, password: DEMO_PASSWORD },
  });
  expect(back.status()).toBe(200);

  await noScript.close();
  await admin.close();
  await member.close();
});
