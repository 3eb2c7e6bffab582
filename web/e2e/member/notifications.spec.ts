import type { BrowserContext, Page } from '@playwright/test';
import { isolate } from '../../src/i18n/bidi.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, inLanguage, newContext, open, test } from '../support/fixtures.ts';
import { gql } from '../support/graphql.ts';

const MODERATOR_NAME = 'Abdirahman Hassan Warsame';

let member: BrowserContext;
let moderator: BrowserContext;
let page: Page;

test.beforeAll(async () => {
  member = await newContext('member');
  moderator = await newContext('moderator');
  page = await member.newPage();
});
test.afterAll(async () => {
  await member.close();
  await moderator.close();
});

/** A discussion of the demo member's own, so that the test does not depend on the seed. */
async function memberDiscussion(title: string): Promise<string> {
  const data = await gql<{ createDiscussion: { id: string } }>(
    member.request,
    'mutation ($input: CreateDiscussionInput!) { createDiscussion(input: $input) { id } }',
    { input: { title, content: 'A discussion that the moderator will reply to.' } },
  );
  return data.createDiscussion.id;
}

async function moderatorReplies(discussionId: string): Promise<string> {
  const data = await gql<{ replyToDiscussion: { id: string } }>(
    moderator.request,
    'mutation ($input: ReplyToDiscussionInput!) { replyToDiscussion(input: $input) { id } }',
    { input: { discussionId, content: 'A reply from the moderator.' } },
  );
  return data.replyToDiscussion.id;
}

async function unreadCount(): Promise<number> {
  const data = await gql<{ shellCounts: { unreadNotifications: number } }>(
    member.request,
    '{ shellCounts { unreadNotifications } }',
  );
  return data.shellCounts.unreadNotifications;
}

const bell = (target: Page = page) => target.getByRole('button', { name: /^Notifications/ });
const bellName = async (target: Page = page) =>
  (await bell(target).getAttribute('aria-label')) ?? '';
/** The page gains focus: the header asks for its count again. */
const focusPage = (target: Page = page) =>
  target.evaluate(() => window.dispatchEvent(new Event('focus')));

test('a reply raises the count; opening the notification lands on the reply and lowers it', async () => {
  const title = `Notified reply ${Date.now()}`;
  const discussionId = await memberDiscussion(title);
  await open(page, '/');
  const before = await unreadCount();
  await expect.poll(() => bellName()).toBe(`Notifications, ${before} unread`);

  // Replies before it, so that the one the notice is about is not simply the first.
  await gql(
    member.request,
    'mutation ($input: ReplyToDiscussionInput!) { replyToDiscussion(input: $input) { id } }',
    { input: { discussionId, content: 'An earlier reply of my own.' } },
  );
  const replyId = await moderatorReplies(discussionId);
  await focusPage();
  await expect.poll(() => bellName()).toBe(`Notifications, ${before + 1} unread`);

  await bell().click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  await expect(dialog).toBeVisible();
  const item = dialog.getByRole('link', {
    name: `${isolate(MODERATOR_NAME)} replied to your discussion "${isolate(title)}"`,
    exact: false,
  });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Unread');
  await expect(item).toHaveText(/now|second|minute/);

  expect(await seriousViolations(page, 'notifications', '[role="dialog"]')).toEqual([]);
  // It hangs below the bell, their end edges (the right ones here) aligned.
  const bellBox = await bell().boundingBox();
  const dialogBox = await dialog.boundingBox();
  if (!bellBox || !dialogBox) throw new Error('the bell or its popover is not laid out');
  expect(dialogBox.y).toBeGreaterThanOrEqual(bellBox.y + bellBox.height);
  expect(Math.round(dialogBox.x + dialogBox.width)).toBe(Math.round(bellBox.x + bellBox.width));

  await item.click();
  await page.waitForURL(
    (url) => url.pathname === `/discussions/${discussionId}` && url.hash === `#reply-${replyId}`,
  );
  await expect(page.locator('main h1')).toHaveText(title);
  // The page shows the reply the notice is about, with the focus there for a screen reader.
  const reply = page.locator(`[id="reply-${replyId}"]`);
  await expect(reply).toBeFocused();
  await expect(reply).toContainText('A reply from the moderator.');
  await expect(reply).toBeInViewport();
  await expect.poll(() => bellName()).toBe(`Notifications, ${before} unread`);
  expect(await unreadCount()).toBe(before);
});

test('Escape closes the popover and gives focus back to the bell; Mark all as read empties the count', async () => {
  const title = `Notified twice ${Date.now()}`;
  const discussionId = await memberDiscussion(title);
  await moderatorReplies(discussionId);
  await moderatorReplies(discussionId);
  await open(page, '/discussions');
  await expect.poll(async () => (await unreadCount()) >= 2).toBe(true);
  await expect.poll(() => bellName()).toBe(`Notifications, ${await unreadCount()} unread`);

  await bell().focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  // React Aria gives focus back on the next frame after the popover leaves the page.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
    .toMatch(/^Notifications/);

  await bell().click();
  await expect(dialog).toBeVisible();
  const items = dialog.getByRole('link', { name: new RegExp(title) });
  await expect(items).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Mark all as read' }).click();
  await expect.poll(() => bellName()).toBe('Notifications, 0 unread');
  expect(await unreadCount()).toBe(0);
  await expect(dialog.getByText('Unread', { exact: true })).toHaveCount(0);
  await expect(items).toHaveCount(2);
});

test('in Arabic the count and the notification are worded in Arabic, right to left', async () => {
  const arabic = await newContext('member');
  const arabicPage = await arabic.newPage();
  await inLanguage(arabicPage, 'ar');
  try {
    const title = `Arabic reader ${Date.now()}`;
    const discussionId = await memberDiscussion(title);
    await moderatorReplies(discussionId);
    await open(arabicPage, '/');
    expect(await arabicPage.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const arabicBell = arabicPage.getByRole('button', { name: /^الإشعارات/ });
    await expect
      .poll(async () => (await arabicBell.getAttribute('aria-label')) ?? '')
      .toMatch(/^الإشعارات، .*غير مقروء/);
    await arabicBell.click();
    const dialog = arabicPage.getByRole('dialog', { name: 'الإشعارات' });
    await expect(dialog).toBeVisible();
    const item = dialog.getByRole('link', {
      name: `ردّ ${isolate(MODERATOR_NAME)} على نقاشك «${isolate(title)}»`,
    });
    await expect(item).toBeVisible();
    await expect(item).toContainText('غير مقروء');
    await expect(dialog.getByRole('button', { name: 'تعليم الكل كمقروء' })).toBeVisible();
    // Right to left, the end edges that line up are the left ones.
    const bellBox = await arabicBell.boundingBox();
    const dialogBox = await dialog.boundingBox();
    if (!bellBox || !dialogBox) throw new Error('the bell or its popover is not laid out');
    expect(Math.round(dialogBox.x)).toBe(Math.round(bellBox.x));

    expect(await seriousViolations(arabicPage, 'notifications (ar)', '[role="dialog"]')).toEqual(
      [],
    );
  } finally {
    await arabic.close();
  }
});
