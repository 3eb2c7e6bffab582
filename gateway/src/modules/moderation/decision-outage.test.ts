// R2 of issue 26: PostgreSQL stops while a decision call waits for the worker, after its row was
// committed. The answer must say what happened (recorded, to be applied: 202 over REST,
// applied: false over GraphQL), never 503 "Nothing was changed"; the same verdict sent again
// once the database is back is a success on the same row, and only the opposite one a conflict.
// A PostgreSQL cluster of this file's own, stopped (immediate) by PID; no worker runs, so every
// call waits its MODERATION_DECISION_WAIT_MS.
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app/app.js';
import {
  createOrm,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type Orm,
  runMigrations,
  seedIfEmpty,
} from '../../exports/db.js';
import { SESSION_COOKIE_NAME } from '../../http/session-cookie.js';
import { connectRequestRedis, untilRedisReady } from '../../redis/redis-connection.js';
import { loadConfig } from '../../settings/config.js';
import { OwnPostgres } from '../../test/own-services.js';
import { signInAs } from '../../test/test-gateway.js';
import { closeRedis, deleteRedisKeys, testRedisPrefix } from '../../test/test-redis.js';
import { Role } from '../../values/role.js';

const email = (role: Role) => DEMO_ACCOUNTS.find((account) => account.role === role)?.email ?? '';

let postgres: OwnPostgres;
let orm: Orm;
let redis: Redis;
let app: FastifyInstance;
let member: string;
let moderator: string;
const redisPrefix = testRedisPrefix();

beforeAll(async () => {
  postgres = await OwnPostgres.create();
  const databaseUrl = await postgres.createDatabase('portal');
  orm = await createOrm({ databaseUrl });
  await runMigrations(orm);
  await seedIfEmpty(orm);
  const config = {
    ...loadConfig(),
    databaseUrl,
    redisPrefix,
    isProduction: false,
    logLevel: 'silent' as const,
  };
  redis = connectRequestRedis(config.redisUrl);
  await untilRedisReady(redis, 10_000);
  // Long enough that the stop below lands well inside the wait, even on a loaded machine.
  process.env.MODERATION_DECISION_WAIT_MS = '4000';
  app = await buildApp({ orm, redis, config });
  await app.ready();
  member = await signInAs(app, email(Role.MEMBER), DEMO_PASSWORD);
  moderator = await signInAs(app, email(Role.MODERATOR), DEMO_PASSWORD);
}, 120_000);

afterAll(async () => {
  delete process.env.MODERATION_DECISION_WAIT_MS;
  await app?.close();
  await orm?.close();
  if (redis) {
    await deleteRedisKeys(redis, redisPrefix);
    await closeRedis(redis);
  }
  await postgres?.destroy();
}, 60_000);

async function rows<T extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: postgres.urlFor('portal') });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function submitNews(title: string): Promise<string> {
  const submitted = await app.inject({
    method: 'POST',
    url: '/api/admin/content/news',
    payload: { title, content: 'Text.' },
    cookies: { [SESSION_COOKIE_NAME]: member },
  });
  expect(submitted.statusCode, submitted.body).toBe(201);
  return submitted.json<{ id: string }>().id;
}

/** The two ways a moderator decides: the REST route and the GraphQL mutation. */
const DECIDE = {
  REST: async (id: string, approved: boolean) => {
    const answer = await app.inject({
      method: 'POST',
      url: `/api/admin/content/news/${id}/approve`,
      payload: { approved },
      cookies: { [SESSION_COOKIE_NAME]: moderator },
    });
    return { status: answer.statusCode, body: answer.body, applied: answer.json().applied };
  },
  GraphQL: async (id: string, approved: boolean) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: {
        query:
          'mutation ($input: DecisionInput!) { decideContent(type: NEWS, input: $input) { status applied } }',
        variables: { input: { id, approved } },
      },
      cookies: { [SESSION_COOKIE_NAME]: moderator },
    });
    const json = answer.json<{
      data?: { decideContent: { applied: boolean } } | null;
      errors?: { extensions?: { code?: string } }[];
    }>();
    // GraphQL answers 200 with errors: report the error's code as the status.
    const code = json.errors?.[0]?.extensions?.code;
    const status = code === 'CONFLICT' ? 409 : code ? 503 : answer.statusCode;
    return { status, body: answer.body, applied: json.data?.decideContent.applied };
  },
} as const;

describe.each(Object.keys(DECIDE) as (keyof typeof DECIDE)[])('over %s', (api) => {
  it('a decision whose row was committed before PostgreSQL stopped answers "recorded"', async () => {
    const decide = DECIDE[api];
    const id = await submitNews(`Decided during an outage (${api})`);
    const call = decide(id, true);
    // The row is committed; the call now waits for a worker that is not there.
    const deadline = Date.now() + 10_000;
    while (
      (await rows('select 1 from moderation_decisions where item_id = $1', [id])).length === 0
    ) {
      if (Date.now() > deadline) throw new Error('the decision was never recorded');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await postgres.stop('immediate');
    let answer: Awaited<ReturnType<typeof decide>>;
    try {
      answer = await call;
    } finally {
      await postgres.start();
    }
    expect(answer.body).not.toMatch(/Nothing was changed/);
    expect({ status: answer.status, applied: answer.applied }, answer.body).toEqual({
      status: api === 'REST' ? 202 : 200,
      applied: false,
    });

    // The moderator sends the same verdict again: the same recorded row, not a conflict.
    const again = await decide(id, true);
    expect(again.status, again.body).toBe(api === 'REST' ? 202 : 200);
    expect(again.applied, again.body).toBe(false);
    const recorded = await rows<{ approved: boolean; applied_at: Date | null }>(
      'select approved, applied_at from moderation_decisions where item_id = $1',
      [id],
    );
    // One row, still pending: the worker's sweep applies it (no worker runs in this file).
    expect(recorded).toEqual([{ approved: true, applied_at: null }]);
    // The opposite verdict is the conflict it truthfully is.
    expect((await decide(id, false)).status).toBe(409);
  }, 60_000);
});
