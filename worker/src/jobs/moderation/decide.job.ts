import { applyModerationDecision } from '@portal/gateway/moderation';
import { JobName, jobId } from '@portal/schema';
import { defineJob } from '../../job-handler.js';
import { STATS_AFTER_CHANGE } from '../stats/after-change.js';

/**
 * Applies a moderator's decision exactly once (status guard + one audit entry per item), then
 * schedules the publication of an approved social post at its scheduledShare. A re-run after a
 * crash finds the item decided by this very decision and answers it as applied.
 */
export default defineJob(JobName.ModerationDecide, async (payload, { em, log, enqueue }) => {
  const { result, publish } = await applyModerationDecision(em, payload);
  if (publish) {
    // Also on a re-run: the deterministic id keeps one publication job per post.
    const delay = Math.max(0, publish.at.getTime() - Date.now());
    await enqueue(
      JobName.SocialPublish,
      { submissionId: publish.submissionId },
      { jobId: jobId(JobName.SocialPublish, publish.submissionId), delay },
    );
  }
  if (result.applied) await enqueue(JobName.StatsRecount, { reason: 'manual' }, STATS_AFTER_CHANGE);
  log.info(
    { itemType: payload.itemType, itemId: payload.itemId, approved: payload.approved, result },
    'moderation decision',
  );
  return result;
});
