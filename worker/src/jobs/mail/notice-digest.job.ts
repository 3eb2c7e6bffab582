import { planDigests } from '@portal/gateway/modules/notice-mails/worker';
import { readSetting } from '@portal/gateway/settings/config';
import { JobName, jobId } from '@portal/schema';
import { defineJob } from '../../job-handler.js';

/**
 * Records the digests owed now (one per member and period, keyed in PostgreSQL, so a second run
 * or a second worker records nothing more) and gives each its send job.
 */
export default defineJob(JobName.NoticeMailDigest, async ({ reason }, { em, log, enqueue }) => {
  const planned = await planDigests(em, {
    now: new Date(),
    defaultZone: readSetting('MAIL_DIGEST_TIME_ZONE'),
    hour: readSetting('MAIL_DIGEST_HOUR'),
  });
  for (const mailId of planned) {
    await enqueue(
      JobName.NoticeMailSend,
      { mailId },
      { jobId: jobId(JobName.NoticeMailSend, mailId) },
    );
  }
  if (planned.length > 0) log.info({ reason, planned: planned.length }, 'digests planned');
  return { planned: planned.length };
});
