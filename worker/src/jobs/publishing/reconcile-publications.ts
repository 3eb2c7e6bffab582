import { findUnpublishedSocialPosts } from '@portal/gateway/modules/moderation/worker';
import { JobName, jobId } from '@portal/schema';
import type { JobContext } from '../../job-handler.js';
import type { ReconcileStep } from '../submissions/reconcile-step.js';

/**
 * Every approved social post without its publication row gets its publication job: at once when
 * its time has passed, delayed otherwise. A job that failed for good (e.g. through a PostgreSQL
 * outage) is replaced, so the post is published on the first sweep after the database is back;
 * the publication row, unique per post, keeps it to once.
 */
export const reconcilePublications: ReconcileStep = {
  name: 'publications',
  async run({ em, requeue }: JobContext) {
    const posts = await findUnpublishedSocialPosts(em);
    const now = Date.now();
    let overdue = 0;
    let requeued = 0;
    for (const post of posts) {
      const delay = Math.max(0, post.at.getTime() - now);
      if (delay === 0) overdue += 1;
      const outcome = await requeue(
        JobName.SocialPublish,
        { submissionId: post.submissionId },
        { jobId: jobId(JobName.SocialPublish, post.submissionId), delay },
      );
      if (outcome !== 'live') requeued += 1;
    }
    return { unpublished: posts.length, overdue, requeued };
  },
};
