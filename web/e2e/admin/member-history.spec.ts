import { DEMO_PASSWORD } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, inLanguage, newContext, open, test } from '../support/fixtures.ts';

// An admin opens a member's history from their profile and changes their role (issue 33 item
// 2): the member's open session has the new role at its next request, and the act is in the
// audit trail; then the role is changed back without the script (a POST form and a notice).

// A member no other test signs in as (mfa.spec.ts turns two-step sign-in on for some).
const EMAIL = 'fartun.ibrahim@example.org';
const NAME = 'Fartun Abdi Ibrahim';
const REASON = 'Elected to the moderation board';

test("an admin opens a member's history and changes their role", async () => {
  const member = await newContext();
  const signedIn = await member.request.post('/api/session', {
    data: { email: EMAIL, password: DEMO_PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  const roleOf = async () => {
    const me = await member.request.post('/graphql', { data: { query: '{ me { id role } }' } });
    return (await me.json()).data.me as { id: string; role: string };
  };
  const { id: memberId, role } = await roleOf();
  expect(role).toBe('MEMBER');

  const admin = await newContext('admin');
  const page = await admin.newPage();
  await open(page, `/members/${memberId}`);
  await page.getByRole('link', { name: 'History', exact: true }).click();
  await expect(page).toHaveURL(`/members/${memberId}/history`);
  await expect(page.locator('main h1')).toHaveText(`History of ${NAME}`);
  for (const section of ['Submissions', 'Replies', 'Events (RSVPs)', 'Security events']) {
    await expect(page.getByRole('region', { name: section })).toBeVisible();
  }
  await expect(
    page.getByRole('region', { name: 'Security events' }).getByText('Signed in').first(),
  ).toBeVisible();

  const panel = page.getByRole('region', { name: 'Role (administrators)' });
  await expect(panel.getByText('Current role: Member.')).toBeVisible();
  await panel.getByRole('combobox', { name: 'New role' }).selectOption('MODERATOR');
  await panel.getByRole('textbox', { name: 'Reason' }).fill(REASON);
  await panel.getByRole('button', { name: 'Change role' }).click();
  await expect(panel.getByRole('status')).toContainText('The role is changed');
  await expect(panel.getByText('Current role: Moderator.')).toBeVisible();
  expect(await seriousViolations(page, 'member history')).toEqual([]);

  // The member's open session acts with the new role at its next request.
  expect((await roleOf()).role).toBe('MODERATOR');

  await open(page, `/admin/audit?item=${memberId}`);
  const row = page.getByRole('table').locator('tbody tr').first();
  await expect(row.getByRole('rowheader')).toHaveText('Role changed');
  await expect(row).toContainText(REASON);

  // In Arabic, right to left: the act among the staff acts, the name isolated as the member's.
  const arabic = await newContext('admin');
  await inLanguage(arabic, 'ar');
  const rtl = await arabic.newPage();
  await open(rtl, `/members/${memberId}/history`);
  await expect(rtl.locator('main h1')).toHaveText(`سجل ${NAME}`);
  expect(await rtl.evaluate(() => document.documentElement.dir)).toBe('rtl');
  const acts = rtl.getByRole('region', { name: 'إجراءات الموظفين على الحساب' });
  await expect(acts.getByRole('listitem').first()).toContainText('تغيير الدور');
  await expect(acts.getByRole('listitem').first()).toContainText(REASON);
  expect(await seriousViolations(rtl, 'member history, Arabic')).toEqual([]);
  await arabic.close();

  // Back to a member without the script: the form posts and the page says what was done.
  const noScript = await newContext('admin', { javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await open(plain, `/members/${memberId}/history`);
  const plainPanel = plain.getByRole('region', { name: 'Role (administrators)' });
  await plainPanel.getByRole('combobox', { name: 'New role' }).selectOption('MEMBER');
  await plainPanel.getByRole('textbox', { name: 'Reason' }).fill('Term ended');
  await plainPanel.getByRole('button', { name: 'Change role' }).click();
  await expect(plainPanel.getByRole('status')).toContainText('The role is changed');
  await expect(plainPanel.getByText('Current role: Member.')).toBeVisible();
  expect((await roleOf()).role).toBe('MEMBER');

  await noScript.close();
  await admin.close();
  await member.close();
});
