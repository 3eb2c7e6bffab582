import type { BrowserContext, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { expect, inLanguage, newContext, open, test } from '../support/fixtures.ts';

const MEMBER_NAME = 'Amina Yusuf Abdi';
const MODERATOR_NAME = 'Abdirahman Hassan Warsame';

let memberContext: BrowserContext;
let moderatorContext: BrowserContext;
let memberPage: Page;
let moderatorPage: Page;

test.beforeAll(async () => {
  memberContext = await newContext('member');
  moderatorContext = await newContext('moderator');
  // Keeps the page's WebSockets reachable, so that the test can drop them.
  await memberContext.addInitScript(() => {
    const Native = window.WebSocket;
    const sockets: WebSocket[] = [];
    (window as unknown as { __sockets: WebSocket[] }).__sockets = sockets;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        sockets.push(this);
      }
    } as typeof WebSocket;
  });
  memberPage = await memberContext.newPage();
  moderatorPage = await moderatorContext.newPage();
});

test.afterAll(async () => {
  await memberContext.close();
  await moderatorContext.close();
});

/** The sidebar's Messages link names the unread count ("Messages, 2 unread"). */
async function unreadBadge(page: Page): Promise<number> {
  const name = await page
    .getByRole('navigation')
    .first()
    .getByRole('link', { name: /^Messages/ })
    .getAttribute('aria-label')
    .catch(() => null);
  const text =
    name ??
    (await page
      .getByRole('navigation')
      .first()
      .getByRole('link', { name: /^Messages/ })
      .innerText());
  const match = /(\d+)/.exec(text);
  return match ? Number(match[1]) : 0;
}

function conversationButton(page: Page, name: string) {
  return page
    .getByRole('region', { name: 'Conversations' })
    .getByRole('button', { name: new RegExp(name) });
}

function bubbles(page: Page) {
  return page.locator('main section[aria-label^="Conversation with"] ol > li');
}

async function send(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await page.locator('main').getByRole('button', { name: 'Send', exact: true }).click();
  await expect(box).toHaveValue('');
}

test('the spec texts: the prompt before a choice, the conversations with their unread state', async () => {
  await open(memberPage, '/messages');
  await expect(memberPage.getByText('Select a conversation to start messaging')).toBeVisible();
  await expect(conversationButton(memberPage, MODERATOR_NAME)).toBeVisible();
  expect(
    await memberPage
      .locator('main')
      .getByRole('button', { name: 'Send', exact: true })
      .isDisabled(),
  ).toBe(true);
  // Search filters the list by name.
  await memberPage.getByRole('searchbox', { name: 'Search conversations' }).fill('abdirahman');
  await expect
    .poll(() =>
      memberPage.getByRole('region', { name: 'Conversations' }).getByRole('button').count(),
    )
    .toBe(1);
  await memberPage.getByRole('searchbox', { name: 'Search conversations' }).fill('');
});

test('a message from B appears live on A, with the badge, then the read receipt reaches B', async () => {
  // A waits on the page with no conversation open.
  await open(memberPage, '/messages');
  await expect(conversationButton(memberPage, MODERATOR_NAME)).toBeVisible();
  // The badge is drawn once the shell's counts have answered (the notifications button then
  // carries its count): read before that, it is 0 whatever is unread.
  await expect
    .poll(() =>
      memberPage.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label'),
    )
    .toMatch(/\d/);
  const before = await unreadBadge(memberPage);

  // B opens the conversation with A and writes.
  await open(moderatorPage, '/messages');
  await conversationButton(moderatorPage, MEMBER_NAME).click();
  await expect(moderatorPage.getByRole('heading', { level: 2, name: MEMBER_NAME })).toBeVisible();
  const first = `Live from the moderator ${Date.now()}`;
  await send(moderatorPage, first);
  // Sending shows it at once on B.
  await expect(bubbles(moderatorPage).filter({ hasText: first })).toBeVisible();

  // On A, without a reload: the list shows it unread and the badge counts it.
  await expect(
    conversationButton(memberPage, MODERATOR_NAME).filter({ hasText: first }),
  ).toBeVisible();
  await expect.poll(() => unreadBadge(memberPage), { timeout: 10_000 }).toBe(before + 1);
  await expect(conversationButton(memberPage, MODERATOR_NAME)).toHaveText(/unread message/);

  // A opens it: the message is there, marked read, and B sees the receipt live.
  await conversationButton(memberPage, MODERATOR_NAME).click();
  await expect(bubbles(memberPage).filter({ hasText: first })).toBeVisible();
  await expect.poll(() => unreadBadge(memberPage), { timeout: 10_000 }).toBe(before);
  await bubbles(moderatorPage)
    .filter({ hasText: first })
    .getByText('Read')
    .waitFor({ timeout: 10_000 });

  // With the conversation open on A, the next message appears there and is announced.
  const second = `Second live message ${Date.now()}`;
  await send(moderatorPage, second);
  await expect(bubbles(memberPage).filter({ hasText: second })).toBeVisible();
  await expect(memberPage.locator('main [role="status"][aria-live="polite"]').last()).toContainText(
    second,
  );
  // Read at once because it is open: the badge does not move.
  await expect.poll(() => unreadBadge(memberPage), { timeout: 10_000 }).toBe(before);

  // A answers; it appears on B's open page, mine at the end, theirs at the start.
  const answer = `Answer from the member ${Date.now()}`;
  await send(memberPage, answer);
  await expect(bubbles(moderatorPage).filter({ hasText: answer })).toBeVisible();
  // Polled: the sent bubble is re-rendered once the server confirms it, and a box read in
  // between is null.
  const rightEdge = async (text: string) => {
    const box = await bubbles(memberPage).filter({ hasText: text }).boundingBox();
    return box ? box.x + box.width : Number.NaN;
  };
  await expect
    .poll(async () => (await rightEdge(answer)) - (await rightEdge(second)), { timeout: 10_000 })
    .toBeGreaterThan(0);
});

