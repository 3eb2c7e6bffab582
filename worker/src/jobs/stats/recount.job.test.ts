import { StatsSnapshot } from '@portal/gateway/db';
import {
  createQueue,
  createQueueEvents,
  createRedisConnection,
  enqueue,
  JobName,
  type PortalQueue,
  QueueName,
} from '@portal/schema';
import type { QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMembers } from '../../test/factories.js';
import { createTestServices, type TestServices } from '../../test/services.js';
import { startWorker, type WorkerApp } from '../../worker-app.js';

describe('stats.recount end to end', () => {
  let services: TestServices;
  let app: WorkerApp;
  let connection: Redis;
  let queue: PortalQueue<typeof QueueName.Stats>;
  let events: QueueEvents;

  beforeAll(async () => {
    services = await createTestServices();
    app = await startWorker({ config: services.config, log: pino({ level: 'silent' }) });
    connection = createRedisConnection(services.config.redisUrl, { forRequests: false });
    queue = createQueue(QueueName.Stats, connection, services.config.redisPrefix);
    events = createQueueEvents(QueueName.Stats, connection, services.config.redisPrefix);
    await events.waitUntilReady();
  });

  afterAll(async () => {
    await app?.close();
    await events?.close();
    await queue?.close();
    await connection?.quit();
    await services?.dispose();
  });

  async function recount(): Promise<StatsSnapshot> {
    const job = await enqueue(queue, JobName.StatsRecount, { reason: 'manual' });
    await job.waitUntilFinished(events, 15_000);
    const snapshots = await services.orm.em.fork().find(StatsSnapshot, {});
    expect(snapshots).toHaveLength(1);
    return snapshots[0] as StatsSnapshot;
  }

  it('stores the real member count in the snapshot row', async () => {
    await insertMembers(services.orm, 7);
    const first = await recount();
    expect(first.members).toBe(7);
    expect(first.discussions).toBe(0);

    await insertMembers(services.orm, 3);
    const second = await recount();
    expect(second.members).toBe(10);
    expect(second.computedAt.getTime()).toBeGreaterThanOrEqual(first.computedAt.getTime());
  });

  it('registers the repeatable recount with the configured period', async () => {
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers).toEqual([
      expect.objectContaining({
        key: JobName.StatsRecount,
        every: services.config.statsIntervalMs,
      }),
    ]);
  });
});
