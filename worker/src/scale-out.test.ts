// Two gateways and two workers on one PostgreSQL and one Redis behave as one: decisions sent
// through either gateway, twice over, are each applied once whichever worker takes them, and the
// recurring jobs have one scheduler each however many workers start. (Live messages across
// gateways: gateway/src/modules/messages/messages.test.ts, "a message sent through gateway A
// reaches both members on gateway B". The same under crashes: `npm run chaos`.)
import { startPeerGateway, type TestGateway } from '@portal/gateway/test/testing';
import { createQueue, createRedisConnection, QueueName, queueOf } from '@portal/schema';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recurringJobs } from './scheduler.js';
import { type Pipeline, recount, startPipeline, waitFor } from './test/pipeline.js';
import { startWorker, type WorkerApp } from './worker-app.js';

const COOKIE = 'portal_session';

let p: Pipeline;
let gatewayB: TestGateway;
const workers: WorkerApp[] = [];
const silent = pino({ level: 'silent' });

async function launchWorker(): Promise<WorkerApp> {
  const worker = await startWorker({
    config: {
      databaseUrl: p.gateway.config.databaseUrl,
      redisUrl: p.gateway.config.redisUrl,
      redisPrefix: p.gateway.config.redisPrefix,
      statsIntervalMs: 3_600_000,
    },
    log: silent,
  });
  workers.push(worker);
  return worker;
}

beforeAll(async () => {
  p = await startPipeline({ worker: false });
  gatewayB = await startPeerGateway(p.gateway);
  await launchWorker();
  await launchWorker();
}, 60_000);

afterAll(async () => {
  for (const worker of workers) await worker.close();
  await gatewayB?.close();
  await p?.close();
});

describe('two gateways, two workers', () => {
  it('each decision is applied once, sent twice through different gateways', async () => {
    const gateways = [p.gateway, gatewayB];
    const ids: string[] = [];
    for (let n = 0; n < 24; n += 1) {
      const response = await gateways[n % 2]?.app.inject({
        method: 'POST',
        url: '/api/admin/content/news',
        payload: { title: `Scale-out news ${n}`, content: 'Decided by two workers.' },
        cookies: { [COOKIE]: p.tokens.member },
      });
      expect(response?.statusCode, response?.body).toBe(201);
      ids.push(response?.json<{ id: string }>().id ?? '');
    }
    const notesBefore = await decisionNotes();

    // Every item decided at once through gateway A and, the same decision, through gateway B
    // (a moderator's two tabs): one of them applies it, the other finds it applied.
    const decide = (gateway: TestGateway, id: string, n: number) =>
      gateway.app.inject({
        method: 'POST',
        url: `/api/admin/content/news/${id}/approve`,
        payload: n % 4 === 3 ? { approved: false, reason: 'Duplicate' } : { approved: true },
        cookies: { [COOKIE]: p.tokens.moderator },
      });
    const answers = await Promise.all(
      ids.flatMap((id, n) => [decide(p.gateway, id, n), decide(gatewayB, id, n)]),
    );
    for (let n = 0; n < ids.length; n += 1) {
      const pair = [answers[2 * n], answers[2 * n + 1]].map((answer) => answer?.statusCode);
      // Applied (200) or recorded (202) at least once; the twin is a success or "decided".
      expect(
        pair.some((status) => status === 200 || status === 202),
        String(pair),
      ).toBe(true);
      for (const status of pair) expect([200, 202, 409]).toContain(status);
    }

    await waitFor(async () => (await pendingOf(ids)) === 0, {
      timeoutMs: 30_000,
      what: 'every decision applied',
    });
    const { rows } = await p.sql.query<{
      id: string;
      status: string;
      audits: number;
      news: number;
    }>(
      `select s.id, s.status,
         (select count(*)::int from moderation_audit_entries a where a.item_id = s.id) as audits,
         (select count(*)::int from news_items n where n.id = s.id) as news
       from content_submissions s where s.id = any($1::uuid[])`,
      [ids],
    );
    const expected = ids.map((id, n) => ({
      id,
      status: n % 4 === 3 ? 'rejected' : 'approved',
      audits: 1,
      news: n % 4 === 3 ? 0 : 1,
    }));
    expect(rows.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      expected.sort((a, b) => a.id.localeCompare(b.id)),
    );
    // One notification per decision, and the counts agree with a recount on both gateways.
    expect((await decisionNotes()) - notesBefore).toBe(ids.length);
    for (const gateway of [p.gateway, gatewayB]) {
      const stats = await gateway.app.inject({
        url: '/api/admin/stats',
        cookies: { [COOKIE]: p.tokens.moderator },
      });
      expect(stats.json()).toEqual(await recount(p.sql));
    }
    // Both workers listen on the moderation queue (which of them takes a wake-up is up to
    // Redis: one worker may drain every pending row in its batches, so the split is not asserted).
    const connection = createRedisConnection(p.gateway.config.redisUrl, { forRequests: false });
    const queue = createQueue(QueueName.Moderation, connection, p.gateway.config.redisPrefix);
    try {
      expect(await queue.getWorkersCount()).toBe(2);
    } finally {
      await queue.close();
      await connection.quit();
    }
  }, 60_000);

  it('each recurring job has one scheduler, however many workers start', async () => {
    // A third worker starting (a restart, or one more replica) replaces the schedulers.
    const third = await launchWorker();
    await third.close();
    workers.splice(workers.indexOf(third), 1);

    const connection = createRedisConnection(p.gateway.config.redisUrl, { forRequests: false });
    try {
      // Every recurring job of the worker, by the queue it runs on.
      const expected: Partial<Record<QueueName, string[]>> = {};
      for (const job of recurringJobs({ statsIntervalMs: 60_000, orphanSweepEveryMs: 60_000 })) {
        const queue = queueOf(job.name);
        expected[queue] = [...(expected[queue] ?? []), job.name];
      }
      expect(Object.keys(expected).length).toBeGreaterThanOrEqual(3);
      for (const [name, schedulers = []] of Object.entries(expected)) {
        const queue = createQueue(name as QueueName, connection, p.gateway.config.redisPrefix);
        try {
          const found = (await queue.getJobSchedulers()).map((scheduler) => scheduler.key);
          expect(found.sort(), name).toEqual([...schedulers].sort());
        } finally {
          await queue.close();
        }
      }
    } finally {
      await connection.quit();
    }
  });
});

async function decisionNotes(): Promise<number> {
  const { rows } = await p.sql.query<{ n: number }>(
    `select count(*)::int as n from notifications
      where recipient_id = $1 and kind in ('submission_approved', 'submission_rejected')`,
    [p.memberId],
  );
  return rows[0]?.n ?? 0;
}

async function pendingOf(ids: string[]): Promise<number> {
  const { rows } = await p.sql.query<{ n: number }>(
    "select count(*)::int as n from content_submissions where id = any($1::uuid[]) and status = 'pending'",
    [ids],
  );
  return rows[0]?.n ?? 0;
}
