import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { SESSION_COOKIE_NAME } from '../../http/session-cookie.js';
import { SEED_DOCUMENTS } from '../../seed/demo-documents.js';
import { DEMO_UNREAD_MESSAGES } from '../../seed/demo-messages.js';
import { DEMO_UNREAD_NOTIFICATIONS } from '../../seed/demo-notifications.js';
import { SEED_DISCUSSIONS } from '../../seed/discussions.data.js';
import { SEED_MEMBERS } from '../../seed/members.data.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { User } from '../users/user.entity.js';
import { readStats, recountStats } from './stats.service.js';
import { StatsSnapshot } from './stats-snapshot.entity.js';

const SEEDED_USERS = DEMO_ACCOUNTS.length + SEED_MEMBERS.length;

let gateway: TestGateway;
let token: string;

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  token = await signInAs(gateway.app, DEMO_ACCOUNTS[0]?.email ?? '', DEMO_PASSWORD);
});

afterAll(async () => {
  await gateway.close();
});

const em = () => gateway.orm.em.fork();

/** Pending news, reviews and submissions, counted here independently of the stats service. */
async function pendingInDatabase(): Promise<number> {
  const [row] = await em().execute<{ n: number }[]>(
    `select (select count(*)::int from news_items where status = 'pending')
      + (select count(*)::int from reviews where status = 'pending')
      + (select count(*)::int from content_submissions where status = 'pending') as n`,
  );
  return row?.n ?? -1;
}

describe('stats service', () => {
  it('readStats counts and stores a snapshot when there is none yet', async () => {
    expect(await em().count(StatsSnapshot)).toBe(0);
    const stats = await readStats(em());
    expect(stats).toMatchObject({
      members: SEEDED_USERS,
      discussions: SEED_DISCUSSIONS.length,
      documents: SEED_DOCUMENTS.length,
      pendingItems: await pendingInDatabase(),
    });
    expect(stats.pendingItems).toBeGreaterThan(0);
    expect(await em().findOne(StatsSnapshot, { key: 'portal' })).toMatchObject({
      members: SEEDED_USERS,
    });
  });

  it('recountStats counts the members now and updates the one snapshot row', async () => {
    const writer = em();
    writer.create(User, {
      fullName: 'Nasra Abdi Warsame',
      username: 'nasra.warsame',
      email: 'nasra.warsame@example.org',
      passwordHash: 'not-used',
    });
    await writer.flush();

    const counts = await recountStats(em());

    expect(counts.members).toBe(SEEDED_USERS + 1);
    expect(Date.now() - counts.computedAt.getTime()).toBeLessThan(60_000);
    const rows = await em().find(StatsSnapshot, {});
    expect(rows).toHaveLength(1);
    expect(rows[0]?.members).toBe(SEEDED_USERS + 1);
  });

  it('readStats answers the stored snapshot without counting again', async () => {
    await em().nativeUpdate(StatsSnapshot, { key: 'portal' }, { members: 7 });
    expect((await readStats(em())).members).toBe(7);
    await recountStats(em());
  });
});

describe('stats over the APIs (members only)', () => {
  it('GET /api/stats answers the counts', async () => {
    const response = await gateway.app.inject({
      url: '/api/stats',
      cookies: { [SESSION_COOKIE_NAME]: token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      members: SEEDED_USERS + 1,
      discussions: SEED_DISCUSSIONS.length,
      documents: SEED_DOCUMENTS.length,
      pendingItems: await pendingInDatabase(),
      computedAt: expect.any(String),
    });
  });

  it('portalStats answers the same counts', async () => {
    const { body } = await graphql(
      gateway.app,
      '{ portalStats { members discussions documents pendingItems computedAt } }',
      {
        token,
      },
    );
    expect(body.data?.portalStats).toMatchObject({
      members: SEEDED_USERS + 1,
      pendingItems: await pendingInDatabase(),
    });
  });

  it("shellCounts answers the demo member's unread messages and notifications", async () => {
    const { body } = await graphql(
      gateway.app,
      '{ shellCounts { unreadMessages unreadNotifications } }',
      {
        token,
      },
    );
    expect(body).toEqual({
      data: {
        shellCounts: {
          unreadMessages: DEMO_UNREAD_MESSAGES,
          unreadNotifications: DEMO_UNREAD_NOTIFICATIONS,
        },
      },
    });
  });
});
