import { JobName } from '@portal/schema';
import { defineJob } from '../../job-handler.js';
import { enqueueDueDeliveries } from './reconcile-webhooks.js';

/** Wakes the due webhook deliveries after an event was recorded (the sweep does the same). */
export default defineJob(JobName.WebhooksDispatch, async (payload, context) => {
  const counts = await enqueueDueDeliveries(context);
  context.log.debug({ ...payload, ...counts }, 'webhook deliveries enqueued');
  return counts;
});
