// What a stopping worker waits for, and for how long. BullMQ's Worker.close() waits for the
// socket of its blocking Redis connection to end; if that connection is reconnecting when asked
// to close (just after a Redis restart), ioredis drops its retry timer and never emits `end`, so
// close() never resolves (taskforcesh/bullmq#4656, #4065). Only our jobs are worth waiting for:
// once none runs, a close that still hangs is left to the process exit.
import { defaultOf, readSetting } from '@portal/gateway/settings/config';
import type { Logger } from './logger.js';

/** The worker's default deadline for a stop: under docker compose's stop_grace_period (60 s). */
export const DEFAULT_STOP_GRACE_MS: number = defaultOf('WORKER_STOP_GRACE_MS');

/** How long a worker's close may take once its jobs are done (the rest is Redis bookkeeping). */
export const CLOSE_SETTLE_MS = 2_000;

/** WORKER_STOP_GRACE_MS: how long a stop may take before the worker exits 1 (1 s to 10 min). */
export function workerStopGraceMs(env: NodeJS.ProcessEnv = process.env): number {
  return readSetting('WORKER_STOP_GRACE_MS', env);
}

/** Whether `work` settled (resolved or rejected) within `ms`. */
export async function settledWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = work.then(
    () => true as const,
    () => true as const,
  );
  try {
    return await Promise.race([settled, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Counts the jobs a BullMQ worker is running, so a stop knows when none is left. */
export class RunningJobs {
  private count = 0;
  private waiters: (() => void)[] = [];

  async track<T>(run: () => Promise<T>): Promise<T> {
    this.count++;
    try {
      return await run();
    } finally {
      this.count--;
      if (this.count === 0) for (const wake of this.waiters.splice(0)) wake();
    }
  }

  /** Resolves when no job runs. */
  idle(): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }
}

export interface Closable {
  close(): Promise<void>;
}

/**
 * Closes a BullMQ worker: waits for its running jobs however long they take (the process-wide
 * deadline bounds that), then gives the close `settleMs` more; answers whether it finished.
 */
export async function closeWorker(
  worker: Closable,
  running: RunningJobs,
  { queue, log, settleMs = CLOSE_SETTLE_MS }: { queue: string; log: Logger; settleMs?: number },
): Promise<boolean> {
  const closing = worker.close();
  await running.idle();
  if (await settledWithin(closing, settleMs)) return true;
  log.warn(
    { queue, settleMs },
    'jobs finished but the queue worker did not close its Redis connection; leaving it to the exit',
  );
  return false;
}
