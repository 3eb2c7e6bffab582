import type { BrowserContext, Page } from '@playwright/test';
import { expect, inLanguage, newContext, open, test } from '../support/fixtures.ts';
import { gql } from '../support/graphql.ts';

// Issue 32 item 4: a member flags a reply, the moderator decides it in /admin, the member is
// told; issue 31 item 6: each queue counts its own kind, once.

let author: BrowserContext;
let member: BrowserContext;
let moderator: BrowserContext;
test.beforeAll(async () => {
  author = await newContext('admin');
  member = await newContext('member');
  moderator = await newContext('moderator');
});
test.afterAll(async () => {
  await author.close();
  await member.close();
  await moderator.close();
});

/** A discussion with one reply, both by the admin account; the ids and the reply's text. */
async function thread(label: string): Promise<{ id: string; reply: string }> {
  const reply = `${label} reply ${Date.now()}`;
  const { createDiscussion } = await gql<{ createDiscussion: { id: string } }>(
    author.request,
    'mutation ($input: CreateDiscussionInput!) { createDiscussion(input: $input) { id } }',
    { input: { title: `${label} ${Date.now()}`, content: 'An opening post to reply to.' } },
  );
  await gql(
    author.request,
    'mutation ($input: ReplyToDiscussionInput!) { replyToDiscussion(input: $input) { id } }',
    { input: { discussionId: createDiscussion.id, content: reply } },
  );
  return { id: createDiscussion.id, reply };
}

/**
 * A form that opens from a link: in a dialog once the script runs, or in the page (the link's
 * address) when the tap came first; either way Cancel comes before the button that acts.
 */
async function openedForm(page: Page, name: string, action: string) {
  const form = page.getByRole('dialog', { name }).or(page.getByRole('region', { name }));
  await expect(form.locator('a, button')).toHaveText([/^(Cancel|إلغاء)$/, action]);
  return form;
}

const replyItem = (page: Page, text: string) =>
  page.locator('main li').filter({ hasText: text }).last();

test('a member flags a reply; the moderator hides it in /admin; the member is told', async () => {
  const { id, reply } = await thread('Flag in English');
  const flagger = await member.newPage();
  await open(flagger, `/discussions/${id}`);
  const post = replyItem(flagger, reply);
  await post.getByRole('link', { name: 'Flag' }).click();
  const dialog = await openedForm(flagger, 'Flag this post to the moderators', 'Flag post');
  await dialog.getByLabel('Why?').selectOption('other');
  await dialog.getByRole('button', { name: 'Flag post' }).click();
  await expect(dialog.getByText('Say what is wrong, in at least 3 characters.')).toBeVisible();
  await dialog.getByLabel('Tell the moderators more').fill('Names a client of the firm.');
  await dialog.getByRole('button', { name: 'Flag post' }).click();
  await expect(
    flagger.getByText('Thank you: the moderators will look at this post.'),
  ).toBeVisible();
  await expect(post.getByText('Flagged', { exact: true })).toBeVisible();

  const page = await moderator.newPage();
  await open(page, '/admin?tab=flags');
  const card = page.locator('main article').filter({ hasText: reply }).first();
  await expect(card.getByText('1 flag', { exact: true })).toBeVisible();
  await expect(card.getByText('Names a client of the firm.')).toBeVisible();
  await card.getByRole('link', { name: 'Hide…' }).click();
  const hide = await openedForm(page, 'Hide the flagged post', 'Hide post');
  await hide.getByLabel('Reason').fill('Confidential client details');
  await hide.getByRole('button', { name: 'Hide post' }).click();
  await expect(
    page.getByText('The post is hidden; the members who flagged it were told.'),
  ).toBeVisible();
  await expect(page.locator('main article').filter({ hasText: reply })).toHaveCount(0);

  await flagger.reload();
  await expect(flagger.getByText('This post is hidden by the moderators.')).toBeVisible();
  await expect(flagger.getByText(reply)).toHaveCount(0);
  await flagger.close();
  await page.close();
});

