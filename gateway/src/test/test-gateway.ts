import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from '../app/app.js';
import { createOrm, type StatementLimits } from '../exports/db.js';
import { MFA_CHALLENGE_COOKIE_NAME, SESSION_COOKIE_NAME } from '../http/session-cookie.js';
import type { Logger } from '../logging/logger.js';
import { connectRequestRedis, untilRedisReady } from '../redis/redis-connection.js';
import { DEMO_TOTP_SECRET } from '../seed/demo-accounts.js';
import { type AppConfig, loadConfig } from '../settings/config.js';
import { openTestOrm } from './test-orm.js';
import { closeRedis, deleteRedisKeys, testRedisPrefix } from './test-redis.js';
import { totpCodeAfter } from './totp-code.js';

export interface TestGateway {
  app: FastifyInstance;
  orm: MikroORM;
  redis: Redis;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestGatewayOptions {
  /** Start from the demo data (practice areas, one account per role, members): a copy of the
   * template the global set-up seeded. */
  seed?: boolean;
  /** The server-side statement limits main.ts sets (none by default, as for maintenance). */
  statementLimits?: StatementLimits;
  config?: Partial<AppConfig>;
  /** Replaces the real Redis connection (e.g. one to a closed port). */
  redis?: Redis;
  /** Replaces the silent logger, e.g. to read the security events a test provokes. */
  logger?: Logger;
  /** Runs before the app is ready, e.g. to add probe routes. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

/**
 * A gateway on a database of its own (a copy of the migrated template) and a Redis key prefix of
 * its own, so that test files run in parallel and never touch the demo data.
 */
export async function startTestGateway(options: TestGatewayOptions = {}): Promise<TestGateway> {
  const {
    orm,
    databaseUrl,
    close: closeOrm,
  } = await openTestOrm({
    seeded: options.seed,
    statementLimits: options.statementLimits,
  });
  const config: AppConfig = {
    ...loadConfig(),
    databaseUrl,
    redisPrefix: testRedisPrefix(),
    isProduction: false,
    logLevel: process.env.LOG_LEVEL === 'debug' ? 'debug' : 'silent',
    // Test files send thousands of requests from one address; rate-limits.test.ts sets its own.
    apiRateLimits: { windowSeconds: 60, perAddress: 10_000_000, perToken: 10_000_000 },
    ...options.config,
  };
  // The connection main.ts makes: requests fail fast while Redis is down.
  const redis = options.redis ?? connectRequestRedis(config.redisUrl);
  let app: FastifyInstance | undefined;

  const close = async () => {
    await app?.close();
    await closeOrm();
    if (!options.redis) {
      await deleteRedisKeys(redis, config.redisPrefix);
      await closeRedis(redis);
    }
  };

  try {
    if (!options.redis && !(await untilRedisReady(redis, 10_000))) {
      throw new Error(`Redis at ${config.redisUrl} did not answer`);
    }
    app = await buildApp({ orm, redis, config, logger: options.logger });
    await options.extend?.(app);
    await app.ready();
    return { app, orm, redis, config, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * A second gateway on the same database and Redis as `gateway`, with a connection pool, a Redis
 * client and an app of its own: what a second gateway process shares with the first.
 */
export async function startPeerGateway(gateway: TestGateway): Promise<TestGateway> {
  const orm = await createOrm({ databaseUrl: gateway.config.databaseUrl });
  const redis = connectRequestRedis(gateway.config.redisUrl);
  await untilRedisReady(redis, 10_000);
  const app = await buildApp({ orm, redis, config: gateway.config });
  await app.ready();
  return {
    app,
    orm,
    redis,
    config: gateway.config,
    close: async () => {
      await app.close();
      await orm.close();
      await closeRedis(redis);
    },
  };
}

/** The session cookie value set by a response, if any. */
export function sessionCookieOf(response: {
  cookies: { name: string; value: string }[];
}): string | undefined {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE_NAME)?.value;
}

/**
 * Signs in through POST /api/session; for an account with MFA (the demo staff), completes the
 * second step with a TOTP code of `totpSecret` (the demo staff's by default).
 */
export async function signInAs(
  app: FastifyInstance,
  email: string,
  password: string,
  totpSecret: string = DEMO_TOTP_SECRET,
) {
  let response = await app.inject({
    method: 'POST',
    url: '/api/session',
    payload: { email, password },
  });
  if (response.statusCode === 202) {
    const challenge = response.cookies.find(
      (cookie) => cookie.name === MFA_CHALLENGE_COOKIE_NAME,
    )?.value;
    response = await app.inject({
      method: 'POST',
      url: '/api/session/mfa',
      payload: { code: await nextTotpCode(app, email, totpSecret) },
      cookies: challenge ? { [MFA_CHALLENGE_COOKIE_NAME]: challenge } : {},
    });
  }
  const token = sessionCookieOf(response);
  if (response.statusCode !== 200 || !token) {
    throw new Error(`Sign-in as ${email} failed: ${response.statusCode} ${response.body}`);
  }
  return token;
}

// The last time step each gateway accepted for an account through signInAs.
const usedSteps = new WeakMap<FastifyInstance, Map<string, number>>();

async function nextTotpCode(app: FastifyInstance, email: string, secret: string) {
  const steps = usedSteps.get(app) ?? new Map<string, number>();
  usedSteps.set(app, steps);
  const { code, step } = await totpCodeAfter(secret, steps.get(email));
  steps.set(email, step);
  return code;
}

export interface GraphQLResponse<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[];
}

export async function graphql<T = Record<string, unknown>>(
  app: FastifyInstance,
  query: string,
  options: { variables?: Record<string, unknown>; token?: string } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query, variables: options.variables },
    cookies: options.token ? { [SESSION_COOKIE_NAME]: options.token } : {},
  });
  return { response, body: response.json<GraphQLResponse<T>>() };
}
