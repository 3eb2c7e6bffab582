// Waitlist promotion and reminders with the real worker, PostgreSQL and Redis: a freed place goes
// to the first on the waitlist once, also when promotions race or the wake-up is lost with Redis;
// a reminder is sent once across a worker restart and a Redis that lost its jobs, and never to a
// withdrawn answer or for a cancelled event; with SMTP configured, it is e-mailed too.
import { randomUUID } from 'node:crypto';
import { User } from '@portal/gateway/exports/db';
import { type CaughtMail, MailCatcher } from '@portal/gateway/mail/mail-catcher';
import { promoteWaitlisted } from '@portal/gateway/modules/events/worker';
import { deleteRedisKeys } from '@portal/gateway/test/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Pipeline, startPipeline, waitFor } from '../../test/pipeline.js';

let p: Pipeline;
let catcher: MailCatcher;
/** How many of the next messages the SMTP server defers (451: try again later). */
let deferNext = 0;
const mails = (): CaughtMail[] => catcher.mails;

beforeAll(async () => {
  catcher = await MailCatcher.start({
    deferNext: () => {
      if (deferNext === 0) return false;
      deferNext -= 1;
      return true;
    },
  });
  process.env.SUBMISSIONS_SWEEP_MS = '1000';
  p = await startPipeline({
    config: { smtpUrl: catcher.url, publicUrl: 'https://portal.example.org' },
  });
}, 60_000);

afterAll(async () => {
  await p?.close();
  await catcher?.close();
  delete process.env.SUBMISSIONS_SWEEP_MS;
}, 60_000);

async function createEvent(values: { startsInMs: number; maxAttendees: number }) {
  const id = randomUUID();
  await p.sql.query(
    `insert into content_submissions
       (id, type, status, author_id, title, content, event_date, location, category,
        registration_required, max_attendees, decided_at, queued_at, moderators_notified_at)
     values ($1, 'event', 'approved', $2, 'Moot court', 'Practice session', $3, 'Bar House',
       'training', true, $4, now(), now(), now())`,
    [id, p.moderatorId, new Date(Date.now() + values.startsInMs), values.maxAttendees],
  );
  return id;
}

/** Members without a session: their answers are recorded directly, in waitlist order. */
async function extraMembers(count: number): Promise<string[]> {
  const em = p.gateway.orm.em.fork();
  const users = Array.from({ length: count }, () => {
    const name = `wl-${randomUUID().slice(0, 8)}`;
    return em.create(User, {
      fullName: `Waiting ${name}`,
      username: name,
      email: `${name}@example.org`,
      passwordHash: 'not-a-real-hash',
    });
  });
  await em.flush();
  return users.map((user) => user.id);
}

async function waitlist(eventId: string, userIds: string[]) {
  for (const [index, userId] of userIds.entries()) {
    await p.sql.query(
      `insert into event_rsvps (id, event_id, user_id, status, waitlisted_at)
       values ($1, $2, $3, 'waitlisted', now() + make_interval(secs => $4))`,
      [randomUUID(), eventId, userId, index],
    );
  }
}

const statusOf = async (eventId: string, userId: string) =>
  (
    await p.sql.query<{ status: string }>(
      'select status from event_rsvps where event_id = $1 and user_id = $2',
      [eventId, userId],
    )
  ).rows[0]?.status;

const notices = async (eventId: string, kind: string, userId?: string) =>
  (
    await p.sql.query<{ n: number }>(
      `select count(*)::int as n from notifications
       where event_id = $1 and kind = $2 and ($3::uuid is null or recipient_id = $3)`,
      [eventId, kind, userId ?? null],
    )
  ).rows[0]?.n ?? 0;

function rest(method: string, url: string, token: string, payload?: object) {
  return p.gateway.app.inject({
    method: method as 'POST',
    url,
    payload,
    cookies: { portal_session: token },
  });
}

const answer = (eventId: string, value: string, token: string) =>
  rest('POST', `/api/events/${eventId}/rsvp`, token, { answer: value });

