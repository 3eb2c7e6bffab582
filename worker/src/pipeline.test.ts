// The moderation pipeline end to end with the real worker, PostgreSQL and Redis: submit →
// moderators told → decide (the call waits for the worker) → published; rejections with their
// reason; a second decision refused; scheduled social posts on time; events with RSVP.
import { graphql } from '@portal/gateway/test/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Pipeline, recount, startPipeline, waitFor } from './test/pipeline.js';

/** The session cookie (gateway/src/http/session-cookie.ts). */
const COOKIE = 'portal_session';

let p: Pipeline;

beforeAll(async () => {
  p = await startPipeline();
}, 60_000);

afterAll(async () => {
  await p?.close();
});

const post = (url: string, token: string | undefined, payload: unknown) =>
  p.gateway.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    cookies: token ? { [COOKIE]: token } : {},
  });

const get = (url: string, token?: string) =>
  p.gateway.app.inject({ url, cookies: token ? { [COOKIE]: token } : {} });

async function expectStatsEqualRecount(): Promise<void> {
  const response = await get('/api/admin/stats', p.tokens.moderator);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual(await recount(p.sql));
}

async function submitNews(extra: Record<string, unknown> = {}) {
  const response = await post('/api/admin/content/news', p.tokens.member, {
    title: `Court fees reform ${Math.random().toString(36).slice(2)}`,
    content: 'The ministry published the new schedule of court fees.',
    excerpt: 'New court fees',
    category: 'legal-updates',
    socialMediaLinks: '',
    scheduledDate: '',
    priority: 'high',
    authorId: 'placeholder-user',
    type: 'news',
    status: 'approved',
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; status: string; author: { id: string } }>();
}

describe('submission calls', () => {
  it('stores a news submission as pending with the session as author (authorId ignored)', async () => {
    const before = await recount(p.sql);
    const body = await submitNews();
    expect(body.status).toBe('pending');
    expect(body.author.id).toBe(p.memberId);
    const { rows } = await p.sql.query(
      'select status, author_id, priority from content_submissions where id = $1',
      [body.id],
    );
    expect(rows[0]).toEqual({ status: 'pending', author_id: p.memberId, priority: 'high' });
    expect((await recount(p.sql))?.pendingContent).toBe((before?.pendingContent ?? 0) + 1);
    await expectStatsEqualRecount();
  });

  it('tells every moderator and admin through the worker, once', async () => {
    const allNotified = async () =>
      (
        await p.sql.query(
          'select id from content_submissions where moderators_notified_at is null limit 1',
        )
      ).rows.length === 0;
    const countNotes = async () =>
      (
        await p.sql.query<{ n: number }>(
          "select count(*)::int as n from notifications where kind = 'submission_received'",
        )
      ).rows[0]?.n ?? 0;
    await waitFor(allNotified, { what: 'earlier submissions notified' });
    const before = await countNotes();
    await submitNews();
    await waitFor(allNotified, { what: 'moderators notified' });
    const staff = await p.sql.query<{ n: number }>(
      "select count(*)::int as n from users where role in ('moderator', 'admin')",
    );
    expect((await countNotes()) - before).toBe(staff.rows[0]?.n);
  });

  it('answers 400 naming each wrong field, and stores nothing', async () => {
    const before = await recount(p.sql);
    const news = await post('/api/admin/content/news', p.tokens.member, {
      title: '  ',
      content: 'x',
      priority: 'critical',
    });
    expect(news.statusCode).toBe(400);
    expect(news.json()).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        title: 'is required',
        priority: expect.stringContaining('low, normal, high, urgent'),
      },
    });
    const event = await post('/api/admin/content/events', p.tokens.member, {
      title: 'Seminar',
      description: 'About arbitration',
      eventDate: 'not a date',
      registrationRequired: true,
      maxAttendees: '-3',
    });
    expect(event.statusCode).toBe(400);
    expect(Object.keys(event.json().fields).sort()).toEqual(['eventDate', 'maxAttendees']);
    const social = await post('/api/admin/content/social', p.tokens.member, {
      platform: 'myspace',
      content: '',
    });
    expect(social.statusCode).toBe(400);
    expect(Object.keys(social.json().fields).sort()).toEqual(['content', 'platform']);
    expect(await recount(p.sql)).toEqual(before);
  });

  it('keeps maxAttendees only when registration is required; platform is optional', async () => {
    const open = await post('/api/admin/content/events', p.tokens.member, {
      title: 'Open day',
      description: 'Meet the board',
      eventDate: new Date(Date.now() + 86_400_000).toISOString(),
      registrationRequired: false,
      maxAttendees: '50',
      socialMediaPromotion: true,
    });
    expect(open.statusCode).toBe(201);
    expect(open.json()).toMatchObject({ maxAttendees: null, registrationRequired: false });
    const social = await post('/api/admin/content/social', p.tokens.member, {
      content: 'Follow our legal aid week',
      platform: '',
    });
    expect(social.statusCode).toBe(201);
    expect(social.json()).toMatchObject({ platform: null, type: 'social', status: 'pending' });
  });

  it('GraphQL twins: submitNews/submitEvent/submitSocialPost; BAD_USER_INPUT names the field', async () => {
    const news = await graphql<{ submitNews: { status: string; priority: string; type: string } }>(
      p.gateway.app,
      'mutation { submitNews(input: { title: "Bar exam dates", content: "The dates are out.", category: ASSOCIATION_NEWS }) { status priority type } }',
      { token: p.tokens.member },
    );
    expect(news.body.data?.submitNews).toEqual({
      status: 'PENDING',
      priority: 'NORMAL',
      type: 'NEWS',
    });
    const event = await graphql(
      p.gateway.app,
      'mutation($d: DateTimeISO!) { submitEvent(input: { title: "Gala", description: "Annual", eventDate: $d, registrationRequired: true, maxAttendees: 80, category: NETWORKING }) { maxAttendees category } }',
      { token: p.tokens.member, variables: { d: new Date(Date.now() + 86_400_000).toISOString() } },
    );
    expect(event.body.data).toEqual({ submitEvent: { maxAttendees: 80, category: 'networking' } });
    const social = await graphql(
      p.gateway.app,
      'mutation { submitSocialPost(input: { content: "  ", platform: FACEBOOK, targetAudience: STUDENTS }) { id } }',
      { token: p.tokens.member },
    );
    expect(social.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { content: 'is required' },
    });
  });

  it('refuses anonymous callers (401) and members on the admin calls (403)', async () => {
    expect(
      (await post('/api/admin/content/news', undefined, { title: 'a', content: 'b' })).statusCode,
    ).toBe(401);
    expect((await get('/api/admin/stats')).statusCode).toBe(401);
    for (const url of [
      '/api/admin/stats',
      '/api/admin/news/pending',
      '/api/admin/reviews/pending',
      '/api/admin/consultations',
      '/api/admin/content/pending',
    ]) {
      expect((await get(url, p.tokens.member)).statusCode, url).toBe(403);
      expect((await get(url, p.tokens.moderator)).statusCode, url).toBe(200);
    }
    const { id } = await submitNews();
    const decision = await post(`/api/admin/content/news/${id}/approve`, p.tokens.member, {
      approved: true,
    });
    expect(decision.statusCode).toBe(403);
  });
});

