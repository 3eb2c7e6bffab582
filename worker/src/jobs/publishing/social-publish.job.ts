import { publishSocialPost, socialPublishersFromEnv } from '@portal/gateway/moderation';
import { JobName } from '@portal/schema';
import { defineJob } from '../../job-handler.js';

// SOCIAL_WEBHOOK_URL (or SOCIAL_WEBHOOK_URL_<PLATFORM>) and SOCIAL_WEBHOOK_SECRET; by default the
// publication is only recorded.
const publisherOf = socialPublishersFromEnv();

/** Publishes one approved social post at its time, once (one publication row per post). */
export default defineJob(JobName.SocialPublish, async ({ submissionId }, { em, log }) => {
  const outcome = await publishSocialPost(em, submissionId, publisherOf);
  if (outcome === 'not-due') {
    // Fired early (clock skew): fail so that the retry's backoff brings it back.
    throw new Error(`Social post ${submissionId} is not due yet`);
  }
  log.info({ submissionId, outcome }, 'social post publication');
  return { outcome };
});
