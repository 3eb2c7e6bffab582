import { seriousViolations } from '../support/axe.ts';
import { expect, inLanguage, newContext, open, test } from '../support/fixtures.ts';
import { gql } from '../support/graphql.ts';

// The notice e-mail settings (/profile/notifications): saved without the script (the form
// posts) and with it (GraphQL), in English and in Arabic (right to left, translated).

const modesOf = async (request: Parameters<typeof gql>[0]) =>
  (
    await gql<{
      mailPreferences: { modes: { category: string; mode: string }[]; language: string };
    }>(request, '{ mailPreferences { modes { category mode } language } }')
  ).mailPreferences;

test('saved without the script and with it, in English', async () => {
  const noScript = await newContext('member', { javaScriptEnabled: false });
  const member = await newContext('member');
  try {
    const plain = await noScript.newPage();
    await open(plain, '/profile/notifications');
    await expect(plain.locator('main h1')).toHaveText('Notifications and e-mail');
    await plain
      .getByRole('group', { name: 'Replies in discussions you take part in' })
      .getByLabel('Weekly digest')
      .check();
    await plain.getByLabel('Time zone for digests').fill('Africa/Mogadishu');
    await plain.getByRole('button', { name: 'Save' }).click();
    await expect(plain.locator('main').getByRole('status')).toHaveText('Saved.');
    const saved = await modesOf(member.request);
    expect(saved.modes).toContainEqual({ category: 'REPLIES', mode: 'WEEKLY' });

    // A wrong zone is refused on the page, in words, with the field named.
    await plain.getByLabel('Time zone for digests').fill('Nowhere/Atlantis');
    await plain.getByRole('button', { name: 'Save' }).click();
    await expect(plain.getByText('Enter a time zone such as Africa/Mogadishu.')).toBeVisible();

    const page = await member.newPage();
    await open(page, '/profile/notifications');
    const events = page.getByRole('group', { name: 'Event reminders and changes' });
    await events.getByLabel('E-mail at once').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('main').getByRole('status')).toHaveText('Saved.');
    expect((await modesOf(member.request)).modes).toContainEqual({
      category: 'EVENTS',
      mode: 'IMMEDIATE',
    });
    expect(await seriousViolations(page, 'notification settings')).toEqual([]);
  } finally {
    await gql(
      member.request,
      'mutation { updateMailPreferences(input: { modes: [{ category: REPLIES, mode: DAILY }, { category: EVENTS, mode: IN_APP }], timeZone: "" }) { language } }',
    );
    await noScript.close();
    await member.close();
  }
});

test('in Arabic: right to left, translated, and the e-mail language saved', async () => {
  const arabic = await newContext('member');
  try {
    const page = await arabic.newPage();
    await inLanguage(page, 'ar');
    await open(page, '/profile/notifications');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('main h1')).toHaveText('الإشعارات والبريد الإلكتروني');
    await page.getByLabel('لغة الرسائل').selectOption('ar');
    await page.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.locator('main').getByRole('status')).toHaveText('تم الحفظ.');
    expect((await modesOf(arabic.request)).language).toBe('ar');
    expect(await seriousViolations(page, 'notification settings in Arabic')).toEqual([]);
  } finally {
    await gql(
      arabic.request,
      'mutation { updateMailPreferences(input: { language: "en" }) { language } }',
    );
    await arabic.close();
  }
});