test('in Arabic: a member flags a reply and the moderator keeps it', async () => {
  const { id, reply } = await thread('Flag in Arabic');
  const arabicMember = await newContext('member');
  const flagger = await arabicMember.newPage();
  await inLanguage(flagger, 'ar');
  await open(flagger, `/discussions/${id}`);
  await expect(flagger.locator('html')).toHaveAttribute('dir', 'rtl');
  const post = replyItem(flagger, reply);
  await post.getByRole('link', { name: 'إبلاغ' }).click();
  const dialog = await openedForm(flagger, 'أبلغ المشرفين عن هذه المشاركة', 'أبلغ عن المشاركة');
  await dialog.getByLabel('لماذا؟').selectOption('spam');
  await dialog.getByRole('button', { name: 'أبلغ عن المشاركة' }).click();
  await expect(flagger.getByText('شكرًا لك: سيطّلع المشرفون على هذه المشاركة.')).toBeVisible();

  const arabicModerator = await newContext('moderator');
  const page = await arabicModerator.newPage();
  await inLanguage(page, 'ar');
  await open(page, '/admin?tab=flags');
  const card = page.locator('main article').filter({ hasText: reply }).first();
  await expect(card.getByText('بلاغ واحد', { exact: true })).toBeVisible();
  await expect(card.getByText('رسائل مزعجة')).toBeVisible();
  await card.getByRole('button', { name: 'إبقاء المشاركة' }).click();
  await expect(page.locator('main article').filter({ hasText: reply })).toHaveCount(0);

  // The flagger is told the outcome, titled with the discussion.
  const { notifications } = await gql<{ notifications: { kind: string }[] }>(
    arabicMember.request,
    '{ notifications { kind } }',
  );
  expect(notifications.map((notice) => notice.kind)).toContain('POST_FLAG_KEPT');
  await flagger.reload();
  await expect(flagger.getByText(reply)).toBeVisible();
  await arabicMember.close();
  await arabicModerator.close();
});

test('each queue of /admin counts its own kind once, news in the news queue only', async () => {
  const title = `Counted once ${Date.now()}`;
  const sent = await member.request.post('/api/admin/content/news', {
    data: { title, content: `Full text of ${title}.` },
  });
  expect(sent.status()).toBe(201);
  const page = await moderator.newPage();
  await open(page, '/admin?tab=news');
  const stats = (await (await moderator.request.get('/api/admin/stats')).json()) as Record<
    string,
    number
  >;
  const count = async (name: RegExp) =>
    Number.parseInt((await page.getByRole('tab', { name }).innerText()).replace(/\D/g, ''), 10);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect.poll(() => count(/^News/)).toBe(stats.newsQueue);
  expect(await count(/^Pending Content/)).toBe((stats.eventsQueue ?? 0) + (stats.socialQueue ?? 0));
  expect(await count(/^Flagged posts/)).toBe(stats.flaggedPosts);

  // The news queue lists as many items as its count says (each once).
  await expect(page.getByRole('tabpanel').locator('article')).toHaveCount(stats.newsQueue ?? 0);
  await page.getByRole('tab', { name: /^Pending Content/ }).click();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  const filters = page.getByRole('navigation', { name: 'Kinds of content' });
  await expect(filters.getByRole('link')).toHaveCount(3);
  await page.close();
});

test('without the script: the Flag link opens the form in the page, which posts and comes back', async () => {
  const { id, reply } = await thread('Flag without script');
  const { discussion } = await gql<{ discussion: { replyList: { id: string }[] } }>(
    author.request,
    'query ($id: UUID!) { discussion(id: $id) { replyList { id } } }',
    { id },
  );
  const replyId = discussion.replyList[0]?.id ?? '';
  const noScript = await newContext('member', { javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto(`/discussions/${id}`);
  await replyItem(page, reply).getByRole('link', { name: 'Flag' }).click();
  await expect(page).toHaveURL(new RegExp(`flagging=reply%3A${replyId}`));
  const form = await openedForm(page, 'Flag this post to the moderators', 'Flag post');
  await form.getByLabel('Why?').selectOption('spam');
  await form.getByRole('button', { name: 'Flag post' }).click();
  await expect(page).toHaveURL(/flagged=sent/);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Thank you: the moderators will look at this post.' }),
  ).toBeVisible();
  await expect(replyItem(page, reply).getByText('Flagged', { exact: true })).toBeVisible();
  await noScript.close();
});
