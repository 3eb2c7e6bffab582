// A gateway on a PostgreSQL cluster and a redis-server of its own, each stopped by PID while
// requests come in: every call answers 503 SERVICE_UNAVAILABLE with Retry-After at once (never
// a 500, never a hang), /readyz names what is down, and the same calls succeed again once it is
// back, without restarting the gateway.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app/app.js';
import {
  createOrm,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type Orm,
  REQUEST_STATEMENT_LIMITS,
  runMigrations,
  seedIfEmpty,
} from '../exports/db.js';
import { connectRequestRedis, untilRedisReady } from '../redis/redis-connection.js';
import { seedUuid } from '../seed/seed-uuid.js';
import { loadConfig } from '../settings/config.js';
import { OwnPostgres, OwnRedis } from '../test/own-services.js';
import { signInAs } from '../test/test-gateway.js';
import { Role } from '../values/role.js';
import { SESSION_COOKIE_NAME } from './session-cookie.js';

// Loose: it guards against a request that waits for the outage to end, not a timing benchmark.
const ANSWER_BOUND_MS = 3_000;

const member = DEMO_ACCOUNTS.find((account) => account.role === Role.MEMBER);
const AMINA = seedUuid('lawyer-profile:amina.abdi');

let postgres: OwnPostgres;
let redisServer: OwnRedis;
let orm: Orm;
let redis: Redis;
let app: FastifyInstance;
let token: string;
let memberId: string;
let apiToken: string;

beforeAll(async () => {
  [postgres, redisServer] = await Promise.all([
    OwnPostgres.create(),
    // Without persistence, like a default development Redis.
    OwnRedis.create({ appendonly: false }),
  ]);
  const databaseUrl = postgres.url;
  orm = await createOrm({ databaseUrl, statementLimits: REQUEST_STATEMENT_LIMITS });
  await runMigrations(orm);
  await seedIfEmpty(orm);
  redis = connectRequestRedis(redisServer.url);
  // The outages below make the connection report errors; they are the point of this file.
  redis.on('error', () => {});
  await untilRedisReady(redis, 10_000);
  const config = {
    ...loadConfig(),
    databaseUrl,
    redisUrl: redisServer.url,
    redisPrefix: 'portal_outage',
    isProduction: false,
    logLevel: 'silent' as const,
  };
  app = await buildApp({ orm, redis, config });
  await app.ready();
  token = await signInAs(app, member?.email ?? '', DEMO_PASSWORD);
  const me = await graphql('{ me { id } }', {}, token);
  memberId = (me.json() as { data: { me: { id: string } } }).data.me.id;
  const created = await graphql(
    'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }',
    { input: { name: 'Outages', scopes: ['READ'] } },
    token,
  );
  apiToken = (created.json() as { data: { createApiToken: { token: string } } }).data.createApiToken
    .token;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await orm?.close();
  redis?.disconnect();
  await Promise.all([postgres?.destroy(), redisServer?.destroy()]);
});

let address = 0;
/** A fresh client address per call, so that no per-address limit is reached across the file. */
const freshAddress = () => `203.0.113.${(++address % 250) + 1}`;

function graphql(query: string, variables: Record<string, unknown> = {}, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: freshAddress(),
    payload: { query, variables },
    cookies: cookie ? { [SESSION_COOKIE_NAME]: cookie } : {},
  });
}

function post(url: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url, payload, remoteAddress: freshAddress() });
}

const unique = () => Math.random().toString(36).slice(2, 10);

/** The calls a person makes, by name; each needs PostgreSQL, Redis or both. */
const CALLS = {
  'REST sign-in': () =>
    post('/api/session', { email: member?.email ?? '', password: DEMO_PASSWORD }),
  'REST session lookup': () =>
    app.inject({ url: '/api/session', cookies: { [SESSION_COOKIE_NAME]: token } }),
  'GraphQL query me (session lookup)': () => graphql('{ me { id } }', {}, token),
  'GraphQL query with an access token': () =>
    app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: freshAddress(),
      headers: { authorization: `Bearer ${apiToken}` },
      payload: { query: '{ me { id } }' },
    }),
  'GraphQL query presence': () =>
    graphql('query ($id: UUID!) { presence(memberId: $id) { online } }', { id: memberId }, token),
  'GraphQL mutation signIn': () =>
    graphql('mutation ($input: SignInInput!) { signIn(input: $input) { mfaRequired } }', {
      input: { email: member?.email ?? '', password: DEMO_PASSWORD },
    }),
  'GraphQL mutation sendContactMessage': () =>
    graphql('mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) }', {
      input: {
        name: 'Amina Yusuf',
        email: `amina.${unique()}@example.org`,
        subject: 'Board meeting',
        message: 'Could the board receive a delegation of young lawyers?',
      },
    }),
  'REST consultation': () =>
    post('/api/consultations', {
      lawyerId: AMINA,
      clientName: 'Nasra Ahmed',
      clientEmail: `nasra.${unique()}@example.net`,
      clientPhone: '+252 61 000 0000',
      consultationType: 'legal-advice',
      description: `My landlord kept my deposit (${unique()}).`,
      preferredDate: null,
    }),
  'REST contact': () =>
    post('/api/contact', {
      name: 'Amina Yusuf',
      email: `amina.${unique()}@example.org`,
      subject: 'Board meeting',
      message: 'Could the board receive a delegation of young lawyers?',
    }),
  'REST membership application': () =>
    post('/api/membership-applications', {
      fullName: 'Ali Nur',
      email: `ali.${unique()}@example.org`,
      barNumber: `B-${unique()}`,
    }),
  'REST submission': () =>
    app.inject({
      method: 'POST',
      url: '/api/admin/content/social',
      payload: { content: `Sent during an outage (${unique()})`, platform: 'facebook' },
      cookies: { [SESSION_COOKIE_NAME]: token },
    }),
} satisfies Record<string, () => Promise<LightMyRequestResponse>>;

