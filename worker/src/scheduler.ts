import { readSetting } from '@portal/gateway/settings/config';
import {
  enqueue,
  JobName,
  type JobOf,
  jobId,
  type PortalQueue,
  type QueueOf,
} from '@portal/schema';
import type { JobsOptions, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from './logger.js';
import { settledWithin } from './shutdown.js';

/** How often the digests are planned: a period's digest leaves within this of its hour. */
export const NOTICE_DIGEST_EVERY_MS = 15 * 60 * 1000;

export const SESSIONS_PURGE_EVERY_MS = 60 * 60 * 1000;

/** Security events expire by the day (SECURITY_LOG_RETENTION_DAYS): one purge a day suffices. */
export const SECURITY_LOG_PURGE_EVERY_MS = 24 * 60 * 60 * 1000;

/** How often the worker checks that its schedules still exist in Redis. */
export const SCHEDULES_CHECK_MS = 15_000;

/**
 * How often the reconciling sweep runs (SUBMISSIONS_SWEEP_MS, default 10 s): it bounds how late
 * a post whose job failed during a database outage is published once the database is back.
 */
export function submissionsSweepEveryMs(env: NodeJS.ProcessEnv = process.env): number {
  return readSetting('SUBMISSIONS_SWEEP_MS', env);
}

/** The producer queue of a job, as the worker holds them. */
export type QueueFor = <N extends JobName>(name: N) => PortalQueue<QueueOf<N>>;

/** Why a schedule is being set up: the worker starts, or Redis came back without it. */
export type ScheduleReason = 'startup' | 'redis-restart';

/**
 * A job that runs every `everyMs`. upsertJobScheduler is keyed by the job name: however many
 * workers set it up, and however often, each recurring job has one scheduler.
 */
export interface RecurringJob {
  readonly name: JobName;
  readonly everyMs: number;
  /** Upserts the scheduler, and adds the job to run at once for `reason` if it has one. */
  establish(queueFor: QueueFor, reason: ScheduleReason): Promise<void>;
}

type AtOnce<N extends JobName> = (
  reason: ScheduleReason,
) => { data: JobOf<N>; options?: JobsOptions } | undefined;

function recurring<N extends JobName>(
  name: N,
  everyMs: number,
  data: JobOf<N>,
  atOnce: AtOnce<N> = () => undefined,
): RecurringJob {
  return {
    name,
    everyMs,
    async establish(queueFor, reason) {
      const queue = queueFor(name);
      // The registry ties N to this queue; TypeScript cannot relate the two (as in enqueue).
      const typed = queue as unknown as Queue<JobOf<N>, unknown, N, JobOf<N>, unknown, N>;
      await typed.upsertJobScheduler(name, { every: everyMs }, { name, data });
      const once = atOnce(reason);
      if (once) await enqueue(queue, name, once.data, once.options);
    },
  };
}

export interface RecurringJobsOptions {
  statsIntervalMs: number;
  sweepEveryMs?: number;
  orphanSweepEveryMs: number;
}

/**
 * The worker's recurring jobs: the stats recount (and one now, shared by workers starting
 * together, so a fresh start does not wait a full period), the sessions purge, the reconciling
 * sweep (and one now: it publishes what fell due while nothing ran and re-enqueues what Redis
 * lost), the orphan file sweep (and one at start), and the daily security log purge.
 */
export function recurringJobs({
  statsIntervalMs,
  sweepEveryMs = submissionsSweepEveryMs(),
  orphanSweepEveryMs,
}: RecurringJobsOptions): RecurringJob[] {
  return [
    recurring(JobName.StatsRecount, statsIntervalMs, { reason: 'schedule' }, () => ({
      data: { reason: 'startup' },
      options: { deduplication: { id: jobId(JobName.StatsRecount, 'startup') } },
    })),
    recurring(JobName.SessionsPurge, SESSIONS_PURGE_EVERY_MS, { reason: 'schedule' }),
    recurring(JobName.SubmissionsSweep, sweepEveryMs, { reason: 'schedule' }, (reason) => ({
      data: { reason },
    })),
    recurring(JobName.DocumentsOrphanSweep, orphanSweepEveryMs, { reason: 'schedule' }, (reason) =>
      reason === 'startup' ? { data: { reason } } : undefined,
    ),
    recurring(JobName.SecurityLogPurge, SECURITY_LOG_PURGE_EVERY_MS, { reason: 'schedule' }),
    // The digests, and one at start: a digest due while no worker ran leaves at once.
    recurring(JobName.NoticeMailDigest, NOTICE_DIGEST_EVERY_MS, { reason: 'schedule' }, (reason) =>
      reason === 'startup' ? { data: { reason } } : undefined,
    ),
  ];
}

export interface ScheduleKeeper {
  /** Re-establishes the schedules that Redis no longer holds; answers their names. */
  check(): Promise<JobName[]>;
  /**
   * Starts no more checks and lets the one in progress end after its current Redis command (it
   * takes the next one no further), waiting for that at most `waitMs`: the queues it writes to
   * are closed next.
   */
  stop(waitMs?: number): Promise<void>;
}

/** How long a stop waits for a schedule check in progress (a Redis that is down never answers). */
export const SCHEDULES_STOP_WAIT_MS = 5_000;

export interface KeepSchedulesOptions {
  /** The connection the producer queues use: its `ready` follows every reconnect. */
  connection: Redis;
  queueFor: QueueFor;
  jobs: readonly RecurringJob[];
  log: Logger;
  checkEveryMs?: number;
}

/**
 * Establishes the recurring jobs now and keeps them: a Redis restarted without persistence comes
 * back empty, schedulers included, and nothing would run again until a worker restart. So after
 * every reconnect, and every `checkEveryMs` besides (a flush needs no reconnect), the schedulers
 * that are missing are set up again, with their run-at-once job (the sweep re-enqueues what the
 * restart lost).
 */
export async function keepSchedules({
  connection,
  queueFor,
  jobs,
  log,
  checkEveryMs = SCHEDULES_CHECK_MS,
}: KeepSchedulesOptions): Promise<ScheduleKeeper> {
  for (const job of jobs) await job.establish(queueFor, 'startup');

  let running: Promise<JobName[]> | undefined;
  let stopped = false;
  const reestablish = async (): Promise<JobName[]> => {
    const missing: RecurringJob[] = [];
    for (const job of jobs) {
      if (stopped) return [];
      if (!(await queueFor(job.name).getJobScheduler(job.name))) missing.push(job);
    }
    if (missing.length === 0 || stopped) return [];
    const names = missing.map((job) => job.name);
    log.warn({ missing: names }, 'schedules missing from Redis: setting them up again');
    const done: JobName[] = [];
    for (const job of missing) {
      // A stop cancels the rest: another worker's next check, or the next start, sets them up.
      if (stopped) break;
      await job.establish(queueFor, 'redis-restart');
      done.push(job.name);
    }
    return done;
  };
  // One check at a time: a reconnect and the timer may fire together.
  const check = (): Promise<JobName[]> => {
    if (stopped) return Promise.resolve([]);
    running ??= reestablish().finally(() => {
      running = undefined;
    });
    return running;
  };
  const quietCheck = (): void => {
    check().catch((error: unknown) =>
      log.warn({ err: error }, 'could not check the schedules; trying again later'),
    );
  };
  connection.on('ready', quietCheck);
  const timer = setInterval(quietCheck, checkEveryMs);
  timer.unref();
  return {
    check,
    async stop(waitMs = SCHEDULES_STOP_WAIT_MS) {
      stopped = true;
      clearInterval(timer);
      connection.off('ready', quietCheck);
      // Its failure, if any, was logged by quietCheck or is answered to check()'s caller.
      if (running && !(await settledWithin(running, waitMs))) {
        log.warn({ waitMs }, 'stopping without waiting longer for the schedule check in progress');
      }
    },
  };
}
