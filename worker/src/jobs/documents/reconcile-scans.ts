import { findDocumentsToScan } from '@portal/gateway/modules/documents/worker';
import { JobName, jobId } from '@portal/schema';
import type { JobContext } from '../../job-handler.js';
import type { ReconcileStep } from '../submissions/reconcile-step.js';

/**
 * Every document still `scanning` gets its scan job again: stored while Redis was down (never
 * enqueued), lost with a Redis restart, or failed for good (clamd unreachable). A job waiting or
 * running is left alone (requeue). Without a scanner in this worker nothing is enqueued: the jobs
 * could only fail; the worker's start log says so.
 */
export const reconcileDocumentScans: ReconcileStep = {
  name: 'documentScans',
  async run({ em, requeue, scanner }: JobContext) {
    if (!scanner) return { scanning: 0, requeued: 0 };
    const ids = await findDocumentsToScan(em);
    let requeued = 0;
    for (const documentId of ids) {
      const outcome = await requeue(
        JobName.DocumentScan,
        { documentId },
        { jobId: jobId(JobName.DocumentScan, documentId) },
      );
      if (outcome !== 'live') requeued += 1;
    }
    return { scanning: ids.length, requeued };
  },
};
