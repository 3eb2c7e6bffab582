// Moderation pipeline scenarios of `npm run bench` (gateway + the real worker, PostgreSQL and
// Redis): (0) decisions per second the worker applies from PostgreSQL against a raw SQL loop at
// the same concurrency; (1) decision call → visible state, p50/p95/p99, at a steady rate;
// (2) decisions per second through the API with many calls in flight; (3) lateness of scheduled
// social publications.
// Called by scripts/bench.ts with the gateway it started; starts and stops its own worker.

import pg from 'pg';
import { signInOverHttp } from '../lib/demo-sign-in.ts';
import { startChild } from '../lib/processes.ts';
import {
  APPLY_CONCURRENCY,
  actorsOf,
  rawApply,
  recordPendingDecisions,
  workerApply,
} from './moderation-apply.ts';

const STEADY_DECISIONS = Number(process.env.BENCH_DECISIONS ?? 500);
const STEADY_RATE = Number(process.env.BENCH_DECISION_RATE ?? 100);
const APPLY_DECISIONS = Number(process.env.BENCH_APPLY_DECISIONS ?? 5_000);
const BURST_DECISIONS = Number(process.env.BENCH_BURST_DECISIONS ?? 600);
const BURST_IN_FLIGHT = 32;
const SCHEDULED_POSTS = Number(process.env.BENCH_SCHEDULED_POSTS ?? 50);

