import {
  attemptDelivery,
  webhookSecretBox,
  webhookSettingsFromEnv,
} from '@portal/gateway/modules/webhooks/worker';
import { JobName, jobId } from '@portal/schema';
import { defineJob } from '../../job-handler.js';

/**
 * One attempt of one webhook delivery. A failure is not a failed job: the row records it and
 * its next attempt, and a delayed job (the next attempt's id) brings it back at that time; the
 * sweep covers a lost one. Settings are read when the job runs (WEBHOOK_*), as the social
 * publisher's.
 */
export default defineJob(JobName.WebhookDeliver, async ({ deliveryId }, { em, enqueue, log }) => {
  const outcome = await attemptDelivery(
    em,
    deliveryId,
    webhookSettingsFromEnv(),
    webhookSecretBox(),
  );
  if (outcome.kind === 'retry') {
    await enqueue(
      JobName.WebhookDeliver,
      { deliveryId },
      {
        jobId: jobId(JobName.WebhookDeliver, deliveryId, outcome.attempt),
        delay: Math.max(0, outcome.retryAt.getTime() - Date.now()),
      },
    );
  }
  if (outcome.kind === 'failed') log.warn({ deliveryId }, 'webhook delivery failed for good');
  log.debug({ deliveryId, ...outcome }, 'webhook delivery attempt');
  return outcome;
});
