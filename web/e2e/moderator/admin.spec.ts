import type { BrowserContext, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { expect, inLanguage, newContext, open, test } from '../support/fixtures.ts';

// Decisions go through the moderation worker: the call returns once it has applied them.

let member: BrowserContext;
let moderator: BrowserContext;
let page: Page;
test.beforeAll(async () => {
  member = await newContext('member');
  moderator = await newContext('moderator');
  page = await moderator.newPage();
});
test.afterAll(async () => {
  await member.close();
  await moderator.close();
});

/** A member's news submission through the spec's REST call; returns its title. */
async function submitNews(label: string): Promise<string> {
  const title = `${label} ${Date.now()}`;
  const response = await member.request.post('/api/admin/content/news', {
    data: { title, content: `Full text of ${title}.`, priority: 'urgent' },
  });
  expect(response.status()).toBe(201);
  return title;
}

const card = (title: string, on: Page = page) =>
  on.locator('main article').filter({ has: on.getByRole('heading', { name: title, exact: true }) });

// Submitted news waits in the news queue, with the news items (issue 31: one queue per kind).
const NEWS_QUEUE = '/admin?tab=news';
const newsTab = (on: Page = page) => on.getByRole('tab', { name: /^(News|Actualités)/ });

async function pendingCount(on: Page = page): Promise<number> {
  const text = await newsTab(on).innerText();
  return Number.parseInt(text.replace(/\D/g, ''), 10);
}

/** Approve, then confirm publishing in the dialog (Cancel before the button that publishes). */
async function approve(
  item: ReturnType<typeof card>,
  on: Page = page,
  label = 'Approve & Publish',
) {
  await item.getByRole('button', { name: label }).click();
  const dialog = on.getByRole('dialog');
  await expect(dialog.getByRole('button')).toHaveText([/^(Cancel|Annuler)$/, label]);
  await dialog.getByRole('button', { name: label }).click();
}

test('a member is refused the admin panel', async () => {
  const refused = await member.newPage();
  await open(refused, '/admin');
  await expect(refused.locator('main h1')).toHaveText('Access denied');
  await refused.close();
  const response = await member.request.get('/api/admin/stats');
  expect(response.status()).toBe(403);
});

test('the moderator approves a just-submitted item: notice, gone from pending, count down', async () => {
  const title = await submitNews('Submitted for approval');
  await open(page, NEWS_QUEUE);
  await expect(page.locator('main h1')).toHaveText('Administration');
  const figures = page.getByRole('region', { name: 'Moderation figures' });
  await expect(figures.getByText('Pending reviews')).toBeVisible();
  await expect(figures.getByText('Members', { exact: true })).toBeVisible();
  await expect(newsTab()).toHaveAttribute('aria-selected', 'true');

  const item = card(title);
  await expect(item).toBeVisible();
  // Urgent is flagged in words, with every field.
  expect(await item.getByText('Urgent', { exact: true }).count()).toBeGreaterThan(0);
  await expect(item.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).first()).toBeVisible();
  await expect.poll(() => pendingCount()).toBeGreaterThan(0);
  const before = await pendingCount();

  await approve(item);
  await expect(page.getByText('Content processed', { exact: true })).toBeVisible();
  // The spec's notice, and which decision it was.
  await expect(
    page.getByText('The content has been processed successfully. Approved and published.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(item).toHaveCount(0);
  await expect.poll(() => pendingCount()).not.toBe(before);

  // A second decision on the same item is refused clearly (409).
  const submissions = (await (await member.request.get('/api/submissions/mine')).json()) as {
    id: string;
    title: string | null;
    status: string;
  }[];
  const mine = submissions.find((entry) => entry.title === title);
  expect(mine?.status).toBe('approved');
  const again = await moderator.request.post(`/api/admin/content/news/${mine?.id}/approve`, {
    data: { approved: false },
  });
  expect(again.status()).toBe(409);
});

test('a rejection with a reason shows in the member’s submissions', async () => {
  const title = await submitNews('Submitted for rejection');
  await open(page, NEWS_QUEUE);
  const item = card(title);
  await item.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog');
  const reason = `Please cite the official gazette ${Date.now()}.`;
  await dialog.getByLabel('Reason (optional)').fill(reason);
  // Cancel comes before the destructive button (issue 31).
  await expect(dialog.getByRole('button')).toHaveText(['Cancel', 'Reject']);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Content processed', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      'The content has been processed successfully. Rejected: it will not be published.',
      {
        exact: true,
      },
    ),
  ).toBeVisible();
  await expect(item).toHaveCount(0);

  const memberPage = await member.newPage();
  await open(memberPage, '/submit-content');
  const mine = memberPage
    .getByRole('region', { name: 'My submissions' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(mine.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(mine.getByText(`Reason: ${reason}`, { exact: true })).toBeVisible();
  await memberPage.close();
});

test('in French: the tabs, Approuver & Publier, the notice and the status words', async () => {
  const title = await submitNews('Contenu soumis');
  // Its own context: the language choice is stored per browser.
  const frenchContext = await newContext('moderator');
  const french = await frenchContext.newPage();
  await inLanguage(french, 'fr');
  await open(french, NEWS_QUEUE);
  const item = card(title, french);
  await expect(item.getByText('En attente', { exact: true })).toBeVisible();
  await approve(item, french, 'Approuver & Publier');
  await expect(french.getByText('Contenu traité', { exact: true })).toBeVisible();
  await expect(
    french.getByText('Le contenu a été traité avec succès. Approuvé et publié.', { exact: true }),
  ).toBeVisible();

  const consultations = french.getByRole('tab', { name: /^Consultations/ });
  await consultations.click();
  await expect(consultations).toHaveAttribute('aria-selected', 'true');
  const panel = french.getByRole('tabpanel');
  await expect
    .poll(
      async () =>
        (await panel.locator('article').count()) > 0 ||
        (await panel.getByText("Aucune demande de consultation pour l'instant").count()) > 0,
    )
    .toBe(true);
  expect(await panel.locator('article').count()).toBeLessThanOrEqual(10);
  await frenchContext.close();
});

test('in Arabic the panel is right-to-left', async () => {
  const arabicContext = await newContext('moderator');
  const arabic = await arabicContext.newPage();
  await inLanguage(arabic, 'ar');
  await open(arabic, '/admin');
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabic.getByRole('tab', { name: /^محتوى معلّق/ })).toBeVisible();
  await arabicContext.close();
});

test('no serious axe violation on the panel, its tabs and the reject dialog', async () => {
  await submitNews('Submitted for the accessibility check');
  await open(page, NEWS_QUEUE);
  await expect(page.locator('main article').first()).toBeVisible();
  const check = (where: string) => seriousViolations(page, where);
  const problems = await check('news');
  await page.locator('main article').first().getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  problems.push(...(await check('reject dialog')));
  await page.keyboard.press('Escape');
  await page
    .locator('main article')
    .first()
    .getByRole('button', { name: /^Approve/ })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  problems.push(...(await check('approve dialog')));
  await page.keyboard.press('Escape');
  for (const tab of ['Pending Content', 'Reviews', 'Flagged posts', 'Consultations']) {
    await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    problems.push(...(await check(tab)));
  }
  expect(problems).toEqual([]);
});