const signIn = (gatewayUrl: string, email: string) => signInOverHttp(gatewayUrl, email);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function benchModeration(options: {
  gatewayUrl: string;
  databaseUrl: string;
  env: NodeJS.ProcessEnv;
}): Promise<void> {
  const { gatewayUrl } = options;
  const member = await signIn(gatewayUrl, 'member@example.org');
  const moderator = await signIn(gatewayUrl, 'moderator@example.org');
  const sql = new pg.Client({ connectionString: options.databaseUrl });
  await sql.connect();
  // The steady scenario's reads run side by side, so each sample waits for its own read only.
  const reads = new pg.Pool({ connectionString: options.databaseUrl, max: 8 });

  // (0) Before the worker starts, so that nothing else drains the baseline's decisions.
  const actors = await actorsOf(sql);
  const raw = await rawApply(
    options.databaseUrl,
    sql,
    await recordPendingDecisions(sql, actors, APPLY_DECISIONS),
  );
  const workerIds = await recordPendingDecisions(sql, actors, APPLY_DECISIONS);

  const worker = startChild('worker', process.execPath, ['worker/dist/main.js'], {
    // Its sweep leaves the measured decisions to their wake-up jobs.
    // Production's worker needs the portal's address (its e-mails' links), as the gateway does.
    env: {
      PUBLIC_URL: 'http://127.0.0.1',
      ...options.env,
      LOG_LEVEL: 'warn',
      MODERATION_RECONCILE_AFTER_MS: '3600000',
    },
  });
  try {
    await sleep(2_000);
    // The startup sweep leaves decisions younger than a few seconds to their wake-up jobs.
    const applied = await workerApply(
      {
        redisUrl: options.env.REDIS_URL ?? '',
        redisPrefix: options.env.REDIS_PREFIX ?? 'bench',
        workerPid: worker.process.pid,
      },
      sql,
      workerIds,
    );
    console.log(
      `\nModeration: ${APPLY_DECISIONS} recorded decisions applied: worker ${applied.perSecond.toFixed(0)} decisions/s, raw SQL loop ${raw.perSecond.toFixed(0)} decisions/s (both ${APPLY_CONCURRENCY} at once) = ${((100 * applied.perSecond) / raw.perSecond).toFixed(0)}% of raw; CPU of the process per decision: worker ${applied.cpuMsPerDecision.toFixed(2)} ms, raw loop ${raw.cpuMsPerDecision.toFixed(2)} ms`,
    );

    const post = async (path: string, cookie: string, body: unknown) => {
      const response = await fetch(`${gatewayUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
      if (!response.ok)
        throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as { id: string; applied?: boolean };
    };
    const submitMany = async (count: number, body: (n: number) => unknown, path: string) => {
      const ids: string[] = [];
      for (let n = 0; n < count; n += 1) ids.push((await post(path, member, body(n))).id);
      return ids;
    };
    const news = (n: number) => ({ title: `Bench news ${n}`, content: 'Bench content.' });

    // (1) Steady rate: one decision every 1/RATE s; each sample runs from the call until a
    // fresh read shows the item decided (the call itself waits for the worker).
    const steadyIds = await submitMany(STEADY_DECISIONS, news, '/api/admin/content/news');
    const samples: number[] = [];
    let pendingAnswers = 0;
    const interval = 1000 / STEADY_RATE;
    const started = performance.now();
    await Promise.all(
      steadyIds.map(async (id, n) => {
        await sleep(Math.max(0, started + n * interval - performance.now()));
        const begin = performance.now();
        const answer = await post(`/api/admin/content/news/${id}/approve`, moderator, {
          approved: n % 5 !== 0,
        });
        if (!answer.applied) pendingAnswers += 1;
        const { rows } = await reads.query('select status from content_submissions where id = $1', [
          id,
        ]);
        if (rows[0]?.status === 'pending') throw new Error(`Decision on ${id} not visible`);
        samples.push(performance.now() - begin);
      }),
    );
    const sorted = [...samples].sort((a, b) => a - b);
    console.log(
      `Moderation: decision call → visible state at ${STEADY_RATE}/s (${samples.length} decisions): p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms; ${pendingAnswers} answered 202 (recorded, not yet applied)`,
    );

    // (2) Throughput: BURST_DECISIONS decisions with BURST_IN_FLIGHT calls in flight.
    const burstIds = await submitMany(BURST_DECISIONS, news, '/api/admin/content/news');
    const burstStart = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: BURST_IN_FLIGHT }, async () => {
        while (next < burstIds.length) {
          const id = burstIds[next];
          next += 1;
          await post(`/api/admin/content/news/${id}/approve`, moderator, { approved: true });
        }
      }),
    );
    const burstSeconds = (performance.now() - burstStart) / 1000;
    const { rows: audit } = await sql.query<{ n: number }>(
      'select count(*)::int as n from moderation_audit_entries where item_id = any($1::uuid[])',
      [burstIds],
    );
    console.log(
      `Moderation: through the API, ${audit[0]?.n} decisions applied in ${burstSeconds.toFixed(2)} s = ${((audit[0]?.n ?? 0) / burstSeconds).toFixed(0)} decisions/s (${BURST_IN_FLIGHT} calls in flight, worker concurrency 4)`,
    );

    // (3) Scheduled publication lateness: posts due 3 to 8 s from now, approved at once.
    const base = Date.now() + 3_000;
    const socialIds = await submitMany(
      SCHEDULED_POSTS,
      (n) => ({
        content: `Bench post ${n}`,
        platform: 'linkedin',
        scheduledShare: new Date(base + Math.floor((n * 5_000) / SCHEDULED_POSTS)).toISOString(),
      }),
      '/api/admin/content/social',
    );
    for (const id of socialIds) {
      await post(`/api/admin/content/social/${id}/approve`, moderator, { approved: true });
    }
    const deadline = Date.now() + 30_000;
    let lateness: number[] = [];
    while (Date.now() < deadline) {
      const { rows } = await sql.query<{ late: number }>(
        `select extract(epoch from (p.published_at - p.scheduled_for)) * 1000 as late
           from social_publications p where p.submission_id = any($1::uuid[])`,
        [socialIds],
      );
      if (rows.length === socialIds.length) {
        lateness = rows.map((row) => Number(row.late)).sort((a, b) => a - b);
        break;
      }
      await sleep(200);
    }
    if (lateness.length === 0) throw new Error('Scheduled posts were not all published in 30 s');
    console.log(
      `Moderation: scheduled social publication lateness (${lateness.length} posts): p50 ${percentile(lateness, 50).toFixed(0)} ms, p99 ${percentile(lateness, 99).toFixed(0)} ms, max ${(lateness.at(-1) ?? 0).toFixed(0)} ms`,
    );
  } finally {
    await worker.stop();
    await sql.end();
    await reads.end();
  }
}
