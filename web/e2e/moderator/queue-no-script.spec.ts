import type { BrowserContext, Page } from '@playwright/test';
import ar from '../../src/i18n/locales/ar.json' with { type: 'json' };
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import { expect, inLanguage, newContext, test } from '../support/fixtures.ts';
import { holdScripts } from '../support/no-script.ts';

// The moderation queue with JavaScript off (a moderator on a slow phone taps before the script
// has run): Approve posts at once, Reject opens its form in the page; the gateway decides through
// the mutations' service and comes back to the queue with the outcome in the visitor's language.

let member: BrowserContext;
test.beforeAll(async () => {
  member = await newContext('member');
});
test.afterAll(async () => {
  await member.close();
});

/** A member's news submission (it waits in the news queue); its title and id. */
async function submitNews(label: string): Promise<{ title: string; id: string }> {
  const title = `${label} ${Date.now()}`;
  const response = await member.request.post('/api/admin/content/news', {
    data: { title, content: `Full text of ${title}.` },
  });
  expect(response.status()).toBe(201);
  return { title, id: (await response.json()).id };
}

async function statusOf(id: string): Promise<{ status: string; rejectionReason?: string | null }> {
  const mine = (await (await member.request.get('/api/submissions/mine')).json()) as {
    id: string;
    status: string;
    rejectionReason?: string | null;
  }[];
  return mine.find((entry) => entry.id === id) ?? { status: 'missing' };
}

const card = (page: Page, title: string) =>
  page
    .locator('main article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function noScriptModerator(language: string): Promise<BrowserContext> {
  const context = await newContext('moderator', { javaScriptEnabled: false });
  await inLanguage(context, language);
  return context;
}

for (const [language, catalog] of [
  ['en', en],
  ['ar', ar],
] as const) {
  const admin = catalog.pages.admin;
  const notices = admin.notices;

  test(`without the script (${language}): approves one item and rejects another with a reason`, async () => {
    const approved = await submitNews(`No-script approve ${language}`);
    const rejected = await submitNews(`No-script reject ${language}`);
    const context = await noScriptModerator(language);
    const page = await context.newPage();
    await page.goto('/admin?tab=news');
    if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await card(page, approved.title).getByRole('button', { name: admin.approvePublish }).click();
    await expect(page).toHaveURL(/moderated=content&outcome=approved/);
    await expect(
      page.getByRole('status').filter({
        hasText: `${notices.contentTitle} ${notices.contentText} ${notices.approvedText}`,
      }),
    ).toBeVisible();
    await expect(card(page, approved.title)).toHaveCount(0);
    expect((await statusOf(approved.id)).status).toBe('approved');

    await card(page, rejected.title).getByRole('button', { name: admin.reject }).click();
    await expect(page).toHaveURL(new RegExp(`rejecting=${rejected.id}`));
    const form = page.getByRole('region', {
      name: admin.rejectDialog.title.replace('{{title}}', rejected.title),
    });
    // Cancel comes before the button that rejects, as in the dialog.
    await expect(form.locator('a, button')).toHaveText([
      admin.rejectDialog.cancel,
      admin.rejectDialog.confirm,
    ]);
    const reason = `Cite the official gazette ${Date.now()}`;
    await form.getByLabel(admin.rejectDialog.reasonLabel).fill(reason);
    await form.getByRole('button', { name: admin.rejectDialog.confirm }).click();
    await expect(page).toHaveURL(/moderated=content&outcome=rejected/);
    await expect(
      page.getByRole('status').filter({
        hasText: `${notices.contentTitle} ${notices.contentText} ${notices.rejectedText}`,
      }),
    ).toBeVisible();
    await expect(card(page, rejected.title)).toHaveCount(0);
    expect(await statusOf(rejected.id)).toMatchObject({
      status: 'rejected',
      rejectionReason: reason,
    });
    await context.close();
  });
}

test('without the script, in Arabic: a refused reason is shown under its field, kept', async () => {
  const item = await submitNews('No-script refused');
  const context = await noScriptModerator('ar');
  const page = await context.newPage();
  await page.goto(`/admin?tab=news&rejecting=${item.id}`);
  const form = page.getByRole('region', {
    name: ar.pages.admin.rejectDialog.title.replace('{{title}}', item.title),
  });
  const field = form.getByLabel(ar.pages.admin.rejectDialog.reasonLabel);
  const long = 'ن'.repeat(1001);
  await field.fill(long);
  await form.getByRole('button', { name: ar.pages.admin.rejectDialog.confirm }).click();
  await expect(form.getByText(ar.pages.admin.rejectDialog.reasonTooLong)).toBeVisible();
  await expect(field).toHaveValue(long);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect((await statusOf(item.id)).status).toBe('pending');
  await context.close();
});

test('a tap on Reject while the script is held back opens the form in the card, which posts', async () => {
  const item = await submitNews('Held-script reject');
  const context = await newContext('moderator');
  const held = await holdScripts(context);
  const page = await context.newPage();
  await page.goto('/admin?tab=news');
  const admin = en.pages.admin;
  // Enabled while the script loads: pressed now, the buttons do what they do natively.
  await card(page, item.title).getByRole('button', { name: admin.reject }).click();
  const form = page.getByRole('region', {
    name: admin.rejectDialog.title.replace('{{title}}', item.title),
  });
  await form.getByLabel(admin.rejectDialog.reasonLabel).fill('Sent before the script ran');
  await form.getByRole('button', { name: admin.rejectDialog.confirm }).click();
  await expect(page).toHaveURL(/moderated=content&outcome=rejected/);
  held.release();
  await expect(
    page.getByRole('status').filter({ hasText: admin.notices.rejectedText }),
  ).toBeVisible();
  expect(await statusOf(item.id)).toMatchObject({
    status: 'rejected',
    rejectionReason: 'Sent before the script ran',
  });
  await context.close();
});
