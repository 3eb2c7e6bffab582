import { enqueue, JobName, jobId, type PortalQueue, type QueueName } from '@portal/schema';

export const SESSIONS_PURGE_EVERY_MS = 60 * 60 * 1000;

// upsertJobScheduler is keyed by the job name: however many workers start, each recurring job
// has one scheduler, and a restart replaces it rather than adding another.

/**
 * Keeps the portal's counts fresh: a repeatable recount every `everyMs`, and one recount now so
 * that a fresh start does not wait a full period. Two workers starting together share that one.
 */
export async function scheduleStatsRecount(
  queue: PortalQueue<typeof QueueName.Stats>,
  everyMs: number,
): Promise<void> {
  await queue.upsertJobScheduler(
    JobName.StatsRecount,
    { every: everyMs },
    { name: JobName.StatsRecount, data: { reason: 'schedule' } },
  );
  await enqueue(
    queue,
    JobName.StatsRecount,
    { reason: 'startup' },
    { deduplication: { id: jobId(JobName.StatsRecount, 'startup') } },
  );
}

/** Deletes expired sessions every hour, so that the sessions table holds live ones only. */
export async function scheduleSessionsPurge(
  queue: PortalQueue<typeof QueueName.Maintenance>,
): Promise<void> {
  await queue.upsertJobScheduler(
    JobName.SessionsPurge,
    { every: SESSIONS_PURGE_EVERY_MS },
    { name: JobName.SessionsPurge, data: { reason: 'schedule' } },
  );
}

/** How often the outbox and publication sweep runs (SUBMISSIONS_SWEEP_MS, default 30 s). */
export function submissionsSweepEveryMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = Number(env.SUBMISSIONS_SWEEP_MS);
  return Number.isInteger(raw) && raw >= 1_000 && raw <= 3_600_000 ? raw : 30_000;
}

/**
 * Reconciles PostgreSQL with Redis: a sweep now (on worker start: publishes whatever fell due
 * while nothing ran, enqueues submissions accepted while Redis was down) and then periodically.
 */
export async function scheduleSubmissionsSweep(
  queue: PortalQueue<typeof QueueName.Submissions>,
  everyMs: number = submissionsSweepEveryMs(),
): Promise<void> {
  await queue.upsertJobScheduler(
    JobName.SubmissionsSweep,
    { every: everyMs },
    { name: JobName.SubmissionsSweep, data: { reason: 'schedule' } },
  );
  await enqueue(queue, JobName.SubmissionsSweep, { reason: 'startup' });
}
