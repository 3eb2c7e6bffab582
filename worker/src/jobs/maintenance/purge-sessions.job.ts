import { purgeExpiredSessions } from '@portal/gateway/modules/users/worker';
import { JobName } from '@portal/schema';
import { defineJob } from '../../job-handler.js';

/** Deletes the sessions whose expiry has passed, which no cookie can use any more. */
export default defineJob(JobName.SessionsPurge, async ({ reason }, { em, log }) => {
  const deleted = await purgeExpiredSessions(em, new Date());
  log.info({ reason, deleted }, 'expired sessions purged');
  return { deleted };
});
