// The insight charts end to end on a known data set: the demo data's activity is moved out of
// every period, then this file adds submissions, decisions, consultation requests, members and
// events whose figures it knows. Both APIs answer the same numbers; only staff read them, and a
// token only with the moderate scope.
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../../db/tables.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { SESSION_COOKIE_NAME } from '../../http/session-cookie.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { ConsultationStatus } from '../../values/consultation-status.js';
import { ConsultationType } from '../../values/consultation-type.js';
import { RsvpStatus } from '../../values/event-values.js';
import { Role } from '../../values/role.js';
import { SubmissionStatus, SubmissionType } from '../../values/submission-values.js';
import { ConsultationRequest } from '../consultations/index.js';
import { EventRsvp } from '../events/index.js';
import { ContentSubmission } from '../submissions/index.js';
import { User } from '../users/user.entity.js';
import { InsightPeriod, insightWindow } from './insight-period.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const LONG_AGO = new Date('2020-01-06T00:00:00Z');

const accountOf = (role: Role) => {
  const found = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!found) throw new Error(`no demo ${role}`);
  return found;
};

let gateway: TestGateway;
const cookies: Record<'admin' | 'moderator' | 'member', string> = {
  admin: '',
  moderator: '',
  member: '',
};
const ids: Record<'moderator' | 'member', string> = { moderator: '', member: '' };
const now = new Date();
const upcomingEvent = randomUUID();
const pastEvent = randomUUID();
/** Who did something when: the expected "active" months. */
const acts: { userId: string; at: Date }[] = [];

function rest(query: Record<string, string>, headers: Record<string, string> = {}, cookie = '') {
  return gateway.app.inject({
    url: '/api/admin/insight',
    query,
    headers,
    cookies: cookie ? { [SESSION_COOKIE_NAME]: cookie } : {},
  });
}

interface RestInsight {
  period: string;
  from: string;
  submissions: {
    weeks: { week: string; submitted: number; approved: number; rejected: number }[];
    pending: number;
    oldestPendingAt: string | null;
  };
  consultations: {
    areas: { area: string; requests: number; answered: number; medianResponseHours: number }[];
    requests: number;
    medianResponseHours: number | null;
  };
  members: { month: string; joined: number; active: number }[];
  events: {
    id: string;
    capacity: number | null;
    going: number;
    waitlisted: number;
    attended: number;
  }[];
}