type CallName = keyof typeof CALLS;

const NEEDS_POSTGRES = Object.keys(CALLS) as CallName[];
// Sessions live in PostgreSQL: a session lookup alone does not need Redis, and a submission is
// stored without its job (the worker's sweep enqueues it later). The per-address API rate limit
// is skipped (with a warning) while Redis is down; the per-token one is not: token requests need
// Redis (http/api-rate-limits.ts).
const NEEDS_REDIS: CallName[] = [
  'REST sign-in',
  'GraphQL query with an access token',
  'GraphQL query presence',
  'GraphQL mutation signIn',
  'GraphQL mutation sendContactMessage',
  'REST consultation',
  'REST contact',
  'REST membership application',
];

async function timed(name: CallName) {
  const started = performance.now();
  const response = await CALLS[name]();
  return { response, elapsedMs: performance.now() - started };
}

function expectUnavailable(name: CallName, response: LightMyRequestResponse, elapsedMs: number) {
  const context = `${name}: ${response.statusCode} ${response.body}`;
  expect(response.statusCode, context).toBe(503);
  expect(Number(response.headers['retry-after']), context).toBeGreaterThan(0);
  const body = response.json() as {
    code?: string;
    errors?: { extensions?: { code?: string } }[];
  };
  const codes = body.errors ? body.errors.map((error) => error.extensions?.code) : [body.code];
  expect(codes.length, context).toBeGreaterThan(0);
  for (const code of codes) expect(code, context).toBe('SERVICE_UNAVAILABLE');
  expect(elapsedMs, context).toBeLessThan(ANSWER_BOUND_MS);
}

function expectAnswered(name: CallName, response: LightMyRequestResponse) {
  const context = `${name}: ${response.statusCode} ${response.body}`;
  expect(response.statusCode, context).toBeLessThan(300);
  if (response.headers['content-type']?.toString().includes('json')) {
    expect((response.json() as { errors?: unknown }).errors, context).toBeUndefined();
  }
}

async function readiness() {
  const response = await app.inject({ url: '/readyz' });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

/** /readyz's answer once it is 200, or its last answer after `timeoutMs`. */
async function untilReady(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await readiness();
    if (answer.status === 200 || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Sends a signal to a server this file started (by its PID). */
function signal(pid: number | undefined, name: NodeJS.Signals): void {
  if (pid === undefined) throw new Error('the server is not running');
  process.kill(pid, name);
}

interface Outage {
  title: string;
  down: 'postgres' | 'redis';
  stop(): Promise<void> | void;
  /** Undoes `stop`; omitted when another case does it afterwards. */
  restart?(): Promise<void> | void;
  /** The calls that must answer 503 (each one needs what is down). */
  calls: readonly CallName[];
}

/** One outage: stopped, every call that needs it refused fast, then back and answered again. */
function describeOutage({ title, down, stop, restart, calls }: Outage, extra?: () => void) {
  describe(title, () => {
    beforeAll(stop);

    it.each(calls)('%s answers 503 SERVICE_UNAVAILABLE with Retry-After', async (name) => {
      const { response, elapsedMs } = await timed(name);
      expectUnavailable(name, response, elapsedMs);
    });

    it(`/readyz answers 503 and names ${down}`, async () => {
      const up = down === 'postgres' ? 'redis' : 'postgres';
      expect(await readiness()).toMatchObject({
        status: 503,
        body: { code: 'SERVICE_UNAVAILABLE', checks: { [down]: 'failed', [up]: 'ok' } },
      });
    });

    extra?.();

    if (!restart) return;
    describe('started again', () => {
      beforeAll(restart, 30_000);

      // Back within seconds without a restart: the gateway's clients reconnect by themselves (on
      // a loaded machine a probe past its one-second bound still fails, so the first may not).
      it('/readyz answers 200 again', async () => {
        expect(await untilReady(20_000)).toMatchObject({ status: 200 });
      });

      it.each(calls)('%s succeeds again without a gateway restart', async (name) => {
        expectAnswered(name, (await timed(name)).response);
      });
    });
  });
}

describeOutage({
  title: 'PostgreSQL stopped (immediate shutdown)',
  down: 'postgres',
  stop: () => postgres.stop('immediate'),
  restart: () => postgres.start(),
  calls: NEEDS_POSTGRES,
});

// The command timeout bounds these; without it they would wait as long as Redis is paused.
describeOutage({
  title: 'Redis paused (answers nothing, sockets stay open)',
  down: 'redis',
  stop: () => signal(redisServer.pid, 'SIGSTOP'),
  calls: ['REST sign-in', 'REST contact'],
});

describeOutage(
  {
    title: 'Redis killed',
    down: 'redis',
    // The paused server of the case above is killed as it is: the sockets drop at once.
    stop: () => redisServer.kill('SIGKILL'),
    restart: async () => {
      await redisServer.start();
      // ioredis retries with a growing delay of at most 2 s.
      await untilRedisReady(redis, 10_000);
    },
    calls: NEEDS_REDIS,
  },
  () => {
    it.each(['REST session lookup', 'REST submission'] as const)(
      '%s does not need Redis',
      async (name) => {
        expectAnswered(name, (await timed(name)).response);
      },
    );
  },
);
