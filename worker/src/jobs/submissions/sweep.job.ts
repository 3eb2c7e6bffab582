import {
  findUnpublishedSocialPosts,
  findUnqueuedSubmissions,
  markSubmissionsQueued,
} from '@portal/gateway/moderation';
import { JobName, jobId } from '@portal/schema';
import { defineJob } from '../../job-handler.js';

/**
 * Reconciles PostgreSQL with Redis, at worker start and every SUBMISSIONS_SWEEP_MS: enqueues the
 * submissions accepted while Redis was down (the outbox), and a publication job for every
 * approved social post not yet published (at once when its time has passed, delayed otherwise),
 * so that a lost delayed job never loses a post. Deterministic ids make a second enqueue a no-op.
 */
export default defineJob(JobName.SubmissionsSweep, async ({ reason }, { em, log, enqueue }) => {
  const unqueued = await findUnqueuedSubmissions(em);
  for (const submissionId of unqueued) {
    await enqueue(
      JobName.SubmissionReceived,
      { submissionId },
      { jobId: jobId(JobName.SubmissionReceived, submissionId) },
    );
  }
  await markSubmissionsQueued(em, unqueued);

  const posts = await findUnpublishedSocialPosts(em);
  const now = Date.now();
  let overdue = 0;
  for (const post of posts) {
    const delay = Math.max(0, post.at.getTime() - now);
    if (delay === 0) overdue += 1;
    await enqueue(
      JobName.SocialPublish,
      { submissionId: post.submissionId },
      { jobId: jobId(JobName.SocialPublish, post.submissionId), delay },
    );
  }
  if (unqueued.length > 0 || overdue > 0) {
    log.info({ reason, enqueued: unqueued.length, overdue, scheduled: posts.length }, 'sweep');
  }
  return { enqueued: unqueued.length, overdue, scheduled: posts.length };
});
