// Real PostgreSQL and Redis for the worker's integration tests, isolated per test file with the
// gateway's test helpers: a copy of the migrated template database and a Redis key prefix of its
// own, plus the queue the file drives and its events.

import type { Orm } from '@portal/gateway/exports/db';
import type { AppConfig } from '@portal/gateway/settings/config';
import { deleteRedisKeys, openTestOrm, testRedisPrefix } from '@portal/gateway/test/testing';
import {
  createQueue,
  createQueueEvents,
  createRedisConnection,
  type PortalQueue,
  type QueueName,
} from '@portal/schema';
import type { QueueEvents } from 'bullmq';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestServices<Q extends QueueName> {
  config: Pick<AppConfig, 'databaseUrl' | 'redisUrl' | 'redisPrefix' | 'statsIntervalMs'>;
  orm: Orm;
  queue: PortalQueue<Q>;
  /** The queue's events, ready. */
  events: QueueEvents;
  /** Closes the queue and the ORM, drops the database and deletes every Redis key of the prefix. */
  dispose(): Promise<void>;
}

export async function createTestServices<Q extends QueueName>(
  queueName: Q,
): Promise<TestServices<Q>> {
  const { orm, databaseUrl, close } = await openTestOrm();
  const redisPrefix = testRedisPrefix();
  const connection = createRedisConnection(redisUrl, { forRequests: false });
  const queue = createQueue(queueName, connection, redisPrefix);
  const events = createQueueEvents(queueName, connection, redisPrefix);
  const dispose = async (): Promise<void> => {
    await events.close();
    await queue.close();
    await close();
    await deleteRedisKeys(connection, redisPrefix);
    await connection.quit();
  };
  try {
    await events.waitUntilReady();
  } catch (error) {
    await dispose();
    throw error;
  }
  return {
    // A long period: the tests drive recounts themselves rather than wait for the schedule.
    config: { databaseUrl, redisUrl, redisPrefix, statsIntervalMs: 3_600_000 },
    orm,
    queue,
    events,
    dispose,
  };
}
