import { seriousViolations } from '../support/axe.ts';
import { expect, newContext, open, test } from '../support/fixtures.ts';

// A moderator sends a pending invitation again (issue 33 item 2) from /admin/invitations: a new
// link each time, the old one refused at once; without the script the button is a POST form,
// with it the page shows the new link when no e-mail could be sent (the gateway keeps no SMTP).

const INVITATION = `query ($token: String!) { invitation(token: $token) { email } }`;

test('a moderator sends a pending invitation again, and the old link stops', async () => {
  const moderator = await newContext('moderator');
  const email = `resend-${Date.now()}@example.net`;
  const invited = await moderator.request.post('/graphql', {
    data: {
      query: 'mutation ($email: String!) { inviteMember(email: $email) { id link } }',
      variables: { email },
    },
  });
  const first: { id: string; link: string } = (await invited.json()).data.inviteMember;
  const works = async (link: string) => {
    const answer = await moderator.request.post('/graphql', {
      data: { query: INVITATION, variables: { token: link.slice(link.lastIndexOf('/') + 1) } },
    });
    return (await answer.json()).data?.invitation?.email === email;
  };
  expect(await works(first.link)).toBe(true);

  // Without the script: the row's button posts, and the page says what was done.
  const noScript = await newContext('moderator', { javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await open(plain, '/admin/invitations');
  const plainRow = plain.getByRole('row').filter({ hasText: email });
  await plainRow.getByRole('button', { name: 'Send again' }).click();
  await expect(plain.locator('main').getByRole('status')).toContainText(
    'The invitation was sent again',
  );
  expect(await works(first.link)).toBe(false);

  // With the script: the new link is shown, since no e-mail could be sent.
  const page = await moderator.newPage();
  await open(page, '/admin');
  await page.getByRole('link', { name: 'Pending invitations' }).click();
  await expect(page.locator('main h1')).toHaveText('Pending invitations');
  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: 'Send again' }).click();
  const status = page.locator('main').getByRole('status');
  await expect(status).toContainText(`No e-mail was sent to ${email}`);
  const link = (await status.locator('bdi').last().innerText()).trim();
  expect(link).toContain('/join/');
  expect(await works(link)).toBe(true);
  expect(await seriousViolations(page, 'pending invitations')).toEqual([]);

  await open(page, `/admin/audit?item=${first.id}`);
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(2);
  await expect(
    page.getByRole('table').locator('tbody tr').first().getByRole('rowheader'),
  ).toHaveText('Invitation sent again');

  await noScript.close();
  await moderator.close();
});
