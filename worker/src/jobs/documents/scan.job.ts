import { scanDocument } from '@portal/gateway/modules/documents/worker';
import { JobName } from '@portal/schema';
import { defineJob } from '../../job-handler.js';
import { STATS_AFTER_CHANGE } from '../stats/after-change.js';

/**
 * Scans an uploaded file with ClamAV: clean → available, infected → quarantined (uploader and
 * staff notified, file deleted). A clamd that cannot answer fails the job: its retries, then the
 * reconciling sweep, scan the row again (it stays `scanning`, never downloadable, meanwhile).
 */
export default defineJob(JobName.DocumentScan, async ({ documentId }, context) => {
  const { em, log, storage, scanner, enqueue } = context;
  if (!scanner) {
    throw new Error(
      'A document waits for its virus scan but this worker has no ClamAV configured (CLAMAV_SOCKET, or CLAMAV_HOST and CLAMAV_PORT).',
    );
  }
  const result = await scanDocument({ em, log }, storage, scanner, documentId);
  if (result.outcome === 'quarantined') {
    log.warn({ documentId, signature: result.signature }, 'document quarantined: virus found');
  } else if (result.outcome === 'available') {
    // The dashboard counts available documents.
    await enqueue(JobName.StatsRecount, { reason: 'manual' }, STATS_AFTER_CHANGE);
  }
  return result;
});