test('after the connection drops, the page reconnects and shows what was sent meanwhile', async () => {
  await open(memberPage, '/messages');
  await conversationButton(memberPage, MODERATOR_NAME).click();
  await expect(memberPage.getByRole('heading', { level: 2, name: MODERATOR_NAME })).toBeVisible();
  await open(moderatorPage, '/messages');
  await conversationButton(moderatorPage, MEMBER_NAME).click();
  await expect(moderatorPage.getByRole('heading', { level: 2, name: MEMBER_NAME })).toBeVisible();

  // The network goes away and the socket with it; nothing can reconnect until it is back.
  await memberContext.setOffline(true);
  const dropped = await memberPage.evaluate(() => {
    const sockets = (window as unknown as { __sockets: WebSocket[] }).__sockets;
    const open = sockets.filter((socket) => socket.readyState === WebSocket.OPEN);
    for (const socket of open) socket.close(4000, 'test drop');
    return open.length;
  });
  expect(dropped).toBeGreaterThan(0);
  const meanwhile = `Sent while you were offline ${Date.now()}`;
  try {
    // Stored while the member is offline: the moderator's page has the gateway's answer.
    const stored = moderatorPage.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        (response.request().postData() ?? '').includes('SendMessage') &&
        response.ok(),
    );
    await send(moderatorPage, meanwhile);
    await stored;
  } finally {
    await memberContext.setOffline(false);
  }
  await bubbles(memberPage).filter({ hasText: meanwhile }).waitFor({ timeout: 40_000 });
  // It came back over a new socket.
  expect(
    await memberPage.evaluate(
      () =>
        (window as unknown as { __sockets: WebSocket[] }).__sockets.filter(
          (socket) => socket.readyState === WebSocket.OPEN,
        ).length,
    ),
  ).toBe(1);
});

test('presence: Online while the other member has the portal open', async () => {
  await open(memberPage, '/messages');
  await conversationButton(memberPage, MODERATOR_NAME).click();
  // The moderator's page is open (the socket of the shell): online.
  await open(moderatorPage, '/messages');
  await memberPage.getByText('Online', { exact: true }).waitFor({ timeout: 15_000 });
});

test('the directory Message link opens an empty conversation ready to write', async () => {
  await open(memberPage, '/members');
  const card = memberPage.locator('main article').filter({ hasText: 'Sahra Mohamed Ali' });
  await card.getByRole('link', { name: 'Message', exact: true }).click();
  await memberPage.waitForURL(/\/messages\?with=/);
  await expect(
    memberPage.getByRole('heading', { level: 2, name: 'Sahra Mohamed Ali' }),
  ).toBeVisible();
  const text = `First message to the secretariat ${Date.now()}`;
  await send(memberPage, text);
  await expect(bubbles(memberPage).filter({ hasText: text })).toBeVisible();
  await expect(
    conversationButton(memberPage, 'Sahra Mohamed Ali').filter({ hasText: text }),
  ).toBeVisible();
});

test('New message finds a member by name and opens the conversation', async () => {
  await open(memberPage, '/messages');
  await memberPage.getByRole('button', { name: 'New message' }).click();
  const dialog = memberPage.getByRole('dialog', { name: 'New message' });
  await dialog.getByRole('searchbox', { name: 'Find a member' }).fill('Khadija');
  await dialog
    .getByRole('button', { name: /Khadija/ })
    .first()
    .click();
  await memberPage.waitForURL(/\/messages\?with=/);
  await expect(memberPage.getByRole('heading', { level: 2, name: /Khadija/ })).toBeVisible();
  await expect(memberPage.getByRole('dialog')).toHaveCount(0);
});

test('axe finds no serious problem on the messages page', async () => {
  await open(memberPage, '/messages');
  await conversationButton(memberPage, MODERATOR_NAME).click();
  await expect(bubbles(memberPage).first()).toBeVisible();
  expect(await seriousViolations(memberPage, 'conversation', 'main')).toEqual([]);
});

test('in Arabic: right to left, translated texts, bubbles mirrored', async () => {
  const arabic = await newContext('member');
  const page = await arabic.newPage();
  await inLanguage(page, 'ar');
  await open(page, '/messages');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('main h1')).toHaveText('الرسائل');
  await expect(page.getByText('اختر محادثة لبدء المراسلة')).toBeVisible();
  await page
    .getByRole('region', { name: 'المحادثات' })
    .getByRole('button', { name: new RegExp(MODERATOR_NAME) })
    .click();
  const list = page.locator('main section[aria-label^="المحادثة مع"] ol > li');
  await expect(list.first()).toBeVisible();
  const mine = await list.locator('xpath=self::*[@data-mine="true"]').first().boundingBox();
  const theirs = await list.locator('xpath=self::*[@data-mine="false"]').first().boundingBox();
  // Mirrored: mine at the inline end, which is the left in right-to-left.
  expect(mine?.x ?? 1e9).toBeLessThan(theirs?.x ?? 0);
  await expect(page.getByRole('button', { name: 'إرسال' })).toHaveCount(1);
  await arabic.close();
});
