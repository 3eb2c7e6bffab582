import { loadOrphanSweepConfig, removeOrphanFiles } from '@portal/gateway/modules/documents/worker';
import { JobName } from '@portal/schema';
import { defineJob } from '../../job-handler.js';

/** Removes stored files and `.partial` leftovers that no committed document row names. */
export default defineJob(JobName.DocumentsOrphanSweep, async ({ reason }, { em, log, storage }) => {
  // STORAGE_ORPHAN_MIN_AGE_MS: younger files are never touched (their row may be committing).
  const { minAgeMs } = loadOrphanSweepConfig();
  const result = await removeOrphanFiles(em, storage, { minAgeMs });
  if (result.orphans > 0 || result.partials > 0) {
    log.info({ reason, ...result }, 'orphan files removed');
  }
  return result;
});