describe('waitlist promotion', () => {
  it('a cancelled place goes to the first on the waitlist, once, who is notified', async () => {
    if (!p.worker) await p.startWorker();
    const eventId = await createEvent({ startsInMs: 72 * 3_600_000, maxAttendees: 1 });
    const going = await answer(eventId, 'going', p.tokens.member);
    expect(going.json()).toMatchObject({ myRsvp: 'going' });
    const [first, second] = await extraMembers(2);
    if (!first || !second) throw new Error('members missing');
    await waitlist(eventId, [first, second]);

    expect((await answer(eventId, 'cancel', p.tokens.member)).statusCode).toBe(200);
    await waitFor(async () => (await statusOf(eventId, first)) === 'going', {
      timeoutMs: 20_000,
      what: 'the first on the waitlist to be promoted',
    });
    expect(await statusOf(eventId, second)).toBe('waitlisted');
    expect(await notices(eventId, 'event_promoted', first)).toBe(1);

    // Capacity raised by staff while promotions race (the worker's job, the sweep and four
    // direct calls): the second gets the new place, once.
    const raised = await rest('PATCH', `/api/events/${eventId}`, p.tokens.moderator, {
      maxAttendees: 2,
    });
    expect(raised.statusCode).toBe(200);
    const direct = await Promise.all(
      Array.from({ length: 4 }, () => promoteWaitlisted(p.gateway.orm.em.fork(), eventId)),
    );
    await waitFor(async () => (await statusOf(eventId, second)) === 'going', {
      timeoutMs: 20_000,
      what: 'the second to be promoted',
    });
    expect(direct.flatMap((outcome) => outcome.promoted).length).toBeLessThanOrEqual(1);
    // A few sweeps later: still one notice each, two going for two places.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await notices(eventId, 'event_promoted', second)).toBe(1);
    expect(await notices(eventId, 'event_promoted', first)).toBe(1);
    const { rows } = await p.sql.query<{ n: number }>(
      "select count(*)::int as n from event_rsvps where event_id = $1 and status = 'going'",
      [eventId],
    );
    expect(rows[0]?.n).toBe(2);
  }, 60_000);

  it('the sweep promotes when the wake-up job was lost with Redis', async () => {
    await p.stopWorker();
    const eventId = await createEvent({ startsInMs: 72 * 3_600_000, maxAttendees: 1 });
    await answer(eventId, 'going', p.tokens.member);
    const [waiting] = await extraMembers(1);
    if (!waiting) throw new Error('member missing');
    await waitlist(eventId, [waiting]);
    await answer(eventId, 'not_going', p.tokens.member);
    // Redis loses everything, the promotion job with it.
    const redis = new Redis(p.gateway.config.redisUrl);
    await deleteRedisKeys(redis, p.gateway.config.redisPrefix);
    redis.disconnect();
    expect(await statusOf(eventId, waiting)).toBe('waitlisted');

    await p.startWorker();
    await waitFor(async () => (await statusOf(eventId, waiting)) === 'going', {
      timeoutMs: 20_000,
      what: 'the sweep to promote the waitlist',
    });
    expect(await notices(eventId, 'event_promoted', waiting)).toBe(1);
  }, 60_000);
});

