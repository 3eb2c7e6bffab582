import { findDueDeliveries } from '@portal/gateway/modules/webhooks/worker';
import { JobName, jobId } from '@portal/schema';
import type { JobContext } from '../../job-handler.js';
import type { ReconcileStep } from '../submissions/reconcile-step.js';

/**
 * Every webhook delivery that is due and held by no worker gets its attempt's job: one never
 * enqueued (Redis was down), lost with Redis, or left by a worker killed mid-attempt (its lease
 * expired). The attempt's job id leaves a live job alone; the row's lease keeps one attempt at
 * a time. Shared by the dispatch job (a wake-up after an event) and the sweep.
 */
export async function enqueueDueDeliveries({ em, requeue }: Pick<JobContext, 'em' | 'requeue'>) {
  const due = await findDueDeliveries(em);
  let requeued = 0;
  for (const delivery of due) {
    const outcome = await requeue(
      JobName.WebhookDeliver,
      { deliveryId: delivery.id },
      { jobId: jobId(JobName.WebhookDeliver, delivery.id, delivery.attempts) },
    );
    if (outcome !== 'live') requeued += 1;
  }
  return { due: due.length, requeued };
}

export const reconcileWebhooks: ReconcileStep = {
  name: 'webhooks',
  run: (context) => enqueueDueDeliveries(context),
};
