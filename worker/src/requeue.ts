import type { Queue } from 'bullmq';

/** What `requeue` did: added a job, left a live one alone, or replaced a finished one. */
export type RequeueOutcome = 'added' | 'live' | 'replaced';

// States in which the job under an id will not run again by itself.
const FINISHED = new Set(['failed', 'completed', 'unknown']);

/**
 * Makes sure that the job under `jobId` will run, for the reconciling sweep. BullMQ ignores an
 * add whose id is still held by a job in any state, so a failed job (kept 7 days) or a completed
 * one would silently swallow the re-enqueue: such a job is removed first, then `add` runs. A job
 * waiting, delayed or active is left alone (it will run, or its lock expires and it stalls back
 * into the queue).
 */
export async function requeue(
  queue: Pick<Queue, 'getJob'>,
  jobId: string,
  add: () => Promise<unknown>,
): Promise<RequeueOutcome> {
  const existing = await queue.getJob(jobId);
  if (existing) {
    if (!FINISHED.has(await existing.getState())) return 'live';
    try {
      await existing.remove();
    } catch (error) {
      // Another worker took it up meanwhile (it holds the lock): it runs, nothing to add.
      if (error instanceof Error && /locked/i.test(error.message)) return 'live';
      throw error;
    }
  }
  await add();
  return existing ? 'replaced' : 'added';
}