async function insight(period: string, cookie = cookies.admin): Promise<RestInsight> {
  const response = await rest({ period }, {}, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RestInsight>();
}

function submission(em: EntityManager, values: Partial<ContentSubmission>) {
  return em.create(ContentSubmission, {
    type: SubmissionType.NEWS,
    author: ids.member,
    title: 'Insight test',
    content: 'Counted by the insight test.',
    ...values,
  } as ContentSubmission);
}

function request(em: EntityManager, lawyer: string, createdAt: Date, answeredAfterHours?: number) {
  em.create(ConsultationRequest, {
    lawyer,
    clientName: 'Client',
    clientEmail: 'client@example.org',
    consultationType: ConsultationType.INITIAL,
    description: 'A question.',
    trackingTokenHash: randomUUID().replaceAll('-', '').padEnd(64, '0'),
    requesterIpHash: '0'.repeat(64),
    createdAt,
    status:
      answeredAfterHours === undefined ? ConsultationStatus.PENDING : ConsultationStatus.APPROVED,
    respondedAt:
      answeredAfterHours === undefined
        ? null
        : new Date(createdAt.getTime() + answeredAfterHours * HOUR),
  });
}

/** Moves the demo data's activity years back, so that only this file's rows are counted. */
async function moveDemoActivityAway(em: EntityManager) {
  const db = tablesOf(em);
  await db.deleteFrom('content_submissions').execute();
  await db.deleteFrom('consultation_requests').execute();
  await db.updateTable('users').set({ created_at: LONG_AGO.toISOString() }).execute();
  await db.updateTable('security_events').set({ occurred_at: LONG_AGO.toISOString() }).execute();
  await db.updateTable('discussions').set({ created_at: LONG_AGO.toISOString() }).execute();
  await db.updateTable('discussion_replies').set({ created_at: LONG_AGO.toISOString() }).execute();
  await db.updateTable('messages').set({ created_at: LONG_AGO.toISOString() }).execute();
}

async function seedKnownActivity() {
  const em = gateway.orm.em.fork();
  await moveDemoActivityAway(em);
  // This week: two approved and one rejected; 20 days ago, one still waiting; 70 days ago, one
  // approved nine weeks ago (in the quarter and the year, not in the last four weeks).
  for (const status of [
    SubmissionStatus.APPROVED,
    SubmissionStatus.APPROVED,
    SubmissionStatus.REJECTED,
  ]) {
    submission(em, { status, createdAt: now, decidedAt: now });
  }
  submission(em, { createdAt: new Date(now.getTime() - 20 * DAY) });
  submission(em, {
    status: SubmissionStatus.APPROVED,
    createdAt: new Date(now.getTime() - 70 * DAY),
    decidedAt: new Date(now.getTime() - 63 * DAY),
  });
  for (const days of [0, 20, 70]) {
    acts.push({ userId: ids.member, at: new Date(now.getTime() - days * DAY) });
  }

  // Consultations: lawyers of two practice areas (their specializations).
  const lawyers = await tablesOf(em)
    .selectFrom('lawyer_profiles')
    .select(['id', 'specialization'])
    .distinctOn('specialization')
    .orderBy('specialization')
    .limit(2)
    .execute();
  const [first, second] = lawyers;
  if (!first || !second) throw new Error('two demo lawyers expected');
  const twoDaysAgo = new Date(now.getTime() - 2 * DAY);
  request(em, first.id, twoDaysAgo, 2);
  request(em, first.id, twoDaysAgo, 4);
  request(em, first.id, twoDaysAgo);
  request(em, second.id, twoDaysAgo, 10);
  // 200 days ago: only the year counts it.
  request(em, second.id, new Date(now.getTime() - 200 * DAY), 1);

  // Two members join now.
  for (const name of ['first', 'second']) {
    em.create(User, {
      fullName: `Insight ${name}`,
      username: `insight.${name}`,
      email: `insight.${name}@example.org`,
      passwordHash: 'not-a-hash',
    });
  }

  // Events submitted long ago (no submission of the period): one upcoming with ten places,
  // three going and one waiting; one past without a limit, both present.
  const attendees = await tablesOf(em)
    .selectFrom('users')
    .select('id')
    .where('role', '=', Role.MEMBER)
    .orderBy('username')
    .limit(4)
    .execute();
  const event = (id: string, eventDate: Date, maxAttendees: number | null) =>
    submission(em, {
      id,
      type: SubmissionType.EVENT,
      status: SubmissionStatus.APPROVED,
      eventDate,
      maxAttendees,
      registrationRequired: true,
      createdAt: LONG_AGO,
    });
  event(upcomingEvent, new Date(now.getTime() + 7 * DAY), 10);
  event(pastEvent, new Date(now.getTime() - 14 * DAY), null);
  // A pending event (waiting since 20 days, beside the news item) is no event yet.
  submission(em, {
    type: SubmissionType.EVENT,
    eventDate: new Date(now.getTime() + 3 * DAY),
    createdAt: new Date(now.getTime() - 20 * DAY),
  });
  await em.flush();
  attendees.forEach(({ id }, index) => {
    em.create(EventRsvp, {
      event: upcomingEvent,
      user: id,
      status: index < 3 ? RsvpStatus.GOING : RsvpStatus.WAITLISTED,
      waitlistedAt: index < 3 ? null : now,
    });
    if (index < 2) {
      em.create(EventRsvp, {
        event: pastEvent,
        user: id,
        status: RsvpStatus.GOING,
        attended: true,
      });
    }
  });
  await em.flush();
}

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  for (const role of ['admin', 'moderator', 'member'] as const) {
    const account = accountOf(role as Role);
    cookies[role] = await signInAs(gateway.app, account.email, DEMO_PASSWORD);
  }
  const db = tablesOf(gateway.orm.em.fork());
  for (const role of ['moderator', 'member'] as const) {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', accountOf(role as Role).email)
      .executeTakeFirstOrThrow();
    ids[role] = row.id;
  }
  await seedKnownActivity();
  // A sign-in of the period (the earlier ones were moved away with the demo data).
  cookies.moderator = await signInAs(gateway.app, accountOf(Role.MODERATOR).email, DEMO_PASSWORD);
  acts.push({ userId: ids.moderator, at: new Date() });
});

afterAll(async () => {
  await gateway?.close();
});

