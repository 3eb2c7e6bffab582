import {
  findPreparingDataExports,
  removeFinishedArchives,
} from '@portal/gateway/modules/my-data/worker';
import { JobName, jobId } from '@portal/schema';
import type { JobContext } from '../../job-handler.js';
import type { ReconcileStep } from '../submissions/reconcile-step.js';

/** A request preparing for longer than this has lost its job (an archive takes seconds). */
export const DATA_EXPORT_SWEEP_AGE_MS = 10 * 60 * 1000;

/**
 * The sweep's step for data exports: a request still preparing gets its job back, and an
 * archive whose link was used or expired is deleted.
 */
export const reconcileDataExports: ReconcileStep = {
  name: 'data-exports',
  async run(context: JobContext) {
    const preparing = await findPreparingDataExports(
      context.em,
      new Date(Date.now() - DATA_EXPORT_SWEEP_AGE_MS),
    );
    let requeued = 0;
    for (const exportId of preparing) {
      const outcome = await context.requeue(
        JobName.DataExportPrepare,
        { exportId },
        { jobId: jobId(JobName.DataExportPrepare, exportId) },
      );
      if (outcome !== 'live') requeued += 1;
    }
    const removed = await removeFinishedArchives(context.em, context.storage);
    return { preparing: preparing.length, requeued, removed };
  },
};
