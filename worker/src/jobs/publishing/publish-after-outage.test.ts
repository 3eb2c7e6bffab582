// The fault of issue 10 on a PostgreSQL cluster of this file's own: the database stops
// (immediate, a crash) just before a scheduled social post falls due, its publication job fails
// all its attempts and lands in the failed set; when the database is back, the sweep replaces
// that job and the post is published, once.
import { randomUUID } from 'node:crypto';
import { createOrm, type Orm, runMigrations, User } from '@portal/gateway/exports/db';
import { deleteRedisKeys, OwnPostgres, testRedisPrefix } from '@portal/gateway/test/testing';
import { JobName, jobId, QueueName } from '@portal/schema';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teardownStep, waitFor, workerLog } from '../../test/pipeline.js';
import { startWorker, type WorkerApp } from '../../worker-app.js';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisPrefix = testRedisPrefix();
let postgres: OwnPostgres;
let databaseUrl: string;
let orm: Orm;
let worker: WorkerApp | undefined;
let queue: Queue;

beforeAll(async () => {
  process.env.SUBMISSIONS_SWEEP_MS = '1000';
  postgres = await OwnPostgres.create();
  databaseUrl = await postgres.createDatabase('portal');
  orm = await createOrm({ databaseUrl });
  await runMigrations(orm);
  queue = new Queue(QueueName.Publishing, {
    connection: { url: redisUrl, maxRetriesPerRequest: null },
    prefix: redisPrefix,
  });
}, 60_000);

afterAll(async () => {
  // Bounded: once a CI run's close waited on past the hook's 120 s after the outage.
  await teardownStep('closing the worker', async () => worker?.close());
  await teardownStep('closing the queue', async () => queue?.close());
  await teardownStep('closing the ORM', async () => orm?.close());
  await postgres?.destroy();
  const redis = new Redis(redisUrl);
  await deleteRedisKeys(redis, redisPrefix);
  redis.disconnect();
  delete process.env.SUBMISSIONS_SWEEP_MS;
  // Stopping the worker waits for its running jobs and the cluster's shutdown for a checkpoint:
  // under a loaded test run (three slots and the browsers) that once took over 60 s.
}, 120_000);

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

describe('PostgreSQL down while a post falls due', () => {
  it('publishes the post once as soon as the database answers again', async () => {
    const em = orm.em.fork();
    const author = em.create(User, {
      fullName: 'Author',
      username: 'author',
      email: 'author@example.org',
      passwordHash: 'not-a-real-hash',
    });
    await em.flush();
    const postId = randomUUID();
    await query(
      `insert into content_submissions
         (id, type, status, author_id, content, platform, scheduled_share, decided_at, queued_at, moderators_notified_at)
       values ($1, 'social', 'approved', $2, 'Legal aid week', 'linkedin', $3, now(), now(), now())`,
      // Due far enough ahead that the worker's start and its first sweep (seconds on a loaded
      // machine) find it still in the future: the job must be seen delayed before the crash.
      [postId, author.id, new Date(Date.now() + 6_000)],
    );
    worker = await startWorker({
      config: { databaseUrl, redisUrl, redisPrefix, statsIntervalMs: 3_600_000 },
      log: workerLog,
    });
    const id = jobId(JobName.SocialPublish, postId);
    // The startup sweep has put the delayed publication in place; then the database crashes.
    await waitFor(async () => (await (await queue.getJob(id))?.getState()) === 'delayed', {
      what: 'the delayed publication job',
    });
    await postgres.stop('immediate');

    await waitFor(async () => (await (await queue.getJob(id))?.getState()) === 'failed', {
      timeoutMs: 40_000,
      everyMs: 200,
      what: 'the publication job to fail all its attempts',
    });
    const failed = await queue.getJob(id);
    expect(failed?.attemptsMade).toBe(5);

    await postgres.start();
    const backAt = Date.now();
    const published = async () =>
      (
        await query<{ n: number }>(
          'select count(*)::int as n from social_publications where submission_id = $1',
          [postId],
        )
      )[0]?.n;
    await waitFor(async () => (await published()) === 1, {
      timeoutMs: 30_000,
      everyMs: 100,
      what: 'the post published after the outage',
    });
    workerLog.info({ ms: Date.now() - backAt }, 'published after the database came back');
    // More sweeps run: still one publication.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await published()).toBe(1);
  }, 120_000);
});