describe('decisions', () => {
  it('approve: the call returns after the worker applied it; the news is published, audited, notified', async () => {
    const { id } = await submitNews();
    const pending = await get('/api/admin/content/pending', p.tokens.moderator);
    const item = pending.json<{ id: string }[]>().find((row) => row.id === id);
    expect(item).toMatchObject({
      type: 'news',
      priority: 'high',
      category: 'legal-updates',
      author: { fullName: expect.any(String) },
      scheduledDate: null,
    });

    const response = await post(`/api/admin/content/news/${id}/approve`, p.tokens.moderator, {
      approved: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id,
      status: 'approved',
      approved: true,
      reason: null,
      applied: true,
    });
    const record = await p.sql.query(
      'select item_type, approved, moderator_id, applied_at is not null as applied, attempts from moderation_decisions where item_id = $1',
      [id],
    );
    expect(record.rows).toEqual([
      {
        item_type: 'submitted-news',
        approved: true,
        moderator_id: p.moderatorId,
        applied: true,
        attempts: 0,
      },
    ]);

    // Visible at once, without waiting: the call waited for the worker.
    const news = await graphql<{ news: { id: string }[] }>(
      p.gateway.app,
      '{ news(limit: 100) { id } }',
      {
        token: p.tokens.member,
      },
    );
    expect(news.body.data?.news.map((row) => row.id)).toContain(id);
    const audit = await p.sql.query(
      'select item_type, moderator_id, decision, reason from moderation_audit_entries where item_id = $1',
      [id],
    );
    expect(audit.rows).toEqual([
      {
        item_type: 'submitted-news',
        moderator_id: p.moderatorId,
        decision: 'approved',
        reason: null,
      },
    ]);
    const notes = await p.sql.query(
      "select actor_id from notifications where recipient_id = $1 and kind = 'submission_approved'",
      [p.memberId],
    );
    expect(notes.rows).toContainEqual({ actor_id: p.moderatorId });
    const stillPending = await get('/api/admin/content/pending', p.tokens.moderator);
    expect(stillPending.json<{ id: string }[]>().map((row) => row.id)).not.toContain(id);
    await expectStatsEqualRecount();
  });

  it('a scheduled news item is approved now and appears only at its date', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const { id } = await submitNews({ scheduledDate: later });
    const decided = await graphql(
      p.gateway.app,
      'mutation($id: UUID!) { decideContent(type: NEWS, input: { id: $id, approved: true }) { id status applied } }',
      { token: p.tokens.admin, variables: { id } },
    );
    expect(decided.body.errors).toBeUndefined();
    expect(decided.body.data).toEqual({ decideContent: { id, status: 'APPROVED', applied: true } });
    const { rows } = await p.sql.query(
      'select status, published_at from news_items where id = $1',
      [id],
    );
    expect(rows[0]?.status).toBe('approved');
    expect(new Date(rows[0]?.published_at).toISOString()).toBe(later);
    const news = await graphql<{ news: { id: string }[] }>(
      p.gateway.app,
      '{ news(limit: 100) { id } }',
      {
        token: p.tokens.member,
      },
    );
    expect(news.body.data?.news.map((row) => row.id)).not.toContain(id);
  });

  it('reject with a reason: the submitter sees it in mySubmissions and in a titled notice', async () => {
    const title = `Bar exam dates ${Math.random().toString(36).slice(2)}`;
    const { id } = await submitNews({ title });
    const response = await post(`/api/admin/content/news/${id}/approve`, p.tokens.moderator, {
      approved: false,
      reason: 'Please cite the official gazette.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', approved: false });
    const mine = await graphql<{
      mySubmissions: { id: string; status: string; rejectionReason: string }[];
    }>(p.gateway.app, '{ mySubmissions { id status rejectionReason } }', {
      token: p.tokens.member,
    });
    expect(mine.body.data?.mySubmissions.find((row) => row.id === id)).toEqual({
      id,
      status: 'REJECTED',
      rejectionReason: 'Please cite the official gazette.',
    });
    // The notice names the submission and the reason (issue 30 item 4).
    const notices = await graphql<{
      notifications: { kind: string; subjectTitle: string | null; reason: string | null }[];
    }>(p.gateway.app, '{ notifications(limit: 50) { kind subjectTitle reason } }', {
      token: p.tokens.member,
    });
    expect(notices.body.data?.notifications).toContainEqual({
      kind: 'SUBMISSION_REJECTED',
      subjectTitle: title,
      reason: 'Please cite the official gazette.',
    });
    const newsRow = await p.sql.query('select id from news_items where id = $1', [id]);
    expect(newsRow.rows).toEqual([]);
    await expectStatsEqualRecount();
  });

  it('the same decision again is a success (idempotent); another one is a 409; nothing doubled', async () => {
    const { id } = await submitNews();
    const first = await post(`/api/admin/content/news/${id}/approve`, p.tokens.moderator, {
      approved: true,
    });
    expect(first.statusCode).toBe(200);
    const retry = await post(`/api/admin/content/news/${id}/approve`, p.tokens.moderator, {
      approved: true,
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const changed = await post(`/api/admin/content/news/${id}/approve`, p.tokens.moderator, {
      approved: false,
    });
    expect(changed.statusCode).toBe(409);
    for (const approved of [true, false]) {
      const again = await post(`/api/admin/content/news/${id}/approve`, p.tokens.admin, {
        approved,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'CONFLICT',
        message:
          'This submitted news item has already been approved; a decision cannot be changed.',
      });
    }
    const audit = await p.sql.query(
      'select count(*)::int as n from moderation_audit_entries where item_id = $1',
      [id],
    );
    expect(audit.rows[0]).toEqual({ n: 1 });
    const newsRows = await p.sql.query('select count(*)::int as n from news_items where id = $1', [
      id,
    ]);
    expect(newsRows.rows[0]).toEqual({ n: 1 });
    await expectStatsEqualRecount();
  });

  it('two moderators deciding at once: one wins, the other gets 409', async () => {
    const { id } = await submitNews();
    const [a, b] = await Promise.all([
      post(`/api/admin/content/news/${id}/approve`, p.tokens.moderator, { approved: true }),
      post(`/api/admin/content/news/${id}/approve`, p.tokens.admin, { approved: false }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const audit = await p.sql.query(
      'select count(*)::int as n from moderation_audit_entries where item_id = $1',
      [id],
    );
    expect(audit.rows[0]).toEqual({ n: 1 });
  });

  it('many decisions at once: each answered applied, no listener leak warning in the gateway', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    try {
      const ids = await Promise.all(
        Array.from({ length: 16 }, async () => (await submitNews()).id),
      );
      const answers = await Promise.all(
        ids.map((id) =>
          post(`/api/admin/content/news/${id}/approve`, p.tokens.moderator, { approved: true }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(ids.map(() => 200));
      expect(answers.map((answer) => answer.json().applied)).toEqual(ids.map(() => true));
      // A warning is emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((warning) => warning.includes('MaxListeners'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('pending news of the news tab: approve publishes it; the type in the path must match', async () => {
    const { rows } = await p.sql.query<{ id: string }>(
      "insert into news_items (id, title, content, author_id, category, status, created_at) values (gen_random_uuid(), 'Pending bulletin', 'Text', $1, 'community', 'pending', now()) returning id",
      [p.memberId],
    );
    const id = rows[0]?.id ?? '';
    const list = await get('/api/admin/news/pending', p.tokens.moderator);
    expect(list.json<{ id: string }[]>().find((row) => row.id === id)).toMatchObject({
      title: 'Pending bulletin',
      status: 'pending',
      author: { fullName: expect.any(String) },
    });
    expect(
      (await post(`/api/admin/content/event/${id}/approve`, p.tokens.moderator, { approved: true }))
        .statusCode,
    ).toBe(404);
    const response = await post(`/api/admin/news/${id}/approve`, p.tokens.moderator, {
      approved: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await p.sql.query('select status, published_at from news_items where id = $1', [
      id,
    ]);
    expect(after.rows[0]?.status).toBe('approved');
    expect(after.rows[0]?.published_at).not.toBeNull();
    await expectStatsEqualRecount();
  });

  it("the worker recounts the portal's pendingItems snapshot after decisions and submissions", async () => {
    const { id } = await submitNews();
    await post(`/api/admin/content/news/${id}/approve`, p.tokens.moderator, { approved: false });
    await waitFor(
      async () => {
        const counts = await recount(p.sql);
        const expected =
          (counts?.pendingNews ?? 0) +
          (counts?.pendingReviews ?? 0) +
          (counts?.pendingContent ?? 0);
        const { rows } = await p.sql.query<{ pending_items: number }>(
          "select pending_items from stats_snapshots where key = 'portal'",
        );
        return rows[0]?.pending_items === expected;
      },
      { what: 'the snapshot equal to a recount' },
    );
  });

  it('400 for a decision without the approved flag or with a bad id', async () => {
    const { id } = await submitNews();
    const missing = await post(`/api/admin/content/news/${id}/approve`, p.tokens.moderator, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('approved');
    const badType = await post(`/api/admin/content/video/${id}/approve`, p.tokens.moderator, {
      approved: true,
    });
    expect(badType.statusCode).toBe(400);
    const badId = await post('/api/admin/news/not-a-uuid/approve', p.tokens.moderator, {
      approved: true,
    });
    expect(badId.statusCode).toBe(400);
  });
});

describe('events and social posts', () => {
  it('an approved event appears in events; RSVP up to maxAttendees, then the waitlist', async () => {
    const eventDate = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const submitted = await post('/api/admin/content/events', p.tokens.member, {
      title: 'Arbitration workshop',
      description: 'Hands-on session',
      eventDate,
      location: 'Mogadishu',
      category: 'workshop',
      registrationRequired: true,
      maxAttendees: '1',
      socialMediaPromotion: false,
    });
    expect(submitted.statusCode).toBe(201);
    const { id } = submitted.json<{ id: string }>();
    const decided = await post(`/api/admin/content/event/${id}/approve`, p.tokens.moderator, {
      approved: true,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const events = await graphql<{
      events: { id: string; maxAttendees: number; attendees: number }[];
    }>(p.gateway.app, '{ events { id maxAttendees attendees } }', { token: p.tokens.member });
    expect(events.body.data?.events.find((row) => row.id === id)).toEqual({
      id,
      maxAttendees: 1,
      attendees: 0,
    });
    const rsvp =
      'mutation($id: UUID!) { rsvpEvent(eventId: $id) { attendees placesLeft attendingByMe } }';
    const first = await graphql(p.gateway.app, rsvp, { token: p.tokens.member, variables: { id } });
    expect(first.body.data).toEqual({
      rsvpEvent: { attendees: 1, placesLeft: 0, attendingByMe: true },
    });
    const again = await graphql(p.gateway.app, rsvp, { token: p.tokens.member, variables: { id } });
    expect(again.body.data).toEqual({
      rsvpEvent: { attendees: 1, placesLeft: 0, attendingByMe: true },
    });
    const full = await graphql(
      p.gateway.app,
      'mutation($id: UUID!) { rsvpEvent(eventId: $id) { attendees myRsvp myWaitlistPosition } }',
      { token: p.tokens.admin, variables: { id } },
    );
    expect(full.body.data).toEqual({
      rsvpEvent: { attendees: 1, myRsvp: 'WAITLISTED', myWaitlistPosition: 1 },
    });
  });

  it('a post whose delayed job was lost is published by the sweep when the worker starts', async () => {
    await p.stopWorker();
    const { rows } = await p.sql.query<{ id: string }>(
      `insert into content_submissions (id, type, status, author_id, content, platform, priority,
         registration_required, social_media_promotion, scheduled_share, decided_at, queued_at,
         moderators_notified_at, created_at)
       values (gen_random_uuid(), 'social', 'approved', $1, 'Lost while the worker was down',
         'youtube', 'normal', false, true, now() - interval '1 hour', now() - interval '2 hours',
         now(), now(), now() - interval '3 hours')
       returning id`,
      [p.memberId],
    );
    const id = rows[0]?.id;
    await p.startWorker();
    const published = await waitFor(
      async () =>
        (
          await p.sql.query('select platform from social_publications where submission_id = $1', [
            id,
          ])
        ).rows[0],
      { timeoutMs: 10_000, what: 'the overdue post published by the startup sweep' },
    );
    expect(published).toEqual({ platform: 'youtube' });
  });

  it('a scheduled social post is published within a second of its time', async () => {
    const scheduledShare = new Date(Date.now() + 2_500);
    const submitted = await post('/api/admin/content/social', p.tokens.member, {
      platform: 'linkedin',
      content: 'Legal aid week starts today',
      hashtags: '#legalaid',
      scheduledShare: scheduledShare.toISOString(),
      targetAudience: 'general-public',
    });
    const { id } = submitted.json<{ id: string }>();
    const decided = await post(`/api/admin/content/social/${id}/approve`, p.tokens.moderator, {
      approved: true,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const none = await p.sql.query('select id from social_publications where submission_id = $1', [
      id,
    ]);
    expect(none.rows).toEqual([]);
    const row = await waitFor(
      async () =>
        (
          await p.sql.query<{ published_at: Date; publisher: string }>(
            'select published_at, publisher from social_publications where submission_id = $1',
            [id],
          )
        ).rows[0],
      { timeoutMs: 10_000, what: 'the publication' },
    );
    const lateness = row.published_at.getTime() - scheduledShare.getTime();
    expect(lateness).toBeGreaterThanOrEqual(-1_000);
    expect(lateness).toBeLessThan(1_000);
    expect(row.publisher).toBe('record');
    const activity = await graphql<{
      recentSocialActivity: { platform: string; content: string }[];
    }>(p.gateway.app, '{ recentSocialActivity(limit: 3) { platform content } }');
    // GraphQL answers the platform as its enum's name (REST keeps the spec's `linkedin`).
    expect(activity.body.data?.recentSocialActivity[0]).toEqual({
      platform: 'LINKEDIN',
      content: 'Legal aid week starts today',
    });
  });
});
