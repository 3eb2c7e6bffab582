// Real PostgreSQL and Redis for the worker's integration tests, isolated per test file: a
// database created from scratch and migrated, and a Redis key prefix of its own.
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '@portal/gateway/config';
import { createOrm, type Orm, runMigrations } from '@portal/gateway/db';
import { createRedisConnection } from '@portal/schema';
import pg from 'pg';

const TEST_PREFIX = 'portal_test_wk';

// npm test points DATABASE_URL at its own database; the tests only borrow its server.
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestServices {
  config: Pick<AppConfig, 'databaseUrl' | 'redisUrl' | 'redisPrefix' | 'statsIntervalMs'>;
  orm: Orm;
  /** Closes the ORM, drops the database and deletes every Redis key of the prefix. */
  dispose(): Promise<void>;
}

function uniqueName(): string {
  return `${TEST_PREFIX}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function onMaintenanceDatabase(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createTestServices(): Promise<TestServices> {
  const name = uniqueName();
  await onMaintenanceDatabase(`CREATE DATABASE "${name}"`);
  const databaseUrl = withDatabase(serverUrl, name);
  const orm = await createOrm({ databaseUrl });
  await runMigrations(orm);
  return {
    // A long period: the tests drive recounts themselves rather than wait for the schedule.
    config: { databaseUrl, redisUrl, redisPrefix: name, statsIntervalMs: 3_600_000 },
    orm,
    dispose: async () => {
      await orm.close();
      await onMaintenanceDatabase(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await deleteRedisKeys(`${name}:*`);
    },
  };
}

async function deleteRedisKeys(pattern: string): Promise<void> {
  const redis = createRedisConnection(redisUrl, { forRequests: false });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      if (keys.length > 0) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}
