// The faults, one experiment each, injected while the load runs. Each returns when the fault is
// over (the killed or stopped process or service is back).
import pg from 'pg';
import { type CaughtMail, MailCatcher } from '../../gateway/src/mail/mail-catcher.ts';
import { freePort, type OwnRedisOptions } from '../../gateway/src/test/own-services.ts';
import { JobProbe } from './job-probe.ts';
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
  /**
   * Why the fault the experiment names was not injected (nothing was in flight to cut): its row
   * then reports it as not run, whatever the checks found, and the suite fails.
   */
  notInjected?: string;
  /** The e-mails an SMTP server of the experiment's own took: each notice e-mail once. */
  caughtMail?: () => readonly CaughtMail[];
  /** Ends what the experiment started and left running for the checks (its SMTP server). */
  cleanUp?: () => Promise<void>;
}

export interface Experiment {
  name: string;
  description: string;
  redis: OwnRedisOptions;
  /** Settings of this experiment's gateways and workers on top of the suite's. */
  env?: NodeJS.ProcessEnv;
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
      // also stopped by the lock, holds none. From pg_locks, not pg_stat_activity: inside this
      // transaction the latter is a snapshot taken at its first read, which never shows the
      // backends of workers started since (the re-run of a killed job went unseen).
      const { rows } = await lock.query<{ pid: number }>(
        `select distinct l.pid from pg_locks l
          where l.granted and l.relation = 'moderation_decisions'::regclass
            and l.mode = 'RowShareLock' and pg_backend_pid() = any(pg_blocking_pids(l.pid))`,
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

/** BullMQ's reason for a job that stalled more often than maxStalledCount (1) allows. */
const STALLED_TWICE = /stalled more than allowable limit/;

/**
 * Both workers killed with a decision job half-way through; once BullMQ hands the same job to a
 * restarted worker (its lock lapsed) and it is half-way again, both are killed again: the job
 * must fail as stalled twice, and its decisions be applied by the sweep (the checks). Whatever
 * step does not happen in time makes the fault "not injected".
 */
async function killTwice({ stack, load, log, options }: FaultContext): Promise<FaultOutcome> {
  const lock = await lockNewsItems(stack);
  const jobs = new JobProbe(stack.redis.url, 'moderation');
  const killBoth = () =>
    Promise.all([stack.signal('worker', 0, 'SIGKILL'), stack.signal('worker', 1, 'SIGKILL')]);
  const restartBoth = () => Promise.all([stack.restart('worker', 0), stack.restart('worker', 1)]);
  let stalledJobs: string[] = [];
  try {
    const caught = await until(
      async () => (await lock.blocked()).length > 0 && (await jobs.active()).length > 0,
      15_000,
    );
    if (!caught) return { notInjected: 'no decision job was in flight within 15 s to kill' };
    const first = await lock.blocked();
    const firstJobs = await jobs.active();
    log(`first kill: decision jobs ${firstJobs.join(', ')} with ${first.length} batches held`);
    // Nothing new from here on: what blocks again is a job run a second time.
    load.pause();
    await killBoth();
    await lock.terminate(first);
    await restartBoth();
    // BullMQ hands a killed job on after its lock lapses, at a stalled-job check (each
    // WORKER_LOCK_MS): about two periods, given five more for a loaded machine.
    const rerunWithinMs = options.workerLockMs * 7;
    let second: number[] = [];
    const rerun = await until(async () => {
      second = (await lock.blocked()).filter((pid) => !first.includes(pid));
      stalledJobs = (await jobs.active()).filter((id) => firstJobs.includes(id));
      return second.length > 0 && stalledJobs.length > 0;
    }, rerunWithinMs);
    if (!rerun) {
      return {
        notInjected: `the killed jobs did not run again, half-way, within ${rerunWithinMs / 1000} s`,
      };
    }
    log(`second kill: jobs ${stalledJobs.join(', ')} run again, ${second.length} batches held`);
    await killBoth();
    await lock.terminate(second);
  } finally {
    await lock.release();
    // Restarted whatever happened: the checks need the workers (the sweep applies the rest).
    if (!stack.workersUp()) await restartBoth();
    load.resume();
  }
  try {
    const failedWithinMs = options.workerLockMs * 7;
    let reasons: (string | undefined)[] = [];
    const failed = await until(async () => {
      reasons = await Promise.all(stalledJobs.map((id) => jobs.failedReason(id)));
      return reasons.some((reason) => reason !== undefined && STALLED_TWICE.test(reason));
    }, failedWithinMs);
    log(
      failed
        ? `jobs failed as stalled twice: ${stalledJobs.filter((_, i) => STALLED_TWICE.test(reasons[i] ?? '')).join(', ')}`
        : `no job failed as stalled twice within ${failedWithinMs / 1000} s (${reasons.join('; ')})`,
    );
    return failed ? {} : { notInjected: 'the job killed twice did not fail as stalled' };
  } finally {
    jobs.close();
  }
}

/** The SMTP port of the mail experiment: nothing listens there until the outage is over. */
const CHAOS_SMTP_PORT = await freePort();
/** How long the SMTP server is away while decisions keep making notice e-mails. */
const SMTP_DOWN_MS = 12_000;

/**
 * Every member wants decisions on their submissions by e-mail at once, then the SMTP server the
 * workers send to is away (nothing listens: connections refused, the jobs retry, the sweep
 * requeues) while the load's decisions keep recording notice e-mails; then it comes up. The
 * checks: every recorded notice e-mail sent, and taken by the server exactly once.
 */
async function smtpDown({ stack, log }: FaultContext): Promise<FaultOutcome> {
  const sql = new pg.Client({ connectionString: stack.databaseUrl });
  await sql.connect();
  try {
    await sql.query(
      `insert into mail_preferences (user_id, category, mode)
       select id, 'moderation', 'immediate' from users
       on conflict (user_id, category) do update set mode = 'immediate'`,
    );
    await sleep(SMTP_DOWN_MS);
    const { rows } = await sql.query<{ n: number }>(
      'select count(*)::int as n from notice_mails where sent_at is null and dropped_at is null',
    );
    log(`notice e-mails waiting for the SMTP server: ${rows[0]?.n ?? 0}`);
    const catcher = await MailCatcher.start({ port: CHAOS_SMTP_PORT });
    log('SMTP server up');
    return {
      ...((rows[0]?.n ?? 0) === 0
        ? { notInjected: 'no notice e-mail waited for the SMTP server' }
        : {}),
      caughtMail: () => catcher.mails,
      cleanUp: () => catcher.close(),
    };
  } finally {
    await sql.end();
  }
}

export const EXPERIMENTS: readonly Experiment[] = [
  {
    name: 'worker-kill',
    description: 'kill -9 of one worker with decision jobs in flight, restarted 2 s later',
    redis: { appendonly: true },
    async inject({ stack, log }) {
      const lock = await lockNewsItems(stack);
      let caught = false;
      try {
        caught = await until(async () => (await lock.blocked()).length > 0, 15_000);
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
      return caught ? {} : { notInjected: 'no decision was in flight within 15 s to kill' };
    },
  },
  {
    name: 'worker-kill-twice',
    description:
      'the same decision job in flight across two kill -9 of both workers: it fails as stalled twice',
    redis: { appendonly: true },
    // The sweep leaves the killed job's decisions alone for a minute, so that what takes them up
    // after the first kill is that job run again, not the sweep; it applies them once the job
    // has failed.
    env: { MODERATION_RECONCILE_AFTER_MS: '60000' },
    inject: killTwice,
  },
  {
    name: 'gateway-kill',
    description: 'kill -9 of a gateway with uploads in flight, restarted 3 s later',
    redis: { appendonly: true },
    async inject({ stack, load, log }) {
      load.focus('upload');
      await until(() => load.uploadsInFlight(0) >= 3, 20_000);
      const inFlight = load.uploadsInFlight(0);
      log(`uploads in flight on gateway 1: ${inFlight}`);
      const killedAt = Date.now();
      await stack.signal('gateway', 0, 'SIGKILL');
      load.focus(undefined);
      await sleep(3_000);
      await stack.restart('gateway', 0);
      // What the kill left may be removed once older than the cleanup's age, at its next run.
      return {
        earliestCheckAt: killedAt + ORPHAN_MIN_AGE_MS + ORPHAN_SWEEP_MS + 4_000,
        ...(inFlight === 0 ? { notInjected: 'no upload was in flight within 20 s to cut' } : {}),
      };
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
  {
    name: 'smtp-down',
    description: `the SMTP server away ${SMTP_DOWN_MS / 1000} s while decisions make notice e-mails: each sent once when it is back`,
    redis: { appendonly: true },
    env: {
      SMTP_URL: `smtp://127.0.0.1:${CHAOS_SMTP_PORT}`,
      PUBLIC_URL: 'http://chaos.example.org',
    },
    inject: smtpDown,
  },
];
