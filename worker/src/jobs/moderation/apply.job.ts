import { applyPendingDecisions } from '@portal/gateway/modules/moderation/worker';
import {
  JobName,
  jobId,
  type ModerationApplyResult,
  moderationApplyOptions,
  webhooksDispatchOptions,
} from '@portal/schema';
import { defineJob, type JobContext } from '../../job-handler.js';
import { STATS_AFTER_CHANGE } from '../stats/after-change.js';

/**
 * Applies pending decisions from PostgreSQL, this job's and any others (the job is a wake-up,
 * the row is the record), then schedules what they imply: the publication of approved social
 * posts and a stats recount. Shared with the sweep's reconciliation.
 */
export async function applyDecisions(
  { em, enqueue }: Pick<JobContext, 'em' | 'enqueue'>,
  options: { olderThanMs?: number; limit?: number } = {},
): Promise<ModerationApplyResult & { failed: number }> {
  const { applied, publish, failed, webhookDeliveries } = await applyPendingDecisions(em, options);
  if (webhookDeliveries > 0) {
    await enqueue(JobName.WebhooksDispatch, { reason: 'event' }, webhooksDispatchOptions());
  }
  for (const post of publish) {
    // Deterministic id: one publication job per post, however often it is scheduled.
    await enqueue(
      JobName.SocialPublish,
      { submissionId: post.submissionId },
      {
        jobId: jobId(JobName.SocialPublish, post.submissionId),
        delay: Math.max(0, post.at.getTime() - Date.now()),
      },
    );
  }
  if (applied.length > 0) {
    await enqueue(JobName.StatsRecount, { reason: 'manual' }, STATS_AFTER_CHANGE);
  }
  return { applied, failed };
}

/** Decisions one job applies at most (its answer lists them for the waiting calls). */
const PER_JOB = 1_000;

export default defineJob(JobName.ModerationApply, async (payload, context) => {
  const { applied, failed } = await applyDecisions(context, { limit: PER_JOB });
  // More left: a follow-up wake-up on this slot rather than one long job.
  if (applied.length >= PER_JOB) {
    await context.enqueue(
      JobName.ModerationApply,
      { decisionId: null, reason: 'retry' },
      moderationApplyOptions(),
    );
  }
  if (failed > 0) context.log.warn({ ...payload, failed }, 'moderation decisions left pending');
  context.log.debug({ ...payload, applied: applied.length }, 'moderation decisions applied');
  const result: ModerationApplyResult = { applied };
  return result;
});
