// The events calendar against real PostgreSQL and Redis (no worker here: promotion and
// reminders with the real worker are in worker/src/jobs/events/events.job.test.ts).
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../../db/tables.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { SESSION_COOKIE_NAME } from '../../http/session-cookie.js';
import { countStatements } from '../../test/count-statements.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { Role } from '../../values/role.js';
import { hashPassword } from '../auth/password.js';
import { User } from '../users/user.entity.js';

const PASSWORD = 'a long enough test password';
const account = (role: Role) => {
  const found = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!found) throw new Error(`no demo ${role}`);
  return found;
};

let gateway: TestGateway;
let baseUrl: string;
let memberToken: string;
let moderatorToken: string;
let passwordHash: string;
let organizerId: string;

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  memberToken = await signInAs(gateway.app, account(Role.MEMBER).email, DEMO_PASSWORD);
  moderatorToken = await signInAs(gateway.app, account(Role.MODERATOR).email, DEMO_PASSWORD);
  passwordHash = await hashPassword(PASSWORD);
  organizerId = (
    await db()
      .selectFrom('users')
      .select('id')
      .where('email', '=', account(Role.MEMBER).email)
      .executeTakeFirstOrThrow()
  ).id;
  // Real HTTP for the concurrency cases: separate connections, separate transactions.
  await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await gateway?.close();
});

const db = () => tablesOf(gateway.orm.em.fork());

interface EventValues {
  title?: string;
  description?: string;
  inHours?: number;
  maxAttendees?: number | null;
  registrationRequired?: boolean;
  category?: string;
  location?: string | null;
  status?: 'approved' | 'pending';
  practiceAreaId?: string | null;
  timeZone?: string;
}

/** An event as a moderator's approval leaves it (the submission flow is tested elsewhere). */
async function createEvent(values: EventValues = {}): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db()
    .insertInto('content_submissions')
    .values({
      id,
      type: 'event' as never,
      status: (values.status ?? 'approved') as never,
      author_id: organizerId,
      title: values.title ?? `Event ${id.slice(0, 6)}`,
      excerpt: null,
      content: values.description ?? 'A session on arbitration.',
      category: values.category ?? 'workshop',
      priority: 'normal' as never,
      social_media_links: null,
      scheduled_date: null,
      event_date: new Date(Date.now() + (values.inHours ?? 72) * 3_600_000).toISOString(),
      time_zone: values.timeZone ?? 'Africa/Mogadishu',
      location: values.location === undefined ? 'Mogadishu, Bar House' : values.location,
      registration_required: values.registrationRequired ?? true,
      max_attendees: values.maxAttendees === undefined ? 10 : values.maxAttendees,
      social_media_promotion: false,
      platform: null,
      post_url: null,
      hashtags: null,
      scheduled_share: null,
      target_audience: null,
      rejection_reason: null,
      decided_at: now,
      decided_by_id: null,
      queued_at: now,
      moderators_notified_at: now,
      is_public: false,
      practice_area_id: values.practiceAreaId ?? null,
      cancelled_at: null,
      created_at: now,
    })
    .execute();
  return id;
}

/** A fresh member with a session of their own. */
async function newMember(): Promise<{ id: string; token: string }> {
  const em = gateway.orm.em.fork();
  const name = `ev-${randomUUID().slice(0, 8)}`;
  const user = em.create(User, {
    fullName: `Member ${name}`,
    username: name,
    email: `${name}@example.org`,
    role: Role.MEMBER,
    passwordHash,
  });
  await em.flush();
  return { id: user.id, token: await signInAs(gateway.app, user.email, PASSWORD) };
}

function api(method: string, url: string, token?: string, payload?: unknown) {
  return gateway.app.inject({
    method: method as 'GET',
    url,
    payload: payload as object,
    cookies: token ? { [SESSION_COOKIE_NAME]: token } : {},
  });
}

const rsvp = (id: string, answer: string, token: string) =>
  api('POST', `/api/events/${id}/rsvp`, token, { answer });

