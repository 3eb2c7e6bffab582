import type { BrowserContext, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { expect, newContext, open, test } from '../support/fixtures.ts';

// Events this file submits as the member and approves as the moderator (other files may add
// events too: every look-up is by this file's own titles).
const stamp = Date.now().toString(36);
const WORKSHOP = `Arbitration workshop ${stamp}`;
const ONLINE = `Online ethics seminar ${stamp}`;

let member: BrowserContext;
let moderator: BrowserContext;
let page: Page;
let workshopId: string;

async function approvedEvent(values: Record<string, unknown>): Promise<string> {
  const submitted = await member.request.post('/api/admin/content/events', {
    data: {
      description: 'Hands-on session with case studies.\nBring your bar card.',
      eventDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      registrationRequired: true,
      socialMediaPromotion: false,
      ...values,
    },
  });
  expect(submitted.status()).toBe(201);
  const { id } = (await submitted.json()) as { id: string };
  const decided = await moderator.request.post(`/api/admin/content/event/${id}/approve`, {
    data: { approved: true },
  });
  expect(decided.ok()).toBe(true);
  // The decision is applied by the worker: wait until members can see the event.
  await expect
    .poll(async () => (await member.request.get(`/api/events/${id}`)).status(), {
      intervals: [100],
    })
    .toBe(200);
  return id;
}

test.beforeAll(async () => {
  member = await newContext('member');
  moderator = await newContext('moderator');
  page = await member.newPage();
  workshopId = await approvedEvent({
    title: WORKSHOP,
    location: 'Bar House, Mogadishu',
    category: 'workshop',
    maxAttendees: '5',
    timeZone: 'Africa/Mogadishu',
  });
  await approvedEvent({ title: ONLINE, category: 'seminar', maxAttendees: '' });
});

test.afterAll(async () => {
  await member.close();
  await moderator.close();
});

const card = (title: string, on: Page = page) =>
  on.getByRole('article', { name: title, exact: true });

test('the events page lists the approved events with their facts, filters and tabs', async () => {
  await open(page, '/events');
  await expect(page.locator('main h1')).toHaveText('Events');
  const workshop = card(WORKSHOP);
  await expect(workshop).toBeVisible();
  await expect(workshop.getByText('Bar House, Mogadishu')).toBeVisible();
  await expect(workshop.getByText('5 places left')).toBeVisible();
  // The zone by its readable name, never its IANA id (issue 31).
  await expect(workshop.getByText('(East Africa Time)')).toBeVisible();
  await expect(workshop.getByText('Africa/Mogadishu')).toHaveCount(0);
  await expect(workshop.getByText('Workshop', { exact: true })).toBeVisible();
  const online = card(ONLINE);
  await expect(online.getByText('Online', { exact: true })).toBeVisible();
  await expect(online.getByText('No limit on places')).toBeVisible();

  // The category filter keeps the seminars only.
  await page.getByRole('button', { name: /Category/ }).click();
  await page.getByRole('option', { name: 'Seminar' }).click();
  await expect(card(WORKSHOP)).toHaveCount(0);
  await expect(card(ONLINE)).toBeVisible();
  await page.getByRole('button', { name: /Category/ }).click();
  await page.getByRole('option', { name: 'All categories' }).click();
  await expect(card(WORKSHOP)).toBeVisible();

  await page.getByRole('tab', { name: 'Past' }).click();
  await expect(card(WORKSHOP)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  await expect(card(WORKSHOP)).toBeVisible();
  expect(await seriousViolations(page, 'events list')).toEqual([]);
});

test('the dashboard lists the next three events, as GET /api/events does', async () => {
  const next = (await (await member.request.get('/api/events?limit=3')).json()) as {
    title: string;
  }[];
  await open(page, '/');
  const list = page.getByRole('region', { name: 'Upcoming Events' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(next.length);
  for (const { title } of next) await expect(list.getByText(title, { exact: true })).toBeVisible();
  await expect(list.getByRole('link', { name: 'View all: Upcoming Events' })).toHaveAttribute(
    'href',
    '/events',
  );
});

test('a member answers Going, sees it, gets the .ics, and cancels', async () => {
  await open(page, `/events/${workshopId}`);
  await expect(page.getByRole('heading', { level: 1, name: WORKSHOP })).toBeVisible();
  await expect(page.getByText('Bring your bar card.')).toBeVisible();
  await expect(page.getByText(/Organised by/)).toBeVisible();
  await page.getByRole('button', { name: 'Going', exact: true }).click();
  await expect(page.getByText('You are going')).toBeVisible();
  await expect(page.getByText(/1 member going/)).toBeVisible();
  const ics = page.getByRole('link', { name: 'Add to my calendar (.ics)' });
  await expect(ics).toHaveAttribute('href', `/api/events/${workshopId}/event.ics`);
  const download = await member.request.get(`/api/events/${workshopId}/event.ics`);
  expect(download.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await download.text()).toContain('BEGIN:VEVENT');
  expect(await seriousViolations(page, 'event page')).toEqual([]);

  await page.getByRole('button', { name: 'Cancel my answer' }).click();
  await expect(page.getByText('You cancelled your answer')).toBeVisible();
  await page.getByRole('button', { name: 'Going', exact: true }).click();
  await expect(page.getByText('You are going')).toBeVisible();
});

test('staff see the attendees, with the CSV export', async () => {
  const staffPage = await moderator.newPage();
  await open(staffPage, `/events/${workshopId}`);
  const attendees = staffPage.getByRole('region', { name: 'Attendees' });
  await expect(attendees.getByRole('cell', { name: 'Going' }).first()).toBeVisible();
  const csv = attendees.getByRole('link', { name: 'Export the attendees (CSV)' });
  await expect(csv).toHaveAttribute('href', `/api/events/${workshopId}/attendees.csv`);
  expect(await seriousViolations(staffPage, 'staff event page')).toEqual([]);

  // Staff edit the capacity: the places left follow (one member is going).
  await attendees.getByRole('button', { name: 'Edit event' }).click();
  const dialog = staffPage.getByRole('dialog', { name: 'Edit the event' });
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toBeVisible();
  const capacity = dialog.getByRole('spinbutton', { name: 'Maximum attendees' });
  await capacity.fill('8');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(staffPage.getByText('7 places left')).toBeVisible();
  await staffPage.close();
});

test('an event staff mark public shows on the landing page for visitors', async () => {
  const marked = await moderator.request.patch(`/api/events/${workshopId}`, {
    data: { isPublic: true },
  });
  expect(marked.ok()).toBe(true);
  const visitor = await newContext();
  // In the first HTML already, and not asked for again once the page is live.
  const html = await (
    await visitor.request.get('/welcome', { headers: { accept: 'text/html' } })
  ).text();
  expect(html).toContain(`>${WORKSHOP}</h3>`);
  const landing = await visitor.newPage();
  const asked: string[] = [];
  landing.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/events/public') asked.push(request.url());
  });
  await open(landing, '/welcome');
  const section = landing.getByRole('region', { name: 'Upcoming events' });
  await expect(section.getByRole('heading', { level: 3, name: WORKSHOP })).toBeVisible();
  await expect(section.getByText(ONLINE)).toHaveCount(0);
  expect(asked).toEqual([]);
  await visitor.close();
});

test('in Arabic the pages read right to left, with the answer in Arabic', async () => {
  const arabic = await member.newPage();
  await open(arabic, '/events');
  await arabic
    .getByRole('button', { name: /Language/ })
    .first()
    .click();
  await arabic.getByRole('banner').getByRole('link', { name: 'العربية' }).click();
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabic.locator('main h1')).toHaveText('الفعاليات');
  await expect(card(ONLINE, arabic).getByText('عبر الإنترنت', { exact: true })).toBeVisible();
  await expect(arabic.getByRole('tab', { name: 'السابقة' })).toBeVisible();
  await card(WORKSHOP, arabic).getByRole('link', { name: 'التفاصيل' }).click();
  await expect(arabic.getByRole('heading', { level: 1, name: WORKSHOP })).toBeVisible();
  await expect(arabic.getByText('أنت مسجَّل للحضور')).toBeVisible();
  await arabic.getByRole('button', { name: 'لن أحضر' }).click();
  await expect(arabic.getByText('لن تحضر', { exact: true })).toBeVisible();
  expect(await seriousViolations(arabic, 'arabic event page')).toEqual([]);
  // Back to English for the other files of this slot (the choice is kept per account).
  await arabic.getByRole('button', { name: /اللغة/ }).first().click();
  await arabic.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'ltr');
  await arabic.close();
});
