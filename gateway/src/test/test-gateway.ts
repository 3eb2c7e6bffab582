import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../app.js';
import { type AppConfig, loadConfig } from '../config.js';
import { seedIfEmpty } from '../db/index.js';
import { SESSION_COOKIE_NAME } from '../http/session-cookie.js';
import { openTestOrm } from './test-orm.js';
import { deleteRedisKeys, testRedisPrefix } from './test-redis.js';

export interface TestGateway {
  app: FastifyInstance;
  orm: MikroORM;
  redis: Redis;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestGatewayOptions {
  /** Fill the database with the demo data (practice areas, one account per role, members). */
  seed?: boolean;
  config?: Partial<AppConfig>;
  /** Replaces the real Redis connection (e.g. one to a closed port). */
  redis?: Redis;
  /** Runs before the app is ready, e.g. to add probe routes. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

/**
 * A gateway on a database of its own (a copy of the migrated template) and a Redis key prefix of
 * its own, so that test files run in parallel and never touch the demo data.
 */
export async function startTestGateway(options: TestGatewayOptions = {}): Promise<TestGateway> {
  const { orm, databaseUrl, close: closeOrm } = await openTestOrm();
  const config: AppConfig = {
    ...loadConfig(),
    databaseUrl,
    redisPrefix: testRedisPrefix(),
    isProduction: false,
    logLevel: process.env.LOG_LEVEL === 'debug' ? 'debug' : 'silent',
    ...options.config,
  };
  const redis = options.redis ?? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
  let app: FastifyInstance | undefined;

  const close = async () => {
    await app?.close();
    await closeOrm();
    if (!options.redis) {
      await deleteRedisKeys(redis, config.redisPrefix);
      await redis.quit();
    }
  };

  try {
    if (options.seed) await seedIfEmpty(orm);
    app = await buildApp({ orm, redis, config });
    await options.extend?.(app);
    await app.ready();
    return { app, orm, redis, config, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The session cookie value set by a response, if any. */
export function sessionCookieOf(response: {
  cookies: { name: string; value: string }[];
}): string | undefined {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE_NAME)?.value;
}

export async function signInAs(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/session',
    payload: { email, password },
  });
  const token = sessionCookieOf(response);
  if (response.statusCode !== 200 || !token) {
    throw new Error(`Sign-in as ${email} failed: ${response.statusCode} ${response.body}`);
  }
  return token;
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
