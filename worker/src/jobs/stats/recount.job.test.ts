import { StatsSnapshot } from '@portal/gateway/exports/db';
import { enqueue, JobName, QueueName } from '@portal/schema';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMembers } from '../../test/factories.js';
import { createTestServices, type TestServices } from '../../test/services.js';
import { startWorker, type WorkerApp } from '../../worker-app.js';

describe('stats.recount end to end', () => {
  let services: TestServices<typeof QueueName.Stats>;
  let app: WorkerApp;

  beforeAll(async () => {
    services = await createTestServices(QueueName.Stats);
    app = await startWorker({ config: services.config, log: pino({ level: 'silent' }) });
  });

  afterAll(async () => {
    await app?.close();
    await services?.dispose();
  });

  async function recount(): Promise<StatsSnapshot> {
    const job = await enqueue(services.queue, JobName.StatsRecount, { reason: 'manual' });
    await job.waitUntilFinished(services.events, 15_000);
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
    const schedulers = await services.queue.getJobSchedulers();
    expect(schedulers).toEqual([
      expect.objectContaining({
        key: JobName.StatsRecount,
        every: services.config.statsIntervalMs,
      }),
    ]);
  });
});
