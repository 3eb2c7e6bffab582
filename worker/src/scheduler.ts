import { enqueue, JobName, jobId, type PortalQueue, type QueueName } from '@portal/schema';

/**
 * Keeps the portal's counts fresh: a repeatable recount every `everyMs` (one scheduler however
 * many workers run, since upsertJobScheduler is keyed by the job name), and one recount now so
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
