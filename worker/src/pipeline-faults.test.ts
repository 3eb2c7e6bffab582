// The moderation pipeline under faults, on a Redis server of this file's own (never the
// machine's shared one): Redis stopped (decisions 503, nothing changes; submissions accepted
// and enqueued when Redis is back), and the worker killed with SIGKILL in the middle of a
// decision (the job runs again; its effect happens once).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Pipeline, recount, startPipeline, waitFor } from './test/pipeline.js';

const COOKIE = 'portal_session';
const builtMain = fileURLToPath(new URL('../dist/main.js', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A redis-server of our own, with an append-only file so that a restart keeps its data. */
class OwnRedis {
  private child: ChildProcess | undefined;
  constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(
      'redis-server',
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--dir',
        this.dir,
        '--save',
        '',
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
        '--maxmemory-policy',
        'noeviction',
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Ready to accept connections')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`redis-server exited (${code})`)));
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    this.child = undefined;
  }
}

let redis: OwnRedis;
let dir: string;
let p: Pipeline;

const post = (url: string, token: string, payload: Record<string, unknown>) =>
  p.gateway.app.inject({ method: 'POST', url, payload, cookies: { [COOKIE]: token } });

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
  return {
    submission: submission.rows[0],
    audit: audit.rows[0]?.n,
    news: news.rows[0]?.n,
    notes: notes.rows[0]?.n,
  };
}

beforeAll(async () => {
  process.env.SUBMISSIONS_SWEEP_MS = '1000';
  process.env.MODERATION_DECISION_WAIT_MS = '3000';
  dir = await mkdtemp(join(tmpdir(), 'portal-redis-'));
  redis = new OwnRedis(await freePort(), dir);
  await redis.start();
  p = await startPipeline({ redisUrl: redis.url });
}, 60_000);

afterAll(async () => {
  await p?.close();
  await redis?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
  delete process.env.SUBMISSIONS_SWEEP_MS;
  delete process.env.MODERATION_DECISION_WAIT_MS;
});

describe('Redis down', () => {
  it('a decision answers 503 and nothing changes; a submission is kept and enqueued when Redis is back', async () => {
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
    const before = await snapshot(pendingId);
    const statsBefore = await recount(p.sql);

    await redis.stop();
    const decision = await post(
      `/api/admin/content/news/${pendingId}/approve`,
      p.tokens.moderator,
      {
        approved: true,
      },
    );
    expect(decision.statusCode).toBe(503);
    expect(decision.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringContaining('nothing changed'),
    });
    expect(await snapshot(pendingId)).toEqual(before);

    const keptId = await submitNews('Submitted while Redis is down');
    const kept = await p.sql.query(
      'select status, queued_at from content_submissions where id = $1',
      [keptId],
    );
    expect(kept.rows[0]).toEqual({ status: 'pending', queued_at: null });
    expect((await recount(p.sql))?.pendingContent).toBe((statsBefore?.pendingContent ?? 0) + 1);

    await redis.start();
    // The worker's sweep finds it in PostgreSQL and enqueues it; its job tells the moderators.
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
    // Decisions work again (the producer reconnects by itself).
    const again = await waitFor(
      async () => {
        const response = await post(
          `/api/admin/content/news/${pendingId}/approve`,
          p.tokens.moderator,
          { approved: true },
        );
        return response.statusCode === 503 ? undefined : response;
      },
      { timeoutMs: 20_000, everyMs: 500, what: 'decisions accepted again' },
    );
    expect(again.statusCode, again.body).toBe(200);
    const after = await snapshot(pendingId);
    expect(after).toMatchObject({ audit: 1, news: 1, submission: { status: 'approved' } });
  }, 90_000);
});

describe('worker killed mid-job', () => {
  let child: ChildProcess | undefined;
  let lock: pg.Client | undefined;

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await lock?.end().catch(() => undefined);
  });

  it('SIGKILL in the middle of a decision: the job runs again and its effect happens once', async () => {
    if (!existsSync(builtMain)) {
      throw new Error(`${builtMain} is missing: run "npm run build" first (npm test does).`);
    }
    const id = await submitNews('Decided while the worker dies');
    const notesBefore = (await snapshot(id)).notes;
    // The real worker process replaces the in-process one.
    await p.stopWorker();
    child = spawn(process.execPath, [builtMain], {
      env: {
        ...process.env,
        DATABASE_URL: p.gateway.config.databaseUrl,
        REDIS_URL: redis.url,
        REDIS_PREFIX: p.gateway.config.redisPrefix,
        STATS_INTERVAL_MS: '3600000',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    // Hold news_items so that the decision's transaction stops half-way (submission updated,
    // news item not yet inserted, nothing committed).
    lock = new pg.Client({ connectionString: p.gateway.config.databaseUrl });
    await lock.connect();
    await lock.query('BEGIN');
    await lock.query('LOCK TABLE news_items IN ACCESS EXCLUSIVE MODE');

    const decision = post(`/api/admin/content/news/${id}/approve`, p.tokens.moderator, {
      approved: true,
    });
    await waitFor(
      async () =>
        (
          await p.sql.query(
            "select 1 from pg_stat_activity where wait_event_type = 'Lock' and query ilike '%news_items%' and datname = current_database()",
          )
        ).rows.length > 0,
      { timeoutMs: 20_000, what: 'the worker blocked mid-transaction' },
    );
    const killed = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGKILL');
    await killed;
    await lock.query('ROLLBACK');
    await lock.end();
    lock = undefined;

    // The gateway's bounded wait ends with a clear 503; the decision stays queued.
    const answer = await decision;
    expect(answer.statusCode).toBe(503);
    expect(answer.json().message).toContain('not applied it yet');
    expect((await snapshot(id)).submission?.status).toBe('pending');

    // A new worker picks the stalled job up again (after its lock expires) and applies it once.
    await p.startWorker();
    await waitFor(
      async () =>
        (
          await p.sql.query(
            "select 1 from content_submissions where id = $1 and status = 'approved'",
            [id],
          )
        ).rows.length === 1,
      { timeoutMs: 90_000, everyMs: 250, what: 'the decision re-applied' },
    );
    const after = await snapshot(id);
    expect(after).toMatchObject({ audit: 1, news: 1, notes: (notesBefore ?? 0) + 1 });
    const audit = await p.sql.query(
      'select moderator_id, decision from moderation_audit_entries where item_id = $1',
      [id],
    );
    expect(audit.rows).toEqual([{ moderator_id: p.moderatorId, decision: 'approved' }]);
    // A second decision now is refused.
    const again = await post(`/api/admin/content/news/${id}/approve`, p.tokens.admin, {
      approved: false,
    });
    expect(again.statusCode).toBe(409);
    const stats = await p.gateway.app.inject({
      url: '/api/admin/stats',
      cookies: { [COOKIE]: p.tokens.moderator },
    });
    expect(stats.json()).toEqual(await recount(p.sql));
  }, 150_000);
});
