// The recurring jobs survive a Redis without persistence being killed and restarted empty: the
// workers set their schedulers up again without being restarted (on the reconnect, or at the
// periodic check), one scheduler per job however many workers, and the sweep that comes back
// announces a submission accepted while Redis was down. Runs on a redis-server of its own.

import { randomUUID } from 'node:crypto';
import { OwnRedis } from '@portal/gateway/test/testing';
import { JobName, jobId, QueueName, queueOf } from '@portal/schema';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announced, type Pipeline, startPipeline, waitFor, workerLog } from './test/pipeline.js';
import { startWorker, type WorkerApp } from './worker-app.js';

const RECURRING = [
  JobName.StatsRecount,
  JobName.SessionsPurge,
  JobName.SubmissionsSweep,
  JobName.DocumentsOrphanSweep,
  JobName.SecurityLogPurge,
] as const;

let redis: OwnRedis;
let p: Pipeline;
let second: WorkerApp | undefined;
const queues = new Map<QueueName, Queue>();

beforeAll(async () => {
  process.env.SUBMISSIONS_SWEEP_MS = '1000';
  redis = await OwnRedis.create({ appendonly: false });
  p = await startPipeline({ redisUrl: redis.url });
  // A second worker on the same Redis: the schedulers must not double.
  second = await startWorker({
    config: {
      databaseUrl: p.gateway.config.databaseUrl,
      redisUrl: redis.url,
      redisPrefix: p.gateway.config.redisPrefix,
      statsIntervalMs: 3_600_000,
    },
    log: workerLog,
  });
  // The recurring jobs' queues, and the publications'.
  for (const name of new Set([...RECURRING.map(queueOf), QueueName.Publishing])) {
    const queue = new Queue(name, {
      connection: { url: redis.url, maxRetriesPerRequest: null },
      prefix: p.gateway.config.redisPrefix,
    });
    // Refused connections while this test has Redis down are expected.
    queue.on('error', () => undefined);
    queues.set(name, queue);
  }
}, 60_000);

afterAll(async () => {
  await Promise.all([...queues.values()].map((queue) => queue.close()));
  await second?.close();
  await p?.close();
  await redis?.destroy();
  delete process.env.SUBMISSIONS_SWEEP_MS;
}, 60_000);

/** The job names of every scheduler in Redis, one entry per scheduler. */
async function schedulers(): Promise<string[]> {
  const names: string[] = [];
  for (const queue of queues.values()) {
    for (const scheduler of await queue.getJobSchedulers()) names.push(scheduler.key);
  }
  return names.sort();
}

describe('Redis restarted without persistence', () => {
  it('brings the schedulers back without a worker restart; the sweep announces a submission accepted during the outage and publishes a post whose delayed job was lost', async () => {
    expect(await schedulers()).toEqual([...RECURRING].sort());
    // An approved post due in 3 s: the sweep gives it a delayed job, which the restart loses.
    const postId = randomUUID();
    const dueAt = Date.now() + 3_000;
    await p.sql.query(
      `insert into content_submissions
         (id, type, status, author_id, content, platform, scheduled_share, decided_at, queued_at, moderators_notified_at)
       values ($1, 'social', 'approved', $2, 'Legal aid week', 'linkedin', $3, now(), now(), now())`,
      [postId, p.memberId, new Date(dueAt)],
    );
    const publishing = queues.get(QueueName.Publishing);
    await waitFor(
      async () => Boolean(await publishing?.getJob(jobId(JobName.SocialPublish, postId))),
      {
        what: 'the delayed publication job',
      },
    );
    const probe = new Redis(redis.url, { maxRetriesPerRequest: null });
    probe.on('error', () => undefined);
    const probeKey = `${p.gateway.config.redisPrefix}:probe`;
    await probe.set(probeKey, 'before the restart');

    await redis.kill('SIGKILL');
    const accepted = await p.gateway.app.inject({
      method: 'POST',
      url: '/api/admin/content/news',
      payload: { title: 'Sent while Redis was down', content: 'Text of the news item.' },
      cookies: { portal_session: p.tokens.member },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const submissionId = accepted.json<{ id: string }>().id;

    await redis.start();
    // Back empty (no persistence): the probe key is gone, and the schedulers with it.
    expect(await probe.get(probeKey)).toBeNull();
    probe.disconnect();

    await waitFor(async () => (await schedulers()).length === RECURRING.length, {
      timeoutMs: 30_000,
      what: 'the schedulers set up again',
    });
    expect(await schedulers()).toEqual([...RECURRING].sort());
    await waitFor(() => announced(p.sql, submissionId), {
      timeoutMs: 20_000,
      what: 'the submission announced by the sweep',
    });
    await waitFor(
      async () =>
        (
          await p.sql.query<{ n: number }>(
            'select count(*)::int as n from social_publications where submission_id = $1',
            [postId],
          )
        ).rows[0]?.n === 1,
      { timeoutMs: 20_000, what: 'the post published once' },
    );
    // Both workers checked; still one scheduler per job.
    await p.worker?.checkSchedules();
    await second?.checkSchedules();
    expect(await schedulers()).toEqual([...RECURRING].sort());
  }, 90_000);

  it('the periodic check finds schedulers lost without a reconnect (a flush) and sets them up once', async () => {
    const client = new Redis(redis.url, { maxRetriesPerRequest: null });
    await client.flushall();
    client.disconnect();
    expect(await schedulers()).toEqual([]);
    // What the worker's timer runs every 15 s; two workers at once still make one each.
    const [first, other] = await Promise.all([
      p.worker?.checkSchedules(),
      second?.checkSchedules(),
    ]);
    expect([...(first ?? []), ...(other ?? [])].length).toBeGreaterThanOrEqual(RECURRING.length);
    expect(await schedulers()).toEqual([...RECURRING].sort());
  });
});
