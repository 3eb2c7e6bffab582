import type { APIRequestContext, BrowserContext, Locator } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { expect, inLanguage, newContext, open, test } from '../support/fixtures.ts';

// The activity charts as an admin reads them (issue 33's "done when": the charts show the demo
// data's activity with a data table each): from /admin to /admin/insight, each chart's table
// holding the figures the API computes from the demo data, the period changed with and without
// the script, and the page right to left in Arabic.

interface Insight {
  submissions: {
    weeks: { submitted: number; approved: number; rejected: number }[];
    pending: number;
  };
  consultations: {
    areas: { area: string; requests: number; answered: number }[];
    requests: number;
  };
  members: { joined: number; active: number }[];
  events: { title: string; going: number; waitlisted: number; attended: number }[];
}

const numbers = new Intl.NumberFormat('en');
const figures = (...values: number[]) => values.map((value) => numbers.format(value));

async function insightOf(request: APIRequestContext, period: string): Promise<Insight> {
  const answer = await request.get(`/api/admin/insight?period=${period}`);
  expect(answer.status()).toBe(200);
  return answer.json();
}

/** Each body row's data cells (the row header, a week or a name, left out). */
async function cellsOf(table: Locator): Promise<string[][]> {
  const rows = await table.locator('tbody tr').all();
  return Promise.all(rows.map((row) => row.locator('td').allInnerTexts()));
}

let admin: BrowserContext;
test.beforeAll(async () => {
  admin = await newContext('admin');
});
test.afterAll(async () => {
  await admin.close();
});

test('an admin opens the charts from the panel and reads the demo data in each table', async () => {
  const page = await admin.newPage();
  await open(page, '/admin');
  const summary = page.getByRole('region', { name: 'The last four weeks' });
  const recent = await insightOf(admin.request, '4-weeks');
  await expect(summary.locator('[data-figure="pending"] dd')).toHaveText(
    numbers.format(recent.submissions.pending),
  );
  await summary.getByRole('link', { name: 'See the activity charts' }).click();
  await expect(page.locator('main h1', { hasText: 'Activity' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/admin/insight');

  const insight = await insightOf(admin.request, 'quarter');
  // The demo data has activity to show: waiting submissions, answered requests, members.
  expect(insight.submissions.pending).toBeGreaterThan(0);
  expect(insight.members.some((month) => month.active > 0)).toBe(true);

  for (const name of [
    'Column chart of submissions, approvals and rejections per week. The table beside it has the figures.',
    'Column chart of consultation requests and answers per practice area. The table beside it has the figures.',
    'Column chart of members joined and active per month. The table beside it has the figures.',
  ]) {
    await expect(page.getByRole('img', { name })).toBeVisible();
  }

  const submissions = page.getByRole('table', { name: 'Submissions and decisions per week' });
  expect(await submissions.getByRole('columnheader').allInnerTexts()).toEqual([
    'Week of',
    'Submitted',
    'Approved',
    'Rejected',
  ]);
  await expect(submissions.locator('tbody tr')).toHaveCount(13);
  expect(await cellsOf(submissions)).toEqual(
    insight.submissions.weeks.map((week) => figures(week.submitted, week.approved, week.rejected)),
  );
  await expect(page.getByTestId('pending-queue')).toContainText(
    `${numbers.format(insight.submissions.pending)} submission`,
  );

  const consultations = page.getByRole('table', {
    name: 'Consultation requests per practice area',
  });
  if (insight.consultations.areas.length > 0) {
    await expect(consultations.getByRole('rowheader')).toHaveText(
      insight.consultations.areas.map((area) => area.area),
    );
    const cells = await cellsOf(consultations);
    expect(cells.map((row) => row.slice(0, 2))).toEqual(
      insight.consultations.areas.map((area) => figures(area.requests, area.answered)),
    );
  }
  await expect(page.getByTestId('consultations-total')).toContainText(
    numbers.format(insight.consultations.requests),
  );

  const members = page.getByRole('table', { name: 'Members joined and active per month' });
  expect(await cellsOf(members)).toEqual(
    insight.members.map((month) => figures(month.joined, month.active)),
  );

  if (insight.events.length > 0) {
    const events = page.getByRole('table', { name: 'Event answers against places' });
    await expect(events.getByRole('rowheader')).toHaveText(
      insight.events.map((event) => new RegExp(event.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
    );
    const cells = await cellsOf(events);
    expect(cells.map((row) => row.slice(2))).toEqual(
      insight.events.map((event) => figures(event.going, event.waitlisted, event.attended)),
    );
  }
  await page.close();
});

test('changes the period: a year of weeks, from the form', async () => {
  const page = await admin.newPage();
  await open(page, '/admin/insight');
  await page.getByLabel('Period').selectOption({ label: 'Last year (52 weeks)' });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\/admin\/insight\?period=year$/);
  const submissions = page.getByRole('table', { name: 'Submissions and decisions per week' });
  await expect(submissions.locator('tbody tr')).toHaveCount(52);
  const year = await insightOf(admin.request, 'year');
  expect(await cellsOf(submissions)).toEqual(
    year.submissions.weeks.map((week) => figures(week.submitted, week.approved, week.rejected)),
  );
  // A year holds every request of the quarter, and more.
  const quarter = await insightOf(admin.request, 'quarter');
  expect(year.consultations.requests).toBeGreaterThanOrEqual(quarter.consultations.requests);
  await page.close();
});

test('changes the period without the script: a GET form', async () => {
  const noScript = await newContext('admin', { javaScriptEnabled: false });
  const page = await noScript.newPage();
  await open(page, '/admin/insight');
  await page.getByLabel('Period').selectOption({ label: 'Last 4 weeks' });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\/admin\/insight\?period=4-weeks$/);
  await expect(
    page.getByRole('table', { name: 'Submissions and decisions per week' }).locator('tbody tr'),
  ).toHaveCount(4);
  await expect(page.getByRole('img').first()).toBeVisible();
  await noScript.close();
});

test('reads right to left in Arabic, the first week at the right', async () => {
  const arabic = await newContext('admin');
  const page = await arabic.newPage();
  await inLanguage(page, 'ar');
  await open(page, '/admin/insight?period=4-weeks');
  await expect(page.locator('main h1')).toHaveText('النشاط');
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  const chart = page.locator('svg[data-direction="rtl"]').first();
  await expect(chart).toBeVisible();
  const xOf = (category: number) =>
    chart.locator(`[data-category="${category}"] rect`).first().getAttribute('x');
  expect(Number(await xOf(0))).toBeGreaterThan(Number(await xOf(3)));
  await expect(
    page.getByRole('table', { name: 'الطلبات المُرسَلة والقرارات في كل أسبوع' }),
  ).toBeVisible();
  expect(await seriousViolations(page, 'insight in Arabic')).toEqual([]);
  await arabic.close();
});
