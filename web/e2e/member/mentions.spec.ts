import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { isolate } from '../../src/i18n/bidi.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, firstHtml, inLanguage, newContext, open, test } from '../support/fixtures.ts';
import { gql } from '../support/graphql.ts';

// @mentions (issue 32 item 2): typing @ and part of a name offers members, the keyboard picks
// one, the posted reply links to them, and they are told once.
const MEMBER_NAME = 'Amina Yusuf Abdi';
const MODERATOR_NAME = 'Abdirahman Hassan Warsame';
const ADMIN_NAME = 'Sahra Mohamed Ali';

let member: BrowserContext;
let moderator: BrowserContext;
let admin: BrowserContext;
let page: Page;

test.beforeAll(async () => {
  member = await newContext('member');
  moderator = await newContext('moderator');
  admin = await newContext('admin');
  page = await member.newPage();
});
test.afterAll(async () => {
  await member.close();
  await moderator.close();
  await admin.close();
});

async function discussionBy(request: APIRequestContext, title: string): Promise<string> {
  const data = await gql<{ createDiscussion: { id: string } }>(
    request,
    'mutation ($input: CreateDiscussionInput!) { createDiscussion(input: $input) { id } }',
    { input: { title, content: 'Who has tried the new registry forms?' } },
  );
  return data.createDiscussion.id;
}

/** The mention notices `request`'s member has about the discussion. */
async function mentionNotices(request: APIRequestContext, discussionId: string) {
  const data = await gql<{
    notifications: {
      kind: string;
      actor: { fullName: string } | null;
      discussion: { id: string } | null;
    }[];
  }>(request, '{ notifications(limit: 50) { kind actor { fullName } discussion { id } } }');
  return data.notifications.filter(
    (n) => n.kind === 'DISCUSSION_MENTION' && n.discussion?.id === discussionId,
  );
}

/** Moves the highlight with the arrows until `option` is the one the textbox points at. */
async function highlight(box: Locator, option: Locator, target: Page): Promise<void> {
  const options = await target.getByRole('option').count();
  for (let step = 0; step <= options; step += 1) {
    // Read after each key, and let the list answer it: the suggestions may still be re-rendering
    // (a later search's answer), which gives the option a new id and moves the highlight.
    const id = (await option.getAttribute('id')) ?? '';
    const reached = await expect(box)
      .toHaveAttribute('aria-activedescendant', id, { timeout: 1_000 })
      .then(() => true)
      .catch(() => false);
    if (reached) return;
    await box.press('ArrowDown');
  }
  throw new Error('the arrows never reached the member');
}

test('types @ and part of a name, picks with the keyboard, posts: a link, and one notice', async () => {
  const title = `Mention in English ${Date.now()}`;
  const discussionId = await discussionBy(member.request, title);
  await open(page, `/discussions/${discussionId}`);

  const box = page.getByRole('textbox', { name: 'Your reply' });
  await box.click();
  await box.pressSequentially('Could @Abdirah');
  const list = page.getByRole('listbox', { name: 'Members to mention' });
  await expect(list).toBeVisible();
  const option = list.getByRole('option', { name: MODERATOR_NAME });
  await expect(option).toBeVisible();
  await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id')) ?? '');
  expect(await seriousViolations(page, 'mention list')).toEqual([]);
  // Escape closes the list and keeps the text; typing on opens it again.
  await box.press('Escape');
  await expect(list).toBeHidden();
  await box.pressSequentially('m');
  await expect(option).toBeVisible();
  await highlight(box, option, page);
  await box.press('Enter');
  await expect(list).toBeHidden();
  await expect(box).toHaveValue(
    new RegExp(`^Could @\\[${MODERATOR_NAME}\\]\\(member:[0-9a-f-]{36}\\) $`),
  );
  await box.pressSequentially('confirm the forms?');
  await page.getByRole('button', { name: 'Send' }).click();

  const reply = page.locator('main ol > li').filter({ hasText: 'confirm the forms?' });
  const link = reply.getByRole('link', { name: `@${MODERATOR_NAME}` });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', /^\/members\/[0-9a-f-]{36}$/);
  // It opens the member's profile in the app.
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  await page.waitForURL((url) => url.pathname === href);
  await expect(page.locator('main h1')).toHaveText(MODERATOR_NAME);

  // The moderator has one notice, and sees it worded in the bell.
  await expect
    .poll(async () => (await mentionNotices(moderator.request, discussionId)).length)
    .toBe(1);
  const moderatorPage = await moderator.newPage();
  await open(moderatorPage, '/');
  await moderatorPage.getByRole('button', { name: /^Notifications/ }).click();
  await expect(
    moderatorPage.getByRole('dialog', { name: 'Notifications' }).getByRole('link', {
      name: `${isolate(MEMBER_NAME)} mentioned you in "${isolate(title)}"`,
      exact: false,
    }),
  ).toHaveCount(1);
  await moderatorPage.close();
});

test('in Arabic, right to left: the same keys pick the member, who is told once', async () => {
  const arabic = await newContext('member');
  const arabicPage = await arabic.newPage();
  await inLanguage(arabicPage, 'ar');
  try {
    const title = `إشارة ${Date.now()}`;
    const discussionId = await discussionBy(arabic.request, title);
    await open(arabicPage, `/discussions/${discussionId}`);
    expect(await arabicPage.evaluate(() => document.documentElement.dir)).toBe('rtl');

    const box = arabicPage.getByRole('textbox', { name: 'ردّك' });
    await box.click();
    await box.pressSequentially('شكرًا @Sahr');
    const list = arabicPage.getByRole('listbox', { name: 'أعضاء للإشارة إليهم' });
    const option = list.getByRole('option', { name: ADMIN_NAME });
    await expect(option).toBeVisible();
    await highlight(box, option, arabicPage);
    await box.press('Enter');
    await expect(list).toBeHidden();
    await arabicPage.getByRole('button', { name: 'إرسال' }).click();

    const link = arabicPage.locator('main ol > li').getByRole('link', { name: `@${ADMIN_NAME}` });
    await expect(link).toBeVisible();
    await expect
      .poll(async () => (await mentionNotices(admin.request, discussionId)).length)
      .toBe(1);
    const [notice] = await mentionNotices(admin.request, discussionId);
    expect(notice?.actor?.fullName).toBe(MEMBER_NAME);
  } finally {
    await arabic.close();
  }
});

test('the first HTML already links a mention to the member under their name', async () => {
  const suggestions = await gql<{ memberSuggestions: { id: string; markup: string }[] }>(
    member.request,
    'query ($s: String!) { memberSuggestions(search: $s) { id markup } }',
    { s: 'Abdirahman Hassan' },
  );
  const [moderatorSuggestion] = suggestions.memberSuggestions;
  if (!moderatorSuggestion) throw new Error('the moderator is not suggested');
  const data = await gql<{ createDiscussion: { id: string } }>(
    member.request,
    'mutation ($input: CreateDiscussionInput!) { createDiscussion(input: $input) { id } }',
    {
      input: {
        title: `First HTML mention ${Date.now()}`,
        content: `Asking ${moderatorSuggestion.markup} before the script runs.`,
      },
    },
  );
  const cookie = (await member.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
  const { status, html } = await firstHtml(`/discussions/${data.createDiscussion.id}`, { cookie });
  expect(status).toBe(200);
  expect(html).toContain(
    `<a href="/members/${moderatorSuggestion.id}" class="mention">@${MODERATOR_NAME}</a>`,
  );
});
