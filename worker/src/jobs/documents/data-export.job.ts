import { prepareDataExport } from '@portal/gateway/modules/my-data/worker';
import { JobName, jobId } from '@portal/schema';
import { defineJob } from '../../job-handler.js';

/**
 * Prepares a member's data archive (data.json and their documents, streamed into the storage),
 * marks the request ready and hands its e-mail with the one-time link to the mail queue. A
 * failure throws, so BullMQ retries; the sweep requeues a request still preparing.
 */
export default defineJob(JobName.DataExportPrepare, async ({ exportId }, context) => {
  const mailId = await prepareDataExport(context.em, context.storage, exportId);
  if (!mailId) return { prepared: false };
  await context.requeue(
    JobName.AccountMailSend,
    { mailId },
    { jobId: jobId(JobName.AccountMailSend, mailId) },
  );
  context.log.info({ exportId }, 'data export ready');
  return { prepared: true };
});
