import { notifyModeratorsOfSubmission } from '@portal/gateway/modules/moderation/worker';
import { JobName } from '@portal/schema';
import { defineJob } from '../../job-handler.js';
import { STATS_AFTER_CHANGE } from '../stats/after-change.js';

/**
 * Tells the moderators about a new submission, once however often the job runs, and has the
 * portal's counts (pendingItems) recounted.
 */
export default defineJob(
  JobName.SubmissionReceived,
  async ({ submissionId }, { em, log, enqueue }) => {
    const notified = await notifyModeratorsOfSubmission(em, submissionId);
    await enqueue(JobName.StatsRecount, { reason: 'manual' }, STATS_AFTER_CHANGE);
    log.info({ submissionId, notified }, 'moderators told of a submission');
    return { notified };
  },
);