async function statusOf(eventId: string, userId: string) {
  return (
    await db()
      .selectFrom('event_rsvps')
      .select('status')
      .where('event_id', '=', eventId)
      .where('user_id', '=', userId)
      .executeTakeFirst()
  )?.status;
}

describe('the events list', () => {
  it('lists approved upcoming events soonest first, past ones on their own, pending never', async () => {
    const soon = await createEvent({ inHours: 1_000 });
    const later = await createEvent({ inHours: 1_001 });
    const past = await createEvent({ inHours: -5 });
    const pending = await createEvent({ inHours: 1_000, status: 'pending' });
    const upcoming = (await api('GET', '/api/events?limit=50', memberToken)).json<
      { id: string }[]
    >();
    const ids = upcoming.map((event) => event.id);
    expect(ids.indexOf(soon)).toBeLessThan(ids.indexOf(later));
    expect(ids).not.toContain(past);
    expect(ids).not.toContain(pending);
    const pastList = (await api('GET', '/api/events?period=past', memberToken)).json<
      { id: string }[]
    >();
    expect(pastList.map((event) => event.id)).toContain(past);
    expect(pastList.map((event) => event.id)).not.toContain(soon);
  });

  it('filters by category and practice area, and pages with limit and offset', async () => {
    const area = await db().selectFrom('practice_areas').select('id').executeTakeFirstOrThrow();
    const seminar = await createEvent({ category: 'seminar', practiceAreaId: area.id });
    await createEvent({ category: 'training' });
    const { body } = await graphql<{ events: { id: string; category: string }[] }>(
      gateway.app,
      `query($area: UUID) { events(category: SEMINAR, practiceAreaId: $area, limit: 50) { id category } }`,
      { token: memberToken, variables: { area: area.id } },
    );
    expect(body.data?.events.map((event) => event.id)).toEqual([seminar]);
    // The stored 'seminar' is answered as the enum name, as the filter takes it.
    expect(body.data?.events[0]?.category).toBe('SEMINAR');
    const first = (await api('GET', '/api/events?limit=2', memberToken)).json<{ id: string }[]>();
    const second = (await api('GET', '/api/events?limit=2&offset=2', memberToken)).json<
      { id: string }[]
    >();
    expect(first).toHaveLength(2);
    expect(second.map((event) => event.id)).not.toContain(first[0]?.id);
  });

  it('refuses an offset beyond PostgreSQL integers with 400 naming it (found by npm run fuzz)', async () => {
    for (const offset of ['1e%2B21', '2147483648']) {
      const response = await api('GET', `/api/events?offset=${offset}`, memberToken);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain('offset');
    }
  });

  for (const size of [3, 20]) {
    it(`a page of ${size} events costs at most 3 SQL statements, session included`, async () => {
      for (let index = 0; index < 22; index += 1) await createEvent({ inHours: 500 + index });
      const rest = await countStatements(async () => {
        const response = await api('GET', `/api/events?limit=${size}`, memberToken);
        expect(response.json()).toHaveLength(size);
      });
      expect(rest).toBeGreaterThan(0);
      expect(rest).toBeLessThanOrEqual(3);
      const viaGraphql = await countStatements(async () => {
        const { body } = await graphql<{ events: unknown[] }>(
          gateway.app,
          `{ events(limit: ${size}) { id attendees placesLeft myRsvp myWaitlistPosition organizer { fullName } } }`,
          { token: memberToken },
        );
        expect(body.data?.events).toHaveLength(size);
      });
      expect(viaGraphql).toBeLessThanOrEqual(3);
    });
  }

  it('answers 401 signed out, 400 naming the field, 404 for an unknown event', async () => {
    expect((await api('GET', '/api/events')).statusCode).toBe(401);
    const badPeriod = await api('GET', '/api/events?period=someday', memberToken);
    expect(badPeriod.statusCode).toBe(400);
    expect(badPeriod.body).toContain('period');
    const badId = await api('GET', '/api/events/not-a-uuid', memberToken);
    expect(badId.statusCode).toBe(400);
    expect(badId.body).toContain('id');
    expect((await api('GET', `/api/events/${randomUUID()}`, memberToken)).statusCode).toBe(404);
    const id = await createEvent();
    const badAnswer = await rsvp(id, 'maybe', memberToken);
    expect(badAnswer.statusCode).toBe(400);
    expect(badAnswer.body).toContain('answer');
    expect((await rsvp(randomUUID(), 'going', memberToken)).statusCode).toBe(404);
    const gql = await graphql(gateway.app, '{ events(limit: 500) { id } }', { token: memberToken });
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('tells an event alike in REST and GraphQL, instants as ISO 8601 text', async () => {
    const id = await createEvent({ maxAttendees: 4, category: 'seminar' });
    await rsvp(id, 'going', memberToken);
    const rest = (await api('GET', `/api/events/${id}`, memberToken)).json<
      Record<string, unknown>
    >();
    const fields = Object.keys(rest).filter((name) => name !== 'organizer');
    const { body } = await graphql<{ event: Record<string, unknown> }>(
      gateway.app,
      `query($id: UUID!) { event(id: $id) { ${fields.join(' ')} organizer { id fullName } } }`,
      { token: memberToken, variables: { id } },
    );
    // GraphQL names enum values in capitals; every other value is the same.
    expect({ ...body.data?.event, category: 'seminar', myRsvp: 'going' }).toEqual(rest);
    expect(body.data?.event).toMatchObject({ category: 'SEMINAR', myRsvp: 'GOING' });
    expect(rest).toMatchObject({
      category: 'seminar',
      myRsvp: 'going',
      attendees: 1,
      placesLeft: 3,
      registrationOpen: true,
      cancelledAt: null,
    });
    expect(new Date(rest.eventDate as string).toISOString()).toBe(rest.eventDate);
  });
});

describe('answers, capacity and the waitlist', () => {
  it('going takes a place; when full, answers join the waitlist with their position', async () => {
    const id = await createEvent({ maxAttendees: 1 });
    const [a, b, c] = [await newMember(), await newMember(), await newMember()];
    const first = (await rsvp(id, 'going', a.token)).json();
    expect(first).toMatchObject({ myRsvp: 'going', attendees: 1, placesLeft: 0 });
    expect((await rsvp(id, 'going', b.token)).json()).toMatchObject({
      myRsvp: 'waitlisted',
      myWaitlistPosition: 1,
    });
    expect((await rsvp(id, 'going', c.token)).json()).toMatchObject({
      myRsvp: 'waitlisted',
      myWaitlistPosition: 2,
    });
    // b withdraws: c moves up.
    expect((await rsvp(id, 'cancel', b.token)).json()).toMatchObject({ myRsvp: 'cancelled' });
    const forC = (await api('GET', `/api/events/${id}`, c.token)).json();
    expect(forC).toMatchObject({ myRsvp: 'waitlisted', myWaitlistPosition: 1, waitlisted: 1 });
  });

  it('two members taking the last place at once: one goes, one is waitlisted', async () => {
    for (let round = 0; round < 5; round += 1) {
      const id = await createEvent({ maxAttendees: 1 });
      const [a, b] = [await newMember(), await newMember()];
      const answers = await Promise.all(
        [a, b].map((member) =>
          fetch(`${baseUrl}/api/events/${id}/rsvp`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              cookie: `${SESSION_COOKIE_NAME}=${member.token}`,
            },
            body: JSON.stringify({ answer: 'going' }),
          }).then(async (response) => {
            expect(response.status).toBe(200);
            return ((await response.json()) as { myRsvp: string }).myRsvp;
          }),
        ),
      );
      expect(answers.sort()).toEqual(['going', 'waitlisted']);
      const rows = await db()
        .selectFrom('event_rsvps')
        .select('status')
        .where('event_id', '=', id)
        .execute();
      expect(rows.filter((row) => row.status === 'going')).toHaveLength(1);
    }
  });

  it('a freed place is kept for the waitlist: a newcomer queues behind it', async () => {
    const id = await createEvent({ maxAttendees: 1 });
    const [a, b, c] = [await newMember(), await newMember(), await newMember()];
    await rsvp(id, 'going', a.token);
    await rsvp(id, 'going', b.token);
    await rsvp(id, 'not_going', a.token);
    expect(await statusOf(id, a.id)).toBe('not_going');
    // The place is b's (the worker promotes b); c joins the waitlist behind b.
    expect((await rsvp(id, 'going', c.token)).json()).toMatchObject({
      myRsvp: 'waitlisted',
      myWaitlistPosition: 2,
    });
  });

  it('refuses answers once registration is closed, and for events without registration', async () => {
    const started = await createEvent({ inHours: -0.1 });
    const closed = await rsvp(started, 'going', memberToken);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/started/);
    const noRegistration = await createEvent({ registrationRequired: false, maxAttendees: null });
    expect((await rsvp(noRegistration, 'going', memberToken)).statusCode).toBe(409);
    const details = (await api('GET', `/api/events/${noRegistration}`, memberToken)).json();
    expect(details).toMatchObject({ registrationRequired: false, registrationOpen: false });
    const cancelled = await createEvent();
    await api('POST', `/api/events/${cancelled}/cancel`, moderatorToken);
    const refused = await graphql(
      gateway.app,
      'mutation($id: UUID!) { rsvpEvent(eventId: $id, answer: GOING) { id } }',
      { token: memberToken, variables: { id: cancelled } },
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('records the 24 h and 1 h reminders of a member going, and forgets them when they withdraw', async () => {
    const id = await createEvent({ inHours: 48 });
    const member = await newMember();
    const reminders = () =>
      db()
        .selectFrom('event_reminders')
        .select(['offset_minutes', 'due_at', 'sent_at'])
        .where('event_id', '=', id)
        .where('user_id', '=', member.id)
        .orderBy('offset_minutes', 'desc')
        .execute();
    await rsvp(id, 'going', member.token);
    expect((await reminders()).map((row) => row.offset_minutes)).toEqual([1440, 60]);
    await rsvp(id, 'cancel', member.token);
    expect(await reminders()).toEqual([]);
    // Within 24 h of the start only the 1 h reminder is still ahead.
    const soon = await createEvent({ inHours: 5 });
    await rsvp(soon, 'going', member.token);
    const rows = await db()
      .selectFrom('event_reminders')
      .select('offset_minutes')
      .where('event_id', '=', soon)
      .execute();
    expect(rows.map((row) => row.offset_minutes)).toEqual([60]);
  });
});

describe('calendar files', () => {
  it('the .ics of an event parses as RFC 5545 with UID, DTSTAMP, times, LOCATION and URL', async () => {
    const long = `${'Detailed programme of the day. '.repeat(10)}Bring your bar card; lunch, coffee.`;
    const id = await createEvent({
      title: 'Arbitration; costs, and fees',
      description: long,
      location: 'Hall 2, Bar House; Mogadishu',
    });
    const response = await api('GET', `/api/events/${id}/event.ics`, memberToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.headers['content-disposition']).toContain('.ics');
    // Folded at 75 octets, CRLF line ends (RFC 5545 §3.1).
    const lines = response.body.split('\r\n');
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const component = new ICAL.Component(ICAL.parse(response.body));
    // The event's time zone travels with it: its TZID and a VTIMEZONE for that zone.
    const zones = component.getAllSubcomponents('vtimezone');
    expect(zones.map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(['Africa/Mogadishu']);
    for (const zone of zones) ICAL.TimezoneService.register(zone);
    const vevent = component.getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('no VEVENT');
    expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Africa/Mogadishu');
    const event = new ICAL.Event(vevent);
    expect(event.uid).toContain(id);
    expect(event.summary).toBe('Arbitration; costs, and fees');
    expect(event.location).toBe('Hall 2, Bar House; Mogadishu');
    expect(event.description).toBe(long);
    expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
    expect(String(vevent.getFirstPropertyValue('url'))).toMatch(new RegExp(`/events/${id}$`));
    const stored = await db()
      .selectFrom('content_submissions')
      .select('event_date')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // Calendar times have whole seconds.
    const start = new Date(stored.event_date ?? '').getTime();
    expect(event.startDate.toJSDate().getTime()).toBe(Math.floor(start / 1000) * 1000);
    expect(event.endDate.toJSDate().getTime()).toBeGreaterThan(
      event.startDate.toJSDate().getTime(),
    );
    expect((await api('GET', `/api/events/${id}/event.ics`)).statusCode).toBe(401);
  });

  it('the personal feed lists the events the member goes to; regenerating or revoking closes the old URL', async () => {
    const member = await newMember();
    const going = await createEvent({ title: 'Going there' });
    const declined = await createEvent({ title: 'Not going there' });
    await rsvp(going, 'going', member.token);
    await rsvp(declined, 'not_going', member.token);
    const made = await api('POST', '/api/calendar/feed', member.token);
    expect(made.statusCode).toBe(201);
    const url = new URL(made.json<{ url: string }>().url);
    const feed = await api('GET', url.pathname);
    expect(feed.statusCode).toBe(200);
    const events = new ICAL.Component(ICAL.parse(feed.body))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent).summary);
    expect(events).toEqual(['Going there']);

    const again = await graphql<{ regenerateCalendarFeed: { path: string } }>(
      gateway.app,
      'mutation { regenerateCalendarFeed { active path } }',
      { token: member.token },
    );
    const newPath = again.body.data?.regenerateCalendarFeed.path ?? '';
    expect((await api('GET', url.pathname)).statusCode).toBe(404);
    expect((await api('GET', newPath)).statusCode).toBe(200);
    expect((await api('DELETE', '/api/calendar/feed', member.token)).statusCode).toBe(204);
    expect((await api('GET', newPath)).statusCode).toBe(404);
    expect((await api('GET', '/api/calendar/not-a-token.ics')).statusCode).toBe(404);
  });
});

describe('staff tools', () => {
  it('members cannot list attendees, export them, edit or cancel (403)', async () => {
    const id = await createEvent();
    for (const [method, url] of [
      ['GET', `/api/events/${id}/attendees`],
      ['GET', `/api/events/${id}/attendees.csv`],
      ['PATCH', `/api/events/${id}`],
      ['POST', `/api/events/${id}/cancel`],
    ] as const) {
      expect((await api(method, url, memberToken, {})).statusCode, `${method} ${url}`).toBe(403);
    }
    const { body } = await graphql(
      gateway.app,
      'query($id: UUID!) { eventAttendees(eventId: $id) { email } }',
      { token: memberToken, variables: { id } },
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('exports attendees as CSV, neutralising spreadsheet formulas', async () => {
    const id = await createEvent({ maxAttendees: 1 });
    const a = await newMember();
    const b = await newMember();
    await db()
      .updateTable('users')
      .set({ full_name: '=HYPERLINK("http://evil.example","click")' })
      .where('id', '=', a.id)
      .execute();
    await rsvp(id, 'going', a.token);
    await rsvp(id, 'going', b.token);
    const response = await api('GET', `/api/events/${id}/attendees.csv`, moderatorToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('name,email,status,waitlist_position,attended,answered_at');
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example"",""click""\)",/);
    expect(lines[1]).toContain(',going,');
    expect(lines[2]).toContain(',waitlisted,1,');
  });

  it('edits an event (holders notified; capacity below those going refused) and cancels it', async () => {
    const id = await createEvent({ maxAttendees: 3, inHours: 48 });
    const [a, b] = [await newMember(), await newMember()];
    await rsvp(id, 'going', a.token);
    await rsvp(id, 'going', b.token);
    const tooSmall = await api('PATCH', `/api/events/${id}`, moderatorToken, { maxAttendees: 1 });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().fields).toHaveProperty('maxAttendees');
    const badZone = await api('PATCH', `/api/events/${id}`, moderatorToken, {
      timeZone: 'Mars/Olympus',
    });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().fields).toHaveProperty('timeZone');
    const newDate = new Date(Date.now() + 96 * 3_600_000);
    const edited = await api('PATCH', `/api/events/${id}`, moderatorToken, {
      title: 'Moved workshop',
      eventDate: newDate.toISOString(),
      timeZone: 'Europe/Paris',
      isPublic: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Moved workshop',
      timeZone: 'Europe/Paris',
      isPublic: true,
    });
    const due = await db()
      .selectFrom('event_reminders')
      .select('due_at')
      .where('event_id', '=', id)
      .where('user_id', '=', a.id)
      .where('offset_minutes', '=', 60)
      .executeTakeFirstOrThrow();
    expect(new Date(due.due_at).getTime()).toBe(newDate.getTime() - 3_600_000);
    const kinds = async (kind: string) =>
      (
        await db()
          .selectFrom('notifications')
          .select('recipient_id')
          .where('event_id', '=', id)
          .where('kind', '=', kind as never)
          .execute()
      ).map((row) => row.recipient_id);
    expect((await kinds('event_updated')).sort()).toEqual([a.id, b.id].sort());
    // Public: the landing page shows it to visitors.
    const publicList = (await api('GET', '/api/events/public')).json<{ id: string }[]>();
    expect(publicList.map((event) => event.id)).toContain(id);

    // The GraphQL twin of the edit.
    const viaGraphql = await graphql<{ updateEvent: { maxAttendees: number; placesLeft: number } }>(
      gateway.app,
      'mutation($id: UUID!) { updateEvent(id: $id, input: { maxAttendees: 5, location: "Hall 3" }) { maxAttendees placesLeft location } }',
      { token: moderatorToken, variables: { id } },
    );
    expect(viaGraphql.body.data?.updateEvent).toEqual({
      maxAttendees: 5,
      placesLeft: 3,
      location: 'Hall 3',
    });
    const refused = await graphql(
      gateway.app,
      'mutation($id: UUID!) { updateEvent(id: $id, input: { maxAttendees: 1 }) { id } }',
      { token: moderatorToken, variables: { id } },
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.body.errors?.[0]?.extensions?.fields).toHaveProperty('maxAttendees');

    const cancelled = await api('POST', `/api/events/${id}/cancel`, moderatorToken);
    expect(cancelled.json().cancelledAt).not.toBeNull();
    expect((await kinds('event_cancelled')).sort()).toEqual([a.id, b.id].sort());
    // The member's notifications name the event, for the web to word and link it.
    const { body } = await graphql<{
      notifications: { kind: string; event: { id: string; title: string } | null }[];
    }>(gateway.app, '{ notifications(limit: 5) { kind event { id title } } }', { token: a.token });
    expect(body.data?.notifications[0]).toEqual({
      kind: 'EVENT_CANCELLED',
      event: { id, title: 'Moved workshop' },
    });
    const unsent = await db()
      .selectFrom('event_reminders')
      .select('id')
      .where('event_id', '=', id)
      .where('sent_at', 'is', null)
      .execute();
    expect(unsent).toEqual([]);
    expect(
      (await api('GET', '/api/events/public')).json<{ id: string }[]>().map((e) => e.id),
    ).not.toContain(id);
  });

  it('marks attendance once the event has started, for members who had a place', async () => {
    const upcoming = await createEvent();
    const member = await newMember();
    await rsvp(upcoming, 'going', member.token);
    const early = await api('POST', `/api/events/${upcoming}/attendance`, moderatorToken, {
      userId: member.id,
      attended: true,
    });
    expect(early.statusCode).toBe(409);
    await db()
      .updateTable('content_submissions')
      .set({ event_date: new Date(Date.now() - 3_600_000).toISOString() })
      .where('id', '=', upcoming)
      .execute();
    const marked = await api('POST', `/api/events/${upcoming}/attendance`, moderatorToken, {
      userId: member.id,
      attended: true,
    });
    expect(marked.statusCode).toBe(204);
    const attendees = (
      await api('GET', `/api/events/${upcoming}/attendees`, moderatorToken)
    ).json();
    expect(attendees).toMatchObject([{ userId: member.id, status: 'going', attended: true }]);
    const stranger = await api('POST', `/api/events/${upcoming}/attendance`, moderatorToken, {
      userId: randomUUID(),
      attended: true,
    });
    expect(stranger.statusCode).toBe(404);
  });
});
