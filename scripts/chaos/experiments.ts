// The faults, one experiment each, injected while the load runs. Each returns when the fault is
// over (the killed or stopped process or service is back).
import pg from 'pg';
import type { OwnRedisOptions } from '../../gateway/src/test/own-services.ts';
import type { Load } from './load.ts';
import type { ChaosOptions } from './options.ts';
import { type Cluster, ORPHAN_MIN_AGE_MS, ORPHAN_SWEEP_MS, type Stack } from './stack.ts';

export interface FaultContext {
  stack: Stack;
  cluster: Cluster;
  load: Load;
  options: ChaosOptions;
  log: (line: string) => void;
}

export interface FaultOutcome {
  /** Orphan files younger than this at the check may still be cleaned up (ms). */
  earliestCheckAt?: number;
}

export interface Experiment {
  name: string;
  description: string;
  redis: OwnRedisOptions;
  inject(context: FaultContext): Promise<FaultOutcome>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(probe: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe()) return true;
    await sleep(100);
  }
  return false;
}

/**
 * Holds news_items locked, so that decision jobs approving news stop half-way through their
 * transaction: a worker killed now dies with the job in flight.
 */
async function lockNewsItems(stack: Stack): Promise<{
  blocked(): Promise<number[]>;
  terminate(pids: readonly number[]): Promise<void>;
  release(): Promise<void>;
}> {
  const lock = new pg.Client({ connectionString: stack.databaseUrl });
  await lock.connect();
  await lock.query('begin');
  await lock.query('lock table news_items in access exclusive mode');
  return {
    blocked: async () => {
      // Backends stopped by this lock that hold decision rows (taken FOR UPDATE by the batch
      // that applies them): decisions half-way through. A batch may reach news_items before or
      // after the submissions it changes, so the decision rows are the mark; a stats recount,
      // also stopped by the lock, holds none.
      const { rows } = await lock.query<{ pid: number }>(
        `select a.pid from pg_stat_activity a
          where a.datname = current_database() and pg_backend_pid() = any(pg_blocking_pids(a.pid))
            and exists (select 1 from pg_locks l where l.pid = a.pid and l.granted
              and l.relation = 'moderation_decisions'::regclass and l.mode = 'RowShareLock')`,
      );
      return rows.map((row) => row.pid);
    },
    // A backend waiting for a lock does not notice that its client died; PostgreSQL would, in
    // time (TCP keepalive). Ending it now lets the job's next run reach the same point.
    terminate: async (pids) => {
      await lock.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
    },
    release: async () => {
      await lock.query('rollback').catch(() => undefined);
      await lock.end().catch(() => undefined);
    },
  };
}

export const EXPERIMENTS: readonly Experiment[] = [
  {
    name: 'worker-kill',
    description: 'kill -9 of one worker with decision jobs in flight, restarted 2 s later',
    redis: { appendonly: true },
    async inject({ stack, log }) {
      const lock = await lockNewsItems(stack);
      try {
        const caught = await until(async () => (await lock.blocked()).length > 0, 15_000);
        log(
          caught
            ? `decisions in flight: ${(await lock.blocked()).length}`
            : 'no decision in flight',
        );
        await stack.signal('worker', 0, 'SIGKILL');
      } finally {
        await lock.release();
      }
      await sleep(2_000);
      await stack.restart('worker', 0);
      return {};
    },
  },
  {
    name: 'worker-kill-twice',
    description: 'the same decision jobs in flight across two kill -9 of both workers',
    redis: { appendonly: true },
    async inject({ stack, load, log }) {
      const lock = await lockNewsItems(stack);
      try {
        await until(async () => (await lock.blocked()).length > 0, 15_000);
        const first = await lock.blocked();
        log(`first kill with ${first.length} decisions in flight`);
        // Nothing new from here on: what blocks again is a job run a second time.
        load.pause();
        await Promise.all([
          stack.signal('worker', 0, 'SIGKILL'),
          stack.signal('worker', 1, 'SIGKILL'),
        ]);
        await lock.terminate(first);
        await Promise.all([stack.restart('worker', 0), stack.restart('worker', 1)]);
        const rerun = async () => (await lock.blocked()).filter((pid) => !first.includes(pid));
        const again = await until(async () => (await rerun()).length > 0, 85_000);
        const second = await rerun();
        log(
          again
            ? `second kill with ${second.length} re-run jobs in flight`
            : 'no job re-run within 85 s',
        );
        await Promise.all([
          stack.signal('worker', 0, 'SIGKILL'),
          stack.signal('worker', 1, 'SIGKILL'),
        ]);
        await lock.terminate(second);
      } finally {
        await lock.release();
      }
      await Promise.all([stack.restart('worker', 0), stack.restart('worker', 1)]);
      load.resume();
      return {};
    },
  },
  {
    name: 'gateway-kill',
    description: 'kill -9 of a gateway with uploads in flight, restarted 3 s later',
    redis: { appendonly: true },
    async inject({ stack, load, log }) {
      load.focus('upload');
      await until(() => load.uploadsInFlight(0) >= 3, 20_000);
      log(`uploads in flight on gateway 1: ${load.uploadsInFlight(0)}`);
      const killedAt = Date.now();
      await stack.signal('gateway', 0, 'SIGKILL');
      load.focus(undefined);
      await sleep(3_000);
      await stack.restart('gateway', 0);
      // What the kill left may be removed once older than the cleanup's age, at its next run.
      return { earliestCheckAt: killedAt + ORPHAN_MIN_AGE_MS + ORPHAN_SWEEP_MS + 4_000 };
    },
  },
  {
    name: 'redis-kill-aof',
    description: 'kill -9 of Redis with an append-only file, restarted on the same data',
    redis: { appendonly: true },
    async inject({ stack, options }) {
      stack.note('SIGKILL redis (AOF)');
      await stack.redis.kill('SIGKILL');
      await sleep(options.redisDownMs);
      await stack.redis.start();
      stack.note('redis up again');
      return {};
    },
  },
  {
    name: 'redis-kill-no-aof',
    description: 'kill -9 of Redis without persistence: it comes back empty',
    redis: { appendonly: false },
    async inject({ stack, options }) {
      stack.note('SIGKILL redis (no persistence)');
      await stack.redis.kill('SIGKILL');
      await sleep(options.redisDownMs);
      await stack.redis.start();
      stack.note('redis up again, empty');
      return {};
    },
  },
  {
    name: 'postgres-stop',
    description: 'PostgreSQL stopped (immediate) while posts fall due, started again later',
    redis: { appendonly: true },
    async inject({ stack, cluster, options }) {
      stack.note('pg_ctl stop -m immediate');
      await cluster.postgres.stop('immediate');
      await sleep(options.postgresDownMs);
      await cluster.postgres.start();
      stack.note('PostgreSQL up again');
      return {};
    },
  },
  {
    name: 'sigterm',
    description: 'SIGTERM of a gateway and a worker under load (graceful stop), restarted',
    redis: { appendonly: true },
    async inject({ stack }) {
      await Promise.all([
        stack.signal('gateway', 0, 'SIGTERM'),
        stack.signal('worker', 0, 'SIGTERM'),
      ]);
      await Promise.all([stack.restart('gateway', 0), stack.restart('worker', 0)]);
      return {};
    },
  },
];
