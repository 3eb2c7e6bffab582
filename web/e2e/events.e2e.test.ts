import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { seriousViolations } from './axe.ts';
import { launch, newContext, open } from './browser.ts';

// Events this file submits as the member and approves as the moderator (other files may add
// events too: every look-up is by this file's own titles).
const stamp = Date.now().toString(36);
const WORKSHOP = `Arbitration workshop ${stamp}`;
const ONLINE = `Online ethics seminar ${stamp}`;

let browser: Browser;
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
  await vi.waitFor(
    async () => expect((await member.request.get(`/api/events/${id}`)).status()).toBe(200),
    { timeout: 15_000, interval: 100 },
  );
  return id;
}

beforeAll(async () => {
  browser = await launch();
  member = await newContext(browser, 'member');
  moderator = await newContext(browser, 'moderator');
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

afterAll(async () => {
  await member.close();
  await moderator.close();
  await browser.close();
});

const card = (title: string, on: Page = page) =>
  on.getByRole('article', { name: title, exact: true });

test('the events page lists the approved events with their facts, filters and tabs', async () => {
  await open(page, '/events');
  expect(await page.locator('main h1').innerText()).toBe('Events');
  const workshop = card(WORKSHOP);
  await workshop.waitFor();
  await workshop.getByText('Bar House, Mogadishu').waitFor();
  await workshop.getByText('5 places left').waitFor();
  await workshop.getByText('(Africa/Mogadishu)').waitFor();
  await workshop.getByText('Workshop', { exact: true }).waitFor();
  const online = card(ONLINE);
  await online.getByText('Online', { exact: true }).waitFor();
  await online.getByText('No limit on places').waitFor();

  // The category filter keeps the seminars only.
  await page.getByRole('button', { name: /Category/ }).click();
  await page.getByRole('option', { name: 'Seminar' }).click();
  await expect.poll(() => card(WORKSHOP).count()).toBe(0);
  await card(ONLINE).waitFor();
  await page.getByRole('button', { name: /Category/ }).click();
  await page.getByRole('option', { name: 'All categories' }).click();
  await card(WORKSHOP).waitFor();

  await page.getByRole('tab', { name: 'Past' }).click();
  await expect.poll(() => card(WORKSHOP).count()).toBe(0);
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  await card(WORKSHOP).waitFor();
  expect(await seriousViolations(page, 'events list')).toEqual([]);
});

test('the dashboard lists the next three events, as GET /api/events does', async () => {
  const next = (await (await member.request.get('/api/events?limit=3')).json()) as {
    title: string;
  }[];
  await open(page, '/');
  const list = page.getByRole('region', { name: 'Upcoming Events' });
  await list.getByRole('listitem').first().waitFor();
  expect(await list.getByRole('listitem').count()).toBe(next.length);
  for (const { title } of next) await list.getByText(title, { exact: true }).waitFor();
  expect(
    await list.getByRole('link', { name: 'View all: Upcoming Events' }).getAttribute('href'),
  ).toBe('/events');
});

test('a member answers Going, sees it, gets the .ics, and cancels', async () => {
  await open(page, `/events/${workshopId}`);
  await page.getByRole('heading', { level: 1, name: WORKSHOP }).waitFor();
  await page.getByText('Bring your bar card.').waitFor();
  await page.getByText(/Organised by/).waitFor();
  await page.getByRole('button', { name: 'Going', exact: true }).click();
  await page.getByText('You are going').waitFor();
  await page.getByText(/1 member going/).waitFor();
  const ics = page.getByRole('link', { name: 'Add to my calendar (.ics)' });
  expect(await ics.getAttribute('href')).toBe(`/api/events/${workshopId}/event.ics`);
  const download = await member.request.get(`/api/events/${workshopId}/event.ics`);
  expect(download.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await download.text()).toContain('BEGIN:VEVENT');
  expect(await seriousViolations(page, 'event page')).toEqual([]);

  await page.getByRole('button', { name: 'Cancel my answer' }).click();
  await page.getByText('You cancelled your answer').waitFor();
  await page.getByRole('button', { name: 'Going', exact: true }).click();
  await page.getByText('You are going').waitFor();
});

test('staff see the attendees, with the CSV export', async () => {
  const staffPage = await moderator.newPage();
  await open(staffPage, `/events/${workshopId}`);
  const attendees = staffPage.getByRole('region', { name: 'Attendees' });
  await attendees.getByRole('cell', { name: 'Going' }).first().waitFor();
  const csv = attendees.getByRole('link', { name: 'Export the attendees (CSV)' });
  expect(await csv.getAttribute('href')).toBe(`/api/events/${workshopId}/attendees.csv`);
  expect(await seriousViolations(staffPage, 'staff event page')).toEqual([]);

  // Staff edit the capacity: the places left follow (one member is going).
  await attendees.getByRole('button', { name: 'Edit event' }).click();
  const dialog = staffPage.getByRole('dialog', { name: 'Edit the event' });
  await dialog.getByRole('textbox', { name: 'Title' }).waitFor();
  const capacity = dialog.getByRole('spinbutton', { name: 'Maximum attendees' });
  await capacity.fill('8');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await staffPage.getByText('7 places left').waitFor();
  await staffPage.close();
});

test('an event staff mark public shows on the landing page for visitors', async () => {
  const marked = await moderator.request.patch(`/api/events/${workshopId}`, {
    data: { isPublic: true },
  });
  expect(marked.ok()).toBe(true);
  const visitor = await newContext(browser);
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
  await section.getByRole('heading', { level: 3, name: WORKSHOP }).waitFor();
  expect(await section.getByText(ONLINE).count()).toBe(0);
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
  await expect.poll(() => arabic.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await expect.poll(() => arabic.locator('main h1').innerText()).toBe('الفعاليات');
  await card(ONLINE, arabic).getByText('عبر الإنترنت', { exact: true }).waitFor();
  await arabic.getByRole('tab', { name: 'السابقة' }).waitFor();
  await card(WORKSHOP, arabic).getByRole('link', { name: 'التفاصيل' }).click();
  await arabic.getByRole('heading', { level: 1, name: WORKSHOP }).waitFor();
  await arabic.getByText('أنت مسجَّل للحضور').waitFor();
  await arabic.getByRole('button', { name: 'لن أحضر' }).click();
  await arabic.getByText('لن تحضر', { exact: true }).waitFor();
  expect(await seriousViolations(arabic, 'arabic event page')).toEqual([]);
  // Back to English for the other files of this slot (the choice is kept per account).
  await arabic.getByRole('button', { name: /اللغة/ }).first().click();
  await arabic.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect.poll(() => arabic.evaluate(() => document.documentElement.dir)).toBe('ltr');
  await arabic.close();
});