describe('reminders', () => {
  const sentAt = async (eventId: string, userId: string) =>
    (
      await p.sql.query<{ sent_at: Date | null }>(
        'select sent_at from event_reminders where event_id = $1 and user_id = $2 and offset_minutes = 60',
        [eventId, userId],
      )
    ).rows[0]?.sent_at;

  it('sends the 1 h reminder once across a worker restart and a Redis that lost its jobs', async () => {
    await p.stopWorker();
    // The 1 h reminder falls due a few seconds from now (the 24 h one is already past: none).
    const eventId = await createEvent({ startsInMs: 3_600_000 + 5_000, maxAttendees: 10 });
    expect((await answer(eventId, 'going', p.tokens.member)).json()).toMatchObject({
      myRsvp: 'going',
    });
    const { rows } = await p.sql.query<{ offset_minutes: number }>(
      'select offset_minutes from event_reminders where event_id = $1',
      [eventId],
    );
    expect(rows.map((row) => row.offset_minutes)).toEqual([60]);
    // The delayed job is lost with Redis while no worker runs.
    const redis = new Redis(p.gateway.config.redisUrl);
    await deleteRedisKeys(redis, p.gateway.config.redisPrefix);
    redis.disconnect();

    await p.startWorker();
    await waitFor(async () => Boolean(await sentAt(eventId, p.memberId)), {
      timeoutMs: 30_000,
      what: 'the reminder to be sent',
    });
    expect(await notices(eventId, 'event_reminder', p.memberId)).toBe(1);
    const memberEmail = (
      await p.sql.query<{ email: string }>('select email from users where id = $1', [p.memberId])
    ).rows[0]?.email as string;
    const toMember = () =>
      mails().filter(
        (mail) => mail.to.includes(memberEmail) && mail.subject === 'Reminder: Moot court',
      );
    await waitFor(async () => toMember().length > 0, {
      timeoutMs: 10_000,
      what: 'the reminder e-mail',
    });

    // A worker restart and a few sweeps later: still once.
    await p.stopWorker();
    await p.startWorker();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await notices(eventId, 'event_reminder', p.memberId)).toBe(1);
    expect(toMember()).toHaveLength(1);
  }, 60_000);

  it('an e-mail the SMTP server defers is retried: it arrives once, with one notice', async () => {
    if (!p.worker) await p.startWorker();
    const eventId = await createEvent({ startsInMs: 3_600_000 + 3_000, maxAttendees: 10 });
    await answer(eventId, 'going', p.tokens.admin);
    const adminEmail = (
      await p.sql.query<{ email: string }>("select email from users where role = 'admin' limit 1")
    ).rows[0]?.email as string;
    deferNext = 1;
    const toAdmin = () =>
      mails().filter((mail) => mail.to.includes(adminEmail) && mail.text.includes(eventId));
    await waitFor(async () => toAdmin().length > 0, {
      timeoutMs: 40_000,
      what: 'the reminder e-mail after its deferral',
    });
    expect(deferNext).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(toAdmin()).toHaveLength(1);
    expect(await notices(eventId, 'event_reminder')).toBe(1);
  }, 60_000);

  it('sends none for a withdrawn answer or a cancelled event', async () => {
    if (!p.worker) await p.startWorker();
    const cancelledEvent = await createEvent({ startsInMs: 3_600_000 + 3_000, maxAttendees: 10 });
    const event = await createEvent({ startsInMs: 3_600_000 + 4_000, maxAttendees: 10 });
    await answer(cancelledEvent, 'going', p.tokens.admin);
    await answer(event, 'going', p.tokens.member);
    await answer(event, 'going', p.tokens.admin);
    await answer(event, 'cancel', p.tokens.member);
    expect(
      (await rest('POST', `/api/events/${cancelledEvent}/cancel`, p.tokens.moderator, {}))
        .statusCode,
    ).toBe(200);

    const adminId = (
      await p.sql.query<{ id: string }>("select id from users where role = 'admin' limit 1")
    ).rows[0]?.id as string;
    // The admin still going to the other event is reminded: by then both were due.
    await waitFor(async () => Boolean(await sentAt(event, adminId)), {
      timeoutMs: 30_000,
      what: "the admin's reminder",
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await notices(event, 'event_reminder', adminId)).toBe(1);
    expect(await notices(event, 'event_reminder', p.memberId)).toBe(0);
    expect(await notices(cancelledEvent, 'event_reminder')).toBe(0);
    const left = await p.sql.query(
      'select 1 from event_reminders where event_id = any($1) and sent_at is null',
      [[event, cancelledEvent]],
    );
    expect(left.rows).toEqual([]);
  }, 60_000);
  it('a member who turned event notices off gets neither the notice nor the e-mail', async () => {
    if (!p.worker) await p.startWorker();
    await p.sql.query(
      `insert into mail_preferences (user_id, category, mode) values ($1, 'events', 'off')
       on conflict (user_id, category) do update set mode = 'off'`,
      [p.moderatorId],
    );
    try {
      const eventId = await createEvent({ startsInMs: 3_600_000 + 3_000, maxAttendees: 10 });
      await answer(eventId, 'going', p.tokens.moderator);
      await waitFor(async () => Boolean(await sentAt(eventId, p.moderatorId)), {
        timeoutMs: 30_000,
        what: "the moderator's reminder handled",
      });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await notices(eventId, 'event_reminder', p.moderatorId)).toBe(0);
      const email = (
        await p.sql.query<{ email: string }>('select email from users where id = $1', [
          p.moderatorId,
        ])
      ).rows[0]?.email as string;
      expect(
        mails().filter((mail) => mail.to.includes(email) && mail.subject.includes('Moot court')),
      ).toEqual([]);
    } finally {
      await p.sql.query("delete from mail_preferences where user_id = $1 and category = 'events'", [
        p.moderatorId,
      ]);
    }
  }, 60_000);
});
