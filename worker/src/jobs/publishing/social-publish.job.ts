import {
  publishSocialPost,
  socialPublishersFromEnv,
} from '@portal/gateway/modules/moderation/worker';
import { JobName, webhooksDispatchOptions } from '@portal/schema';
import { defineJob } from '../../job-handler.js';

/** Publishes one approved social post at its time, once (one publication row per post). */
export default defineJob(JobName.SocialPublish, async ({ submissionId }, { em, log, enqueue }) => {
  // SOCIAL_WEBHOOK_URL (or SOCIAL_WEBHOOK_URL_<PLATFORM>) and SOCIAL_WEBHOOK_SECRET, read when the
  // job runs rather than when the module loads: a module is loaded once per process (the tests
  // share one between files), the settings belong to the worker that runs. Unset: recorded only.
  const outcome = await publishSocialPost(em, submissionId, socialPublishersFromEnv());
  if (outcome === 'not-due') {
    // Fired early (clock skew): fail so that the retry's backoff brings it back.
    throw new Error(`Social post ${submissionId} is not due yet`);
  }
  if (outcome === 'published-with-webhooks') {
    await enqueue(JobName.WebhooksDispatch, { reason: 'event' }, webhooksDispatchOptions());
  }
  log.info({ submissionId, outcome }, 'social post publication');
  return { outcome };
});