/** The week (a Monday, UTC) an instant falls in, among the period's weeks. */
const weekOf = (weeks: Date[], at: Date) =>
  [...weeks]
    .reverse()
    .find((week) => week.getTime() <= at.getTime())
    ?.toISOString();
const monthOf = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));

describe('the figures', () => {
  it('counts submissions and decisions per week, and the queue with its oldest item', async () => {
    const answer = await insight(InsightPeriod.QUARTER);
    const { weeks } = insightWindow(InsightPeriod.QUARTER, now);
    expect(answer.period).toBe('quarter');
    expect(answer.from).toBe(weeks[0]?.toISOString());
    expect(answer.submissions.weeks.map((week) => week.week)).toEqual(
      weeks.map((week) => week.toISOString()),
    );
    const expected = new Map<string, { submitted: number; approved: number; rejected: number }>();
    const add = (at: Date, field: 'submitted' | 'approved' | 'rejected') => {
      const week = weekOf(weeks, at) ?? '';
      const counts = expected.get(week) ?? { submitted: 0, approved: 0, rejected: 0 };
      counts[field] += 1;
      expected.set(week, counts);
    };
    for (const _ of [1, 2, 3]) add(now, 'submitted');
    add(now, 'approved');
    add(now, 'approved');
    add(now, 'rejected');
    // The news item and the event still waiting.
    add(new Date(now.getTime() - 20 * DAY), 'submitted');
    add(new Date(now.getTime() - 20 * DAY), 'submitted');
    add(new Date(now.getTime() - 70 * DAY), 'submitted');
    add(new Date(now.getTime() - 63 * DAY), 'approved');
    for (const week of answer.submissions.weeks) {
      expect(week, week.week).toEqual({
        week: week.week,
        ...(expected.get(week.week) ?? { submitted: 0, approved: 0, rejected: 0 }),
      });
    }
    expect(answer.submissions.weeks.at(-1)).toMatchObject({
      submitted: 3,
      approved: 2,
      rejected: 1,
    });
    expect(answer.submissions.pending).toBe(2);
    expect(answer.submissions.oldestPendingAt).toBe(
      new Date(now.getTime() - 20 * DAY).toISOString(),
    );
  });

  it('counts consultation requests per practice area with the median hours to answer', async () => {
    const answer = await insight(InsightPeriod.QUARTER);
    expect(answer.consultations.requests).toBe(4);
    // Answers after 2, 4 and 10 hours: the median of every area is 4.
    expect(answer.consultations.medianResponseHours).toBe(4);
    expect(
      answer.consultations.areas.map(({ requests, answered, medianResponseHours }) => ({
        requests,
        answered,
        medianResponseHours,
      })),
    ).toEqual([
      { requests: 3, answered: 2, medianResponseHours: 3 },
      { requests: 1, answered: 1, medianResponseHours: 10 },
    ]);
    const year = await insight(InsightPeriod.YEAR);
    expect(year.consultations.requests).toBe(5);
    expect(year.consultations.areas[1]).toMatchObject({ requests: 2, answered: 2 });
    expect(year.consultations.areas[1]?.medianResponseHours).toBe(5.5);
  });

  it('counts members joined and active per month', async () => {
    const answer = await insight(InsightPeriod.QUARTER);
    const { months } = insightWindow(InsightPeriod.QUARTER, now);
    expect(answer.members.map((month) => month.month)).toEqual(
      months.map((month) => month.toISOString()),
    );
    const active = new Map<string, Set<string>>();
    for (const { userId, at } of acts) {
      const month = monthOf(at).toISOString();
      active.set(month, (active.get(month) ?? new Set()).add(userId));
    }
    for (const month of answer.members) {
      expect(month, month.month).toEqual({
        month: month.month,
        joined: month.month === monthOf(now).toISOString() ? 2 : 0,
        active: active.get(month.month)?.size ?? 0,
      });
    }
  });

  it("shows approved events' answers against their places, by date", async () => {
    const answer = await insight(InsightPeriod.QUARTER);
    expect(answer.events).toEqual([
      expect.objectContaining({
        id: pastEvent,
        capacity: null,
        going: 2,
        waitlisted: 0,
        attended: 2,
      }),
      expect.objectContaining({
        id: upcomingEvent,
        capacity: 10,
        going: 3,
        waitlisted: 1,
        attended: 0,
      }),
    ]);
  });

  it('narrows to the last four weeks', async () => {
    const answer = await insight(InsightPeriod.FOUR_WEEKS);
    expect(answer.submissions.weeks).toHaveLength(4);
    const total = answer.submissions.weeks.reduce((sum, week) => sum + week.submitted, 0);
    expect(total).toBe(5);
    expect(answer.events.map((event) => event.id)).toEqual([pastEvent, upcomingEvent]);
  });

  it('shows the 30 events nearest today when the period holds more', async () => {
    const em = gateway.orm.em.fork();
    const older = Array.from({ length: 30 }, (_, index) =>
      submission(em, {
        type: SubmissionType.EVENT,
        status: SubmissionStatus.APPROVED,
        eventDate: new Date(now.getTime() - (100 + index) * DAY),
        createdAt: LONG_AGO,
      }),
    );
    await em.flush();
    try {
      const year = await insight(InsightPeriod.YEAR);
      expect(year.events).toHaveLength(30);
      const ids = year.events.map((event) => event.id);
      // Today's neighbours first: the two of this file, then the 28 least old of the others.
      expect(ids).toContain(pastEvent);
      expect(ids).toContain(upcomingEvent);
      expect(ids).not.toContain(older[29]?.id);
      expect(ids).not.toContain(older[28]?.id);
      expect(ids[0]).toBe(older[27]?.id);
      expect(ids.at(-1)).toBe(upcomingEvent);
    } finally {
      await tablesOf(em)
        .deleteFrom('content_submissions')
        .where(
          'id',
          'in',
          older.map((event) => event.id),
        )
        .execute();
    }
  });

  it('answers the same figures through GraphQL', async () => {
    const { body } = await graphql<{
      insight: {
        period: string;
        submissions: { pending: number; weeks: { submitted: number }[] };
        consultations: { requests: number; medianResponseHours: number };
        members: { joined: number }[];
        events: { going: number }[];
      };
    }>(
      gateway.app,
      `{ insight(period: QUARTER) {
        period
        submissions { pending weeks { submitted } }
        consultations { requests medianResponseHours }
        members { joined }
        events { going }
      } }`,
      { token: cookies.moderator },
    );
    expect(body.errors).toBeUndefined();
    const answer = await insight(InsightPeriod.QUARTER);
    expect(body.data?.insight).toEqual({
      period: 'QUARTER',
      submissions: {
        pending: answer.submissions.pending,
        weeks: answer.submissions.weeks.map(({ submitted }) => ({ submitted })),
      },
      consultations: {
        requests: answer.consultations.requests,
        medianResponseHours: answer.consultations.medianResponseHours,
      },
      members: answer.members.map(({ joined }) => ({ joined })),
      events: answer.events.map(({ going }) => ({ going })),
    });
  });

  it('refuses an unknown period, naming the field', async () => {
    const response = await rest({ period: 'decade' }, {}, cookies.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('period');
    const { body } = await graphql(gateway.app, '{ insight(period: DECADE) { period } }', {
      token: cookies.admin,
    });
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('who reads them', () => {
  it('refuses visitors (401) and members (403), through both APIs', async () => {
    expect((await rest({})).statusCode).toBe(401);
    expect((await rest({}, {}, cookies.member)).statusCode).toBe(403);
    const anonymous = await graphql(gateway.app, '{ insight { period } }');
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const member = await graphql(gateway.app, '{ insight { period } }', { token: cookies.member });
    expect(member.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(member.body.data?.insight ?? null).toBeNull();
  });

  it('answers a staff token only with the moderate scope', async () => {
    const create = `mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }`;
    const tokenWith = async (scopes: string[]) => {
      const { body } = await graphql<{ createApiToken: { token: string } }>(gateway.app, create, {
        token: cookies.moderator,
        variables: { input: { name: `Insight ${scopes.join(' ')}`, scopes } },
      });
      if (!body.data) throw new Error(JSON.stringify(body.errors));
      return body.data.createApiToken.token;
    };
    const readOnly = await tokenWith(['READ']);
    const refused = await rest({}, { authorization: `Bearer ${readOnly}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('INSUFFICIENT_SCOPE');
    const gql = await gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${readOnly}` },
      payload: { query: '{ insight { period } }' },
    });
    expect(gql.json().errors?.[0]?.extensions?.code).toBe('INSUFFICIENT_SCOPE');

    const moderate = await tokenWith(['MODERATE']);
    const answer = await rest({ period: 'year' }, { authorization: `Bearer ${moderate}` });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().consultations.requests).toBe(5);
  });
});
