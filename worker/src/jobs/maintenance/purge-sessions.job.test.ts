import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { Session, User } from '@portal/gateway/exports/db';
import { enqueue, JobName, QueueName } from '@portal/schema';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSIONS_PURGE_EVERY_MS } from '../../scheduler.js';
import { createTestServices, type TestServices } from '../../test/services.js';
import { startWorker, type WorkerApp } from '../../worker-app.js';

const HOUR_MS = 60 * 60 * 1000;

describe('sessions.purge end to end', () => {
  let services: TestServices<typeof QueueName.Maintenance>;
  let app: WorkerApp;
  let user: User;

  /** Inserts sessions of `user` that expire `offsetsMs` from now; returns their ids. */
  async function insertSessions(...offsetsMs: number[]): Promise<string[]> {
    const em = services.orm.em.fork();
    const sessions = offsetsMs.map((offsetMs) =>
      em.create(Session, {
        id: randomBytes(32).toString('hex'),
        user: user.id,
        expiresAt: new Date(Date.now() + offsetMs),
      }),
    );
    await em.flush();
    return sessions.map((session) => session.id);
  }

  async function sessionIds(): Promise<string[]> {
    const rows = await services.orm.em.fork().find(Session, {});
    return rows.map((row) => row.id).sort();
  }

  beforeAll(async () => {
    services = await createTestServices(QueueName.Maintenance);
    const em = services.orm.em.fork();
    user = em.create(User, {
      fullName: 'Session Holder',
      username: 'session-holder',
      email: 'session-holder@example.org',
      passwordHash: 'not-a-real-hash',
    });
    await em.flush();
  });

  afterAll(async () => {
    await app?.close();
    await services?.dispose();
  });

  it('purges the expired sessions as soon as the worker starts, through its schedule', async () => {
    const expired = await insertSessions(-HOUR_MS, -1000);
    const live = await insertSessions(HOUR_MS);
    const firstRun = once(services.events, 'completed');

    app = await startWorker({ config: services.config, log: pino({ level: 'silent' }) });
    const [{ jobId, returnvalue }] = (await firstRun) as [{ jobId: string; returnvalue: unknown }];

    expect(jobId).toMatch(/^repeat:sessions\.purge:/);
    expect(returnvalue).toEqual({ deleted: expired.length });
    expect(await sessionIds()).toEqual(live);
  });

  it('deletes expired rows and keeps live ones when the job is enqueued', async () => {
    const before = await sessionIds();
    const expired = await insertSessions(-1, -24 * HOUR_MS, -30 * 24 * HOUR_MS);
    const live = await insertSessions(60_000, 30 * 24 * HOUR_MS);

    const job = await enqueue(services.queue, JobName.SessionsPurge, { reason: 'manual' });
    expect(await job.waitUntilFinished(services.events, 15_000)).toEqual({
      deleted: expired.length,
    });

    expect(await sessionIds()).toEqual([...before, ...live].sort());
  });

  it('is scheduled hourly on the maintenance queue', async () => {
    expect(SESSIONS_PURGE_EVERY_MS).toBe(HOUR_MS);
    expect(await services.queue.getJobSchedulers()).toContainEqual(
      expect.objectContaining({ key: JobName.SessionsPurge, every: HOUR_MS }),
    );
  });
});
