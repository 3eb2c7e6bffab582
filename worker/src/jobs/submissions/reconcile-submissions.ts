import {
  findUnannouncedSubmissions,
  markSubmissionsQueued,
} from '@portal/gateway/modules/submissions/worker';
import { JobName, jobId } from '@portal/schema';
import type { JobContext } from '../../job-handler.js';
import type { ReconcileStep } from './reconcile-step.js';

/**
 * Every pending submission whose moderators were never told gets its notice job: accepted while
 * Redis was down (never enqueued), lost with a Redis restart, or failed for good.
 */
export const reconcileSubmissions: ReconcileStep = {
  name: 'submissions',
  async run({ em, requeue }: JobContext) {
    const ids = await findUnannouncedSubmissions(em);
    let requeued = 0;
    for (const submissionId of ids) {
      const outcome = await requeue(
        JobName.SubmissionReceived,
        { submissionId },
        { jobId: jobId(JobName.SubmissionReceived, submissionId) },
      );
      if (outcome !== 'live') requeued += 1;
    }
    await markSubmissionsQueued(em, ids);
    return { unannounced: ids.length, requeued };
  },
};
