// The admin API without a reachable Redis (the gateway pointed at a closed port): reads work,
// decisions are recorded in PostgreSQL and answer 202 (the worker's sweep applies them),
// submissions are still accepted (the outbox keeps them for the worker's sweep). The whole pipeline with the worker: worker/src/pipeline*.test.ts.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../../db/tables.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { SESSION_COOKIE_NAME } from '../../http/session-cookie.js';
import { loadConfig } from '../../settings/config.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { deleteRedisKeys } from '../../test/test-redis.js';
import { ReviewStatus } from '../../values/review-status.js';
import { Role } from '../../values/role.js';

let gateway: TestGateway;
let sessionsRedis: Redis;
let member: string;
let moderator: string;

const email = (role: Role) => DEMO_ACCOUNTS.find((account) => account.role === role)?.email ?? '';

beforeAll(async () => {
  // Sign-in keeps the real Redis (its rate limiter); the job queue, made from
  // config.redisUrl, get port 1, where nothing listens.
  sessionsRedis = new Redis(loadConfig().redisUrl, { maxRetriesPerRequest: 1 });
  gateway = await startTestGateway({
    seed: true,
    redis: sessionsRedis,
    config: { redisUrl: 'redis://127.0.0.1:1' },
  });
  member = await signInAs(gateway.app, email(Role.MEMBER), DEMO_PASSWORD);
  moderator = await signInAs(gateway.app, email(Role.MODERATOR), DEMO_PASSWORD);
});

afterAll(async () => {
  await gateway?.close();
  if (gateway) await deleteRedisKeys(sessionsRedis, gateway.config.redisPrefix);
  await sessionsRedis?.quit();
});

const cookies = (token: string) => ({ [SESSION_COOKIE_NAME]: token });

