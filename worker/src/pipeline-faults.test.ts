// The moderation pipeline under faults, on a Redis server of this file's own (never the
// machine's shared one). A decision is recorded in PostgreSQL before the answer, so whatever
// happens to Redis, its job or the worker, it is applied exactly once: Redis stopped (202, the
// sweep applies it when Redis is back), the worker stopped (202, applied when it starts), its
// job failed for good (the sweep applies it), a decision its item's table refuses (kept pending
// with its error, the others applied), the worker killed with SIGKILL once and twice in the
// middle of the same job (applied once).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { killWithThisProcess, OwnRedis } from '@portal/gateway/test/testing';
import { createQueue, createRedisConnection, type PortalQueue, QueueName } from '@portal/schema';
import { UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Pipeline, recount, startPipeline, waitFor } from './test/pipeline.js';

const COOKIE = 'portal_session';
const builtMain = fileURLToPath(new URL('../dist/main.js', import.meta.url));

let redis: OwnRedis;
let p: Pipeline;
let connection: Redis;
let moderationQueue: PortalQueue<typeof QueueName.Moderation>;

/**
 * The gateway's warnings and errors (a wake-up that did not reach Redis, say): named in the
 * failures of the steps that rely on its wake-ups, which otherwise only show their absence.
 */
const gatewayLog: string[] = [];
const gatewayLogger = pino({ level: 'warn' }, { write: (line: string) => gatewayLog.push(line) });
const withGatewayLog = (what: string) => () =>
  `${what}\nthe gateway's last warnings:\n${gatewayLog.slice(-5).join('') || '(none)'}`;

/** This process's event-loop delays: a loop held up past the request timeout fails commands. */
const loopDelay = monitorEventLoopDelay({ resolution: 20 });

/**
 * Why the gateway's wake-ups may be failing, for the failure of a step that needs them: this
 * process's event-loop delays, PINGs on a new request connection, Redis's latency events, its
 * clients (the gateway's among them) and its last output.
 */
async function redisDiagnosis(): Promise<string> {
  const ms = (ns: number) => `${(ns / 1e6).toFixed(0)} ms`;
  const lines = [
    `event loop delay: max ${ms(loopDelay.max)}, p99 ${ms(loopDelay.percentile(99))}, mean ${ms(loopDelay.mean)}`,
  ];
  const probe = createRedisConnection(redis.url, { forRequests: true });
  probe.on('error', () => undefined);
  try {
    await Promise.race([once(probe, 'ready'), new Promise((r) => setTimeout(r, 5_000))]);
    lines.push(`a new request connection: ${probe.status}`);
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const outcome = await probe.ping().then(
        () => 'PONG',
        (error: Error) => error.message,
      );
      lines.push(`  PING: ${outcome} after ${(performance.now() - started).toFixed(0)} ms`);
    }
    const latency = await connection.call('LATENCY', 'LATEST');
    lines.push(`LATENCY LATEST: ${JSON.stringify(latency)}`);
    const clients = String(await connection.call('CLIENT', 'LIST'));
    const fields = /^(id|name|age|idle|flags|cmd|qbuf|oll|omem)=/;
    const brief = (client: string) =>
      client
        .split(' ')
        .filter((field) => fields.test(field))
        .join(' ');
    lines.push(`CLIENT LIST:\n${clients.trim().split('\n').map(brief).join('\n')}`);
  } catch (error) {
    lines.push(`diagnosis failed: ${(error as Error).message}`);
  } finally {
    probe.disconnect();
  }
  lines.push(`redis-server's last output:\n${redis.recentOutput.slice(-1500)}`);
  return lines.join('\n');
}

/** `step`, whose failure also tells redisDiagnosis(). */
async function diagnosed<T>(step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (error) {
    const diagnosis = await redisDiagnosis();
    if (error instanceof Error) error.message += `\n${diagnosis}`;
    throw error;
  }
}

const post = (url: string, token: string, payload: Record<string, unknown>) =>
  p.gateway.app.inject({ method: 'POST', url, payload, cookies: { [COOKIE]: token } });

