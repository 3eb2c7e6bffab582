import { pino } from 'pino';
import { expect, it } from 'vitest';
import { loadConfig } from '../settings/config.js';
import { testRedisPrefix } from '../test/test-redis.js';
import { JobQueue } from './job-queue.js';

const logger = pino({ level: 'silent' });

it('are ready once their connections are, for the gateway to wait on before it takes requests', async () => {
  const queues = new JobQueue({
    redisUrl: loadConfig().redisUrl,
    redisPrefix: testRedisPrefix(),
    logger,
  });
  try {
    expect(await queues.ready()).toBe(true);
  } finally {
    await queues.close();
  }
});

it('answer not ready at the first connection failure, not after the whole wait', async () => {
  const queues = new JobQueue({
    redisUrl: 'redis://127.0.0.1:1',
    redisPrefix: testRedisPrefix(),
    logger,
  });
  try {
    // A wait longer than the test's own time limit: only the failure can end it in time.
    expect(await queues.ready(600_000)).toBe(false);
  } finally {
    await queues.close();
  }
});
