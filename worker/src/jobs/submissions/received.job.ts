import { notifyModeratorsOfSubmission } from '@portal/gateway/moderation';
import { JobName } from '@portal/schema';
import { defineJob } from '../../job-handler.js';

/** Tells the moderators about a new submission, once however often the job runs. */
export default defineJob(JobName.SubmissionReceived, async ({ submissionId }, { em, log }) => {
  const notified = await notifyModeratorsOfSubmission(em, submissionId);
  log.info({ submissionId, notified }, 'moderators told of a submission');
  return { notified };
});