describe('admin API with Redis unreachable', () => {
  it('reads the stats and the queue; adminStats is staff only', async () => {
    const stats = await gateway.app.inject({
      url: '/api/admin/stats',
      cookies: cookies(moderator),
    });
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toEqual({
      pendingNews: expect.any(Number),
      pendingReviews: expect.any(Number),
      totalConsultations: expect.any(Number),
      totalMembers: expect.any(Number),
      pendingContent: expect.any(Number),
      newsQueue: expect.any(Number),
      eventsQueue: expect.any(Number),
      socialQueue: expect.any(Number),
      flaggedPosts: expect.any(Number),
    });
    expect(stats.json().pendingContent).toBeGreaterThan(0);
    // Each queue once: news items and submitted news together, events and social posts apart.
    const counts = stats.json<Record<string, number>>();
    expect((counts.newsQueue ?? 0) + (counts.eventsQueue ?? 0) + (counts.socialQueue ?? 0)).toBe(
      (counts.pendingNews ?? 0) + (counts.pendingContent ?? 0),
    );
    const denied = await graphql(gateway.app, '{ adminStats { pendingNews } }', { token: member });
    expect(denied.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const pending = await gateway.app.inject({
      url: '/api/admin/content/pending',
      cookies: cookies(moderator),
    });
    const types = new Set(pending.json<{ type: string }[]>().map((row) => row.type));
    expect(types).toEqual(new Set(['news', 'event', 'social']));
  });

  it('accepts a submission (stored pending, its job left to the sweep)', async () => {
    const started = Date.now();
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/admin/content/social',
      payload: { content: 'Stored while Redis is away', platform: 'facebook' },
      cookies: cookies(member),
    });
    expect(response.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(5_000);
    const row = await tablesOf(gateway.orm.em.fork())
      .selectFrom('content_submissions')
      .select(['status', 'queued_at'])
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', queued_at: null });
  });

  it('answers the spec values over REST and the enum names over GraphQL', async () => {
    const submit = (url: string, payload: Record<string, unknown>) =>
      gateway.app.inject({ method: 'POST', url, payload, cookies: cookies(member) });
    const news = await submit('/api/admin/content/news', {
      title: 'Values in two forms',
      content: 'Text',
      category: 'legal-updates',
    });
    const event = await submit('/api/admin/content/events', {
      title: 'A seminar',
      description: 'Text',
      eventDate: '2030-03-14T09:30:00.000Z',
      category: 'seminar',
    });
    const social = await submit('/api/admin/content/social', {
      content: 'A post',
      platform: 'linkedin',
      targetAudience: 'legal-professionals',
    });
    for (const response of [news, event, social]) expect(response.statusCode).toBe(201);

    const rest = await gateway.app.inject({
      url: '/api/submissions/mine',
      cookies: cookies(member),
    });
    const byId = new Map(rest.json<{ id: string }[]>().map((row) => [row.id, row]));
    expect(byId.get(news.json().id)).toMatchObject({ category: 'legal-updates' });
    expect(byId.get(event.json().id)).toMatchObject({ category: 'seminar' });
    expect(byId.get(social.json().id)).toMatchObject({
      platform: 'linkedin',
      targetAudience: 'legal-professionals',
    });

    const { body } = await graphql<{
      mySubmissions: { id: string; newsCategory: string | null; eventCategory: string | null }[];
    }>(gateway.app, '{ mySubmissions { id newsCategory eventCategory platform targetAudience } }', {
      token: member,
    });
    expect(body.errors).toBeUndefined();
    const mine = new Map(body.data?.mySubmissions.map((row) => [row.id, row]));
    expect(mine.get(news.json().id)).toMatchObject({
      newsCategory: 'LEGAL_UPDATES',
      eventCategory: null,
    });
    expect(mine.get(event.json().id)).toMatchObject({
      newsCategory: null,
      eventCategory: 'SEMINAR',
    });
    expect(mine.get(social.json().id)).toMatchObject({
      platform: 'LINKEDIN',
      targetAudience: 'LEGAL_PROFESSIONALS',
    });
  });

  it('a decision is recorded and answers 202 at once (pending); the item waits for the worker', async () => {
    const pending = await gateway.app.inject({
      url: '/api/admin/content/pending',
      cookies: cookies(moderator),
    });
    const item = pending.json<{ id: string; type: string }[]>()[0];
    if (!item) throw new Error('The demo data has no pending submission');
    const started = Date.now();
    const response = await gateway.app.inject({
      method: 'POST',
      url: `/api/admin/content/${item.type}/${item.id}/approve`,
      payload: { approved: false, reason: '  Off topic  ' },
      cookies: cookies(moderator),
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({
      id: item.id,
      status: 'pending',
      approved: false,
      reason: 'Off topic',
      applied: false,
    });
    const db = tablesOf(gateway.orm.em.fork());
    const row = await db
      .selectFrom('content_submissions')
      .select(['status', 'decided_at'])
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', decided_at: null });
    const decision = await db
      .selectFrom('moderation_decisions')
      .select(['approved', 'reason', 'applied_at'])
      .where('item_id', '=', item.id)
      .execute();
    expect(decision).toEqual([{ approved: false, reason: 'Off topic', applied_at: null }]);
    const audit = await db
      .selectFrom('moderation_audit_entries')
      .select('id')
      .where('item_id', '=', item.id)
      .execute();
    expect(audit).toEqual([]);
    // The pending list still shows it until the worker applies it.
    const still = await gateway.app.inject({
      url: '/api/admin/content/pending',
      cookies: cookies(moderator),
    });
    expect(still.json<{ id: string }[]>().map((entry) => entry.id)).toContain(item.id);
  });

  it('GraphQL says applied: false and PENDING; a review decision is recorded the same way', async () => {
    const review = await tablesOf(gateway.orm.em.fork())
      .selectFrom('reviews')
      .select('id')
      .where('status', '=', ReviewStatus.PENDING)
      .executeTakeFirst();
    if (!review) throw new Error('The demo data has no pending review');
    const mutation =
      'mutation($id: UUID!, $approved: Boolean!) { decideReview(input: { id: $id, approved: $approved }) { id status approved applied } }';
    const first = await graphql(gateway.app, mutation, {
      token: moderator,
      variables: { id: review.id, approved: true },
    });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data).toEqual({
      decideReview: { id: review.id, status: 'PENDING', approved: true, applied: false },
    });
    const again = await graphql(gateway.app, mutation, {
      token: moderator,
      variables: { id: review.id, approved: true },
    });
    expect(again.body.data).toEqual(first.body.data);
    const other = await graphql(gateway.app, mutation, {
      token: moderator,
      variables: { id: review.id, approved: false },
    });
    expect(other.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(other.body.errors?.[0]?.message).toBe(
      'This review has already been approved; a decision cannot be changed.',
    );
  });
});
