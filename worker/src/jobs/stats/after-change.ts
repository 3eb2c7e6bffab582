import { JobName, jobId } from '@portal/schema';
import type { JobsOptions } from 'bullmq';

/**
 * Options of the recount that follows a change (a decision, a submission): one recount waits
 * while another runs (`keepLastIfActive`), so a burst of changes costs at most two recounts and
 * the last one always starts after the latest change committed.
 */
export const STATS_AFTER_CHANGE: JobsOptions = {
  deduplication: { id: jobId(JobName.StatsRecount, 'after-change'), keepLastIfActive: true },
};
