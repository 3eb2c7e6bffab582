import { randomUUID } from 'node:crypto';
import { enqueue, JobName, QueueName } from '@portal/schema';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_LOG_PURGE_EVERY_MS } from '../../scheduler.js';
import { createTestServices, type TestServices } from '../../test/services.js';
import { startWorker, type WorkerApp } from '../../worker-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('security-log.purge', () => {
  let services: TestServices<typeof QueueName.Maintenance>;
  let app: WorkerApp;
  const previous = process.env.SECURITY_LOG_RETENTION_DAYS;

  /** Inserts one sign-in failure per age (in days); answers their ids in the same order. */
  async function insertEvents(...agesInDays: number[]): Promise<string[]> {
    const ids = agesInDays.map(() => randomUUID());
    const connection = services.orm.em.getConnection();
    for (const [index, days] of agesInDays.entries()) {
      await connection.execute(
        `insert into security_events (id, occurred_at, type, outcome, details)
         values (?, ?, 'auth.signin.failed', 'failure', '{}')`,
        [ids[index], new Date(Date.now() - days * DAY_MS)],
      );
    }
    return ids;
  }

  async function remainingIds(): Promise<string[]> {
    const rows = await services.orm.em
      .getConnection()
      .execute<{ id: string }[]>('select id from security_events');
    return rows.map((row) => row.id).sort();
  }

  beforeAll(async () => {
    services = await createTestServices(QueueName.Maintenance);
    // The schedule's first run starts with the worker: let it finish before the tests insert.
    const firstRun = new Promise<void>((resolve) => {
      const onCompleted = ({ jobId }: { jobId: string }) => {
        if (!jobId.startsWith('repeat:security-log.purge:')) return;
        services.events.off('completed', onCompleted);
        resolve();
      };
      services.events.on('completed', onCompleted);
    });
    app = await startWorker({ config: services.config, log: pino({ level: 'silent' }) });
    await firstRun;
  });

  afterAll(async () => {
    if (previous === undefined) delete process.env.SECURITY_LOG_RETENTION_DAYS;
    else process.env.SECURITY_LOG_RETENTION_DAYS = previous;
    await app?.close();
    await services?.dispose();
  });

  it('deletes events older than 365 days by default and keeps the rest', async () => {
    delete process.env.SECURITY_LOG_RETENTION_DAYS;
    const [old, older, recent, yearMinusOne] = await insertEvents(366, 800, 1, 364);
    const job = await enqueue(services.queue, JobName.SecurityLogPurge, { reason: 'manual' });
    expect(await job.waitUntilFinished(services.events, 15_000)).toEqual({ deleted: 2 });
    const left = await remainingIds();
    expect(left).toEqual([recent, yearMinusOne].sort());
    expect(left).not.toContain(old);
    expect(left).not.toContain(older);
  });

  it('follows SECURITY_LOG_RETENTION_DAYS', async () => {
    process.env.SECURITY_LOG_RETENTION_DAYS = '30';
    const before = await remainingIds();
    const [month, week] = await insertEvents(31, 7);
    const job = await enqueue(services.queue, JobName.SecurityLogPurge, { reason: 'manual' });
    // The 364-day-old event of the first test goes too.
    expect(await job.waitUntilFinished(services.events, 15_000)).toEqual({ deleted: 2 });
    const left = await remainingIds();
    expect(left).toContain(week);
    expect(left).not.toContain(month);
    expect(left).toHaveLength(before.length);
  });

  it('is scheduled daily on the maintenance queue', async () => {
    expect(SECURITY_LOG_PURGE_EVERY_MS).toBe(DAY_MS);
    expect(await services.queue.getJobSchedulers()).toContainEqual(
      expect.objectContaining({ key: JobName.SecurityLogPurge, every: DAY_MS }),
    );
  });
});