const approve = (id: string, token = p.tokens.moderator, approved = true) =>
  post(`/api/admin/content/news/${id}/approve`, token, { approved });

async function submitNews(title: string): Promise<string> {
  const response = await post('/api/admin/content/news', p.tokens.member, {
    title,
    content: 'Text of the news item.',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function snapshot(id: string) {
  const submission = await p.sql.query(
    'select status, decided_at, rejection_reason from content_submissions where id = $1',
    [id],
  );
  const audit = await p.sql.query(
    'select count(*)::int as n from moderation_audit_entries where item_id = $1',
    [id],
  );
  const news = await p.sql.query('select count(*)::int as n from news_items where id = $1', [id]);
  const notes = await p.sql.query(
    "select count(*)::int as n from notifications where recipient_id = $1 and kind in ('submission_approved', 'submission_rejected')",
    [p.memberId],
  );
  const decision = await p.sql.query(
    'select approved, moderator_id, applied_at is not null as applied from moderation_decisions where item_id = $1',
    [id],
  );
  return {
    submission: submission.rows[0],
    audit: audit.rows[0]?.n,
    news: news.rows[0]?.n,
    notes: notes.rows[0]?.n,
    decision: decision.rows[0],
  };
}

const isApproved = async (id: string) =>
  (
    await p.sql.query("select 1 from content_submissions where id = $1 and status = 'approved'", [
      id,
    ])
  ).rows.length === 1;

/** The answer of a decision recorded but not applied yet. */
function expectPending(response: { statusCode: number; body: string }, id: string): void {
  expect(response.statusCode, response.body).toBe(202);
  expect(JSON.parse(response.body)).toEqual({
    id,
    status: 'pending',
    approved: true,
    reason: null,
    applied: false,
  });
}

/** After the faults: one audit entry, one news item, one notification; a retry is a success. */
async function expectAppliedOnce(id: string, notesBefore: number): Promise<void> {
  expect(await snapshot(id)).toMatchObject({
    audit: 1,
    news: 1,
    notes: notesBefore + 1,
    submission: { status: 'approved' },
    decision: { approved: true, moderator_id: p.moderatorId, applied: true },
  });
  const retry = await approve(id);
  expect(retry.statusCode, retry.body).toBe(200);
  expect(retry.json()).toMatchObject({ id, status: 'approved', applied: true });
  expect((await approve(id, p.tokens.admin, false)).statusCode).toBe(409);
  expect((await snapshot(id)).audit).toBe(1);
}

beforeAll(async () => {
  process.env.SUBMISSIONS_SWEEP_MS = '1000';
  process.env.MODERATION_DECISION_WAIT_MS = '3000';
  process.env.MODERATION_RECONCILE_AFTER_MS = '1000';
  process.env.WORKER_LOCK_MS = '1000';
  // AOF, so that the restart below keeps the queues; 'everysec', as the restart is a clean one
  // (SIGTERM: Redis writes its AOF out before it exits). With 'always', every write waited for
  // the disk's fsync, which beside a full test run's databases took longer than the gateway's
  // 500 ms request timeout: its wake-ups failed ("Command timed out") for minutes, and the tests
  // below that need the wake-up job failed with them. Losing writes to a kill is the chaos
  // suite's subject (scripts/chaos), not this file's.
  loopDelay.enable();
  redis = await OwnRedis.create({ appendonly: true, appendfsync: 'everysec' });
  p = await startPipeline({ redisUrl: redis.url, gatewayLogger });
  connection = createRedisConnection(redis.url, { forRequests: false });
  moderationQueue = createQueue(QueueName.Moderation, connection, p.gateway.config.redisPrefix);
}, 60_000);

afterAll(async () => {
  loopDelay.disable();
  await moderationQueue?.close();
  connection?.disconnect();
  await p?.close();
  await redis?.destroy();
  delete process.env.SUBMISSIONS_SWEEP_MS;
  delete process.env.MODERATION_DECISION_WAIT_MS;
  delete process.env.MODERATION_RECONCILE_AFTER_MS;
  delete process.env.WORKER_LOCK_MS;
});

describe('Redis down', () => {
  it('a decision is recorded and answers 202; the sweep applies it when Redis is back; a submission is kept and enqueued', async () => {
    const pendingId = await submitNews('Decided while Redis is down');
    await waitFor(
      async () =>
        (
          await p.sql.query(
            'select 1 from content_submissions where id = $1 and moderators_notified_at is not null',
            [pendingId],
          )
        ).rows.length === 1,
      { what: 'the first submission notified' },
    );
    const notesBefore = (await snapshot(pendingId)).notes ?? 0;
    const statsBefore = await recount(p.sql);

    await redis.stop();
    expectPending(await approve(pendingId), pendingId);
    expect(await snapshot(pendingId)).toMatchObject({
      audit: 0,
      submission: { status: 'pending' },
      decision: { approved: true, moderator_id: p.moderatorId, applied: false },
    });
    // The same decision again is accepted again; a different one is refused.
    expectPending(await approve(pendingId), pendingId);
    const other = await approve(pendingId, p.tokens.admin, false);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This submitted news item has already been approved; a decision cannot be changed.',
    });

    const keptId = await submitNews('Submitted while Redis is down');
    const kept = await p.sql.query(
      'select status, queued_at from content_submissions where id = $1',
      [keptId],
    );
    expect(kept.rows[0]).toEqual({ status: 'pending', queued_at: null });
    expect((await recount(p.sql))?.pendingContent).toBe((statsBefore?.pendingContent ?? 0) + 1);

    await redis.start();
    // The worker's sweep finds both in PostgreSQL: it applies the decision and enqueues the
    // submission, whose job tells the moderators.
    await waitFor(() => isApproved(pendingId), {
      timeoutMs: 30_000,
      what: 'the recorded decision applied by the sweep',
    });
    await waitFor(
      async () =>
        (
          await p.sql.query(
            'select 1 from content_submissions where id = $1 and queued_at is not null and moderators_notified_at is not null',
            [keptId],
          )
        ).rows.length === 1,
      { timeoutMs: 30_000, what: 'the kept submission enqueued and notified' },
    );
    await expectAppliedOnce(pendingId, notesBefore);

    // The gateway's own queue connection is back too: a decision is applied at once again. The
    // tests below rely on its wake-ups, and would otherwise only fail for their absence.
    await diagnosed(
      waitFor(
        async () =>
          (await approve(await submitNews('Decided once Redis is back'))).statusCode === 200,
        {
          timeoutMs: 30_000,
          everyMs: 500,
          what: withGatewayLog('a decision applied at once after Redis came back'),
        },
      ),
    );
  }, 90_000);
});

describe('worker stopped', () => {
  it('a decision answers 202 and is applied when the worker starts', async () => {
    const id = await submitNews('Decided while the worker is stopped');
    const notesBefore = (await snapshot(id)).notes ?? 0;
    await p.stopWorker();
    expectPending(await approve(id), id);
    expect((await snapshot(id)).submission?.status).toBe('pending');
    await p.startWorker();
    await waitFor(() => isApproved(id), { timeoutMs: 20_000, what: 'the decision applied' });
    await expectAppliedOnce(id, notesBefore);
  }, 60_000);

  it('a wake-up job that failed for good leaves the decision pending; the sweep applies it', async () => {
    const id = await submitNews('Its job failed for good');
    const notesBefore = (await snapshot(id)).notes ?? 0;
    await p.stopWorker();
    expectPending(await approve(id), id);
    // Fail the decision's job for good, as a worker would after its last attempt.
    const token = randomUUID();
    let failedJobId: string | undefined;
    // BullMQ does not close a connection it was given: left open, it went on reconnecting to
    // this file's Redis after the file had destroyed it, in the next files of the same process.
    const takerConnection = createRedisConnection(redis.url, { forRequests: false });
    const taker = new Worker(QueueName.Moderation, null, {
      connection: takerConnection,
      prefix: p.gateway.config.redisPrefix,
    });
    try {
      const job = await taker.getNextJob(token);
      expect(job?.data, withGatewayLog("the decision's wake-up job")()).toMatchObject({
        reason: 'decision',
      });
      await job?.moveToFailed(new UnrecoverableError('failed for good'), token);
      // The job answers through the taker's connection.
      expect(await job?.getState()).toBe('failed');
      failedJobId = job?.id;
    } finally {
      await taker.close();
      takerConnection.disconnect();
    }
    expect((await snapshot(id)).decision).toMatchObject({ applied: false });

    await p.startWorker();
    await waitFor(() => isApproved(id), { timeoutMs: 20_000, what: 'the sweep applying it' });
    expect(await moderationQueue.getJobState(failedJobId ?? '')).toBe('failed');
    await expectAppliedOnce(id, notesBefore);
  }, 60_000);
});

describe('a decision that cannot be applied', () => {
  it('keeps its attempts and error and stays pending; the others are applied; it is applied once it can be', async () => {
    const bad = await submitNews('Cannot be applied yet');
    const good = await submitNews('Applied beside it');
    await p.stopWorker();
    expectPending(await approve(bad), bad);
    expectPending(await approve(good), good);
    // A fault of the item's own table, for this one item only.
    await p.sql.query(`create function refuse_decision() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`);
    await p.sql.query(`create trigger refuse_decision before update on content_submissions
      for each row when (old.id = '${bad}') execute function refuse_decision()`);
    try {
      await p.startWorker();
      await waitFor(() => isApproved(good), { timeoutMs: 20_000, what: 'the good one applied' });
      const stuck = await waitFor(
        async () =>
          (
            await p.sql.query<{ attempts: number; last_error: string; applied: boolean }>(
              'select attempts, last_error, applied_at is not null as applied from moderation_decisions where item_id = $1 and attempts > 0',
              [bad],
            )
          ).rows[0],
        { timeoutMs: 20_000, what: 'the failed attempt recorded' },
      );
      expect(stuck).toMatchObject({
        applied: false,
        last_error: expect.stringContaining('refused'),
      });
      expect((await snapshot(bad)).submission?.status).toBe('pending');
    } finally {
      await p.sql.query('drop trigger if exists refuse_decision on content_submissions');
      await p.sql.query('drop function if exists refuse_decision()');
    }
    await waitFor(() => isApproved(bad), { timeoutMs: 20_000, what: 'the sweep applying it' });
    expect((await snapshot(bad)).audit).toBe(1);
    expect((await snapshot(good)).audit).toBe(1);
  }, 60_000);
});

describe('worker killed mid-job', () => {
  const children: ChildProcess[] = [];
  let lock: pg.Client | undefined;

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await lock?.end().catch(() => undefined);
  });

  /** The real worker process; its sweep leaves the decision to the job under test. */
  function spawnWorker(): ChildProcess {
    const child = spawn(process.execPath, [builtMain], {
      env: {
        ...process.env,
        DATABASE_URL: p.gateway.config.databaseUrl,
        REDIS_URL: redis.url,
        REDIS_PREFIX: p.gateway.config.redisPrefix,
        STATS_INTERVAL_MS: '3600000',
        MODERATION_RECONCILE_AFTER_MS: '3600000',
        WORKER_LOCK_MS: '1000',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    // Also when this process ends before the hooks ran (a test that timed out): a worker left
    // behind held the test run's stderr open, and npm test waited for it without end.
    killWithThisProcess(child);
    return child;
  }

  /** Decisions' transactions waiting to insert their news item (not, say, a stats recount). */
  const blockedOnNews = async () =>
    (
      await p.sql.query(
        `select pid from pg_stat_activity where wait_event_type = 'Lock'
           and query ilike '%insert into "news_items"%' and datname = current_database()`,
      )
    ).rows as { pid: number }[];

  /**
   * Kills the worker while its transaction waits on news_items (submission updated, news item
   * not yet inserted, nothing committed). A crashed client's backend ends its transaction; one
   * stuck on a lock would not notice, so the test ends it as the crash would.
   */
  async function killMidTransaction(child: ChildProcess): Promise<void> {
    await waitFor(async () => (await blockedOnNews()).length > 0, {
      timeoutMs: 30_000,
      what: withGatewayLog('the worker blocked mid-transaction'),
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    for (const { pid } of await blockedOnNews()) {
      await p.sql.query('select pg_terminate_backend($1)', [pid]);
    }
    await waitFor(async () => (await blockedOnNews()).length === 0, { what: 'backends ended' });
  }

  async function holdNewsItems(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: p.gateway.config.databaseUrl });
    await client.connect();
    await client.query('BEGIN');
    await client.query('LOCK TABLE news_items IN ACCESS EXCLUSIVE MODE');
    return client;
  }

  async function release(): Promise<void> {
    await lock?.query('ROLLBACK');
    await lock?.end();
    lock = undefined;
  }

  it('SIGKILL once in the middle of a decision: its job runs again and applies it once', async () => {
    if (!existsSync(builtMain)) {
      throw new Error(`${builtMain} is missing: run "npm run build" first (npm test does).`);
    }
    const id = await submitNews('Decided while the worker dies');
    const notesBefore = (await snapshot(id)).notes ?? 0;
    await p.stopWorker();
    const first = spawnWorker();
    lock = await holdNewsItems();
    const decision = approve(id);
    await killMidTransaction(first);
    // The call's bounded wait ends: recorded, pending.
    expectPending(await decision, id);
    await release();
    expect((await snapshot(id)).submission?.status).toBe('pending');

    // A new worker finds the stalled job once its lock has expired and runs it again.
    const second = spawnWorker();
    await diagnosed(
      waitFor(() => isApproved(id), { timeoutMs: 30_000, what: 'the decision re-applied' }),
    );
    second.kill('SIGTERM');
    await new Promise((resolve) => second.once('exit', resolve));
    await p.startWorker();
    await expectAppliedOnce(id, notesBefore);
    const stats = await p.gateway.app.inject({
      url: '/api/admin/stats',
      cookies: { [COOKIE]: p.tokens.moderator },
    });
    expect(stats.json()).toEqual(await recount(p.sql));
  }, 90_000);

  it('SIGKILL twice on the same job: the job fails as stalled, the decision stays pending, the sweep applies it once', async () => {
    const id = await submitNews('Decided while two workers die');
    const notesBefore = (await snapshot(id)).notes ?? 0;
    await p.stopWorker();
    lock = await holdNewsItems();
    const decision = approve(id);
    await killMidTransaction(spawnWorker());
    expectPending(await decision, id);
    const [job] = await moderationQueue.getJobs(['active', 'wait']);
    expect(job?.data).toMatchObject({ reason: 'decision' });
    // The second worker takes the stalled job up again and dies in the same place.
    await killMidTransaction(spawnWorker());
    expect((await moderationQueue.getJob(job?.id ?? ''))?.stalledCounter).toBe(1);
    await release();

    // A worker that leaves pending decisions alone for now: the job fails for good as stalled.
    process.env.MODERATION_RECONCILE_AFTER_MS = '3600000';
    await p.startWorker();
    await waitFor(async () => (await moderationQueue.getJobState(job?.id ?? '')) === 'failed', {
      timeoutMs: 30_000,
      what: 'the job failed as stalled',
    });
    const failed = await moderationQueue.getJob(job?.id ?? '');
    expect(failed?.failedReason).toMatch(/stalled/);
    expect((await snapshot(id)).decision).toMatchObject({ applied: false });

    // The next sweep applies what the job left pending.
    process.env.MODERATION_RECONCILE_AFTER_MS = '1000';
    await waitFor(() => isApproved(id), { timeoutMs: 20_000, what: 'the sweep applying it' });
    await expectAppliedOnce(id, notesBefore);
  }, 120_000);
});
