import type { BrowserContext, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { expect, inLanguage, newContext, open, test } from '../support/fixtures.ts';
import { gql } from '../support/graphql.ts';

let context: BrowserContext;
let page: Page;
test.beforeAll(async () => {
  context = await newContext('member');
  page = await context.newPage();
});
test.afterAll(async () => {
  await context.close();
});

const cards = () => page.locator('main article');

test('a member filters by area, opens a discussion, likes it and replies', async () => {
  await open(page, '/discussions?area=criminal');
  await expect(page.getByRole('heading', { level: 2, name: 'Criminal Law' })).toBeVisible();
  await expect(cards().first()).toBeVisible();
  expect(await cards().count()).toBeGreaterThan(0);

  const firstTitle = cards().first().getByRole('link').first();
  const title = (await firstTitle.innerText()).trim();
  await firstTitle.click();
  await page.waitForURL(/\/discussions\/[^/?]+$/);
  await expect(page.locator('main h1')).toHaveText(title);

  const like = page.getByRole('button', { name: 'Like' });
  const before = await like.getAttribute('aria-pressed');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');

  const reply = `Reply from the browser test ${Date.now()}`;
  const send = page.getByRole('button', { name: 'Send' });
  expect(await send.isDisabled()).toBe(true);
  await page.getByLabel('Your reply').fill(reply);
  await send.click();
  await expect(page.locator('main ol > li').getByText(reply)).toBeVisible();
  await expect(page.getByLabel('Your reply')).toHaveValue('');
});

test('an area without discussions says so', async () => {
  await open(page, '/discussions?area=constitutional');
  await expect(page.getByText('No discussions found in this practice area')).toBeVisible();
  await expect(cards()).toHaveCount(0);
});

test('the area dropdown changes the query parameter and the heading', async () => {
  await open(page, '/discussions');
  await expect(page.getByRole('heading', { level: 2, name: 'All Discussions' })).toBeVisible();
  await page.getByRole('button', { name: /Practice area/ }).click();
  await page.getByRole('option', { name: 'Family Law' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Family Law' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('area')).toBe('family');
});

test('the list sorts by each order, kept in the address; cards say when they were active', async () => {
  await open(page, '/discussions');
  await expect(cards().first()).toBeVisible();
  await expect(
    cards()
      .first()
      .getByText(/^Started/),
  ).toBeVisible();
  const sortBy = page.getByRole('button', { name: /Sort by/ });
  await sortBy.click();
  await page.getByRole('option', { name: 'Unanswered' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('unanswered');
  await expect(cards().first()).toBeVisible();
  for (const counts of await cards()
    .getByText(/\d+ repl/)
    .allInnerTexts()) {
    expect(counts).toBe('0 replies');
  }
  await sortBy.click();
  await page.getByRole('option', { name: 'Most liked' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('liked');
  // Opened afresh from the address, the server renders the same order.
  await page.reload();
  await expect(sortBy).toContainText('Most liked');
  const likes = (
    await cards()
      .getByText(/\d+ likes?$/)
      .allInnerTexts()
  ).map((text) => Number.parseInt(text, 10));
  expect(likes.length).toBeGreaterThan(1);
  expect(likes).toEqual([...likes].sort((a, b) => b - a));
});

test('New Discussion creates a discussion that appears in the list', async () => {
  await open(page, '/discussions');
  await expect(cards().first()).toBeVisible();
  await page.getByRole('button', { name: 'New Discussion' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Discussion' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Post Discussion' }).click();
  await expect(dialog.getByText('Required')).toHaveCount(2);

  const title = `Court fees for appeals ${Date.now()}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog
    .getByLabel('Content')
    .fill('Have the court fees for appeals changed this year?\nI was quoted two amounts.');
  await dialog.getByRole('button', { name: 'Post Discussion' }).click();

  await dialog.waitFor({ state: 'detached' });
  await expect(page.getByText('Your discussion has been posted.')).toBeVisible();
  // The author lands on the new thread; their own post offers no Like.
  await page.waitForURL(/\/discussions\/[0-9a-f-]{36}$/);
  await expect(page.locator('main h1')).toHaveText(title);
  await expect(page.getByRole('button', { name: 'Like' })).toHaveCount(0);
  // Its author is told of replies from the start, and may stop.
  const watching = page.getByRole('button', { name: 'Watching' });
  await expect(watching).toHaveAttribute('aria-pressed', 'true');
  await watching.click();
  await expect(page.getByRole('button', { name: 'Watch', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.getByRole('link', { name: 'Back to Discussions' }).click();
  await expect(cards().getByRole('link', { name: title })).toBeVisible();
});

test('a post in Markdown shows formatted, its link is safe and the XSS payloads do nothing', async () => {
  const dialogs: string[] = [];
  page.on('dialog', (shown) => {
    dialogs.push(shown.message());
    void shown.dismiss();
  });
  await open(page, '/discussions');
  await page.getByRole('button', { name: 'New Discussion' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Discussion' });
  const title = `Notice periods ${Date.now()}`;
  const content = [
    '**What notice** must a landlord give? See [the act](https://example.org/act).',
    '',
    '- thirty days',
    '- sixty days',
    '',
    '</script><script>alert(1)</script> <img src=x onerror=alert(2)> [x](javascript:alert(3)) \u2028 end',
  ].join('\n');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Content').fill(content);
  // The Preview tab shows it as it will be posted, and the text stays.
  await dialog.getByRole('tab', { name: 'Preview' }).click();
  await expect(dialog.getByRole('tabpanel').locator('strong')).toHaveText('What notice');
  await dialog.getByRole('tab', { name: 'Write' }).click();
  await expect(dialog.getByLabel('Content')).toHaveValue(content);
  await dialog.getByRole('button', { name: 'Post Discussion' }).click();

  await page.waitForURL(/\/discussions\/[0-9a-f-]{36}$/);
  const post = page.locator('main article');
  await expect(post.locator('strong')).toHaveText('What notice');
  await expect(post.locator('div[dir="auto"] li')).toHaveText(['thirty days', 'sixty days']);
  const link = post.getByRole('link', { name: 'the act' });
  await expect(link).toHaveAttribute('href', 'https://example.org/act');
  await expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
  // The payloads are text: no script ran, no image loaded, the javascript: link is no link.
  await expect(post.getByText('<img src=x onerror=alert(2)>', { exact: false })).toBeVisible();
  await expect(post.locator('img, script')).toHaveCount(0);
  await expect(post.getByRole('link', { name: 'x', exact: true })).toHaveCount(0);
  // The server's render too: the page opened afresh.
  await page.reload();
  await expect(post.locator('strong')).toHaveText('What notice');
  await expect(post.locator('img, script')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('a member edits their reply (marked edited); a moderator reads its history and deletes it', async () => {
  await open(page, '/discussions?area=criminal');
  await cards().first().getByRole('link').first().click();
  await page.waitForURL(/\/discussions\/[^/?]+$/);
  const address = page.url();
  const text = `A reply to correct ${Date.now()}`;
  await page.getByLabel('Your reply').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  const mine = page.locator('main ol > li').filter({ hasText: text });
  await mine.getByRole('button', { name: 'Edit' }).click();
  await mine.getByLabel('Your post').fill(`${text}, corrected`);
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(mine.getByText(`${text}, corrected`)).toBeVisible();
  await expect(mine.getByText(/^Edited /)).toBeVisible();
  // Members do not see earlier versions.
  await expect(mine.getByText(/^History/)).toHaveCount(0);

  const moderator = await newContext('moderator');
  try {
    const staffPage = await moderator.newPage();
    await open(staffPage, address);
    const reply = staffPage.locator('main ol > li').filter({ hasText: `${text}, corrected` });
    await reply.getByText('History (1 earlier version)').click();
    await expect(reply.getByText(text, { exact: true })).toBeVisible();
    await reply.getByRole('button', { name: 'Delete' }).click();
    const dialog = staffPage.getByRole('dialog', { name: 'Delete this post?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByText('Give a reason of at least 3 characters.')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Off topic');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toHaveCount(0);
    const deleted = staffPage.locator('main ol > li').filter({ hasText: 'This post was deleted.' });
    await deleted.last().getByText('History (2 earlier versions)').click();
    await expect(deleted.last().getByText('Reason: Off topic')).toBeVisible();
    expect(await seriousViolations(staffPage, 'post history')).toEqual([]);
  } finally {
    await moderator.close();
  }
  await page.reload();
  await expect(page.getByText(`${text}, corrected`)).toHaveCount(0);
});

test("a member likes another member's reply, counted at once; their own has no like", async () => {
  const moderator = await newContext('moderator');
  try {
    const { createDiscussion } = await gql<{ createDiscussion: { id: string } }>(
      context.request,
      'mutation ($input: CreateDiscussionInput!) { createDiscussion(input: $input) { id } }',
      { input: { title: `Reply likes ${Date.now()}`, content: 'Which answer helped you most?' } },
    );
    const reply = (request: typeof context.request, content: string) =>
      gql(
        request,
        'mutation ($input: ReplyToDiscussionInput!) { replyToDiscussion(input: $input) { id } }',
        { input: { discussionId: createDiscussion.id, content } },
      );
    await reply(moderator.request, 'The registry guide, page 4.');
    await reply(context.request, 'Thank you, that was it.');
    await open(page, `/discussions/${createDiscussion.id}`);

    const theirs = page.locator('main ol > li').filter({ hasText: 'The registry guide, page 4.' });
    const like = theirs.getByRole('button', {
      name: 'Like the reply by Abdirahman Hassan Warsame',
    });
    await expect(theirs.getByText('0 likes')).toBeVisible();
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(theirs.getByText('1 like', { exact: true })).toBeVisible();
    await page.reload();
    await expect(theirs.getByText('1 like', { exact: true })).toBeVisible();

    const mine = page.locator('main ol > li').filter({ hasText: 'Thank you, that was it.' });
    await expect(mine.getByText('0 likes')).toBeVisible();
    await expect(mine.getByRole('button', { name: /^Like the reply/ })).toHaveCount(0);
  } finally {
    await moderator.close();
  }
});

test('an unknown discussion shows the not-found message with a link back', async () => {
  await open(page, '/discussions/00000000-0000-4000-8000-000000000000');
  await expect(page.locator('main h1')).toHaveText('Discussion Not Found');
  await page.getByRole('link', { name: 'Back to Discussions' }).click();
  await page.waitForURL((url) => url.pathname === '/discussions');
});

test('no serious axe violation on the list, the New Discussion dialog and a discussion', async () => {
  const found: string[] = [];
  const check = async (where: string) => {
    found.push(...(await seriousViolations(page, where)));
  };
  await open(page, '/discussions?area=criminal');
  await expect(cards().first()).toBeVisible();
  await check('list');
  await page.getByRole('button', { name: 'New Discussion' }).click();
  await expect(page.getByRole('dialog', { name: 'New Discussion' })).toBeVisible();
  await check('dialog');
  await page.keyboard.press('Escape');
  await cards().first().getByRole('link').first().click();
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await check('discussion');
  expect(found).toEqual([]);
});

test('in Arabic the empty area message and the counts are translated', async () => {
  const arabic = await newContext('member');
  const arabicPage = await arabic.newPage();
  await inLanguage(arabicPage, 'ar');
  await open(arabicPage, '/discussions?area=constitutional');
  await expect(arabicPage.getByText('لا توجد نقاشات في مجال الممارسة هذا')).toBeVisible();
  await open(arabicPage, '/discussions?area=criminal');
  await expect(arabicPage.locator('main article').first()).toBeVisible();
  const counts = await arabicPage.locator('main article').first().locator('ul li').allInnerTexts();
  expect(counts).toHaveLength(3);
  for (const text of counts) expect(text).toMatch(/ردّ|ردود|ردًّا|ردّان|مشاهد|إعجاب/);
  await arabic.close();
});
