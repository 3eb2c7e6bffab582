import {
  loadSecurityLogRetentionDays,
  purgeSecurityEvents,
} from '@portal/gateway/modules/security-log/worker';
import { JobName } from '@portal/schema';
import { defineJob } from '../../job-handler.js';

/** Deletes the security events older than SECURITY_LOG_RETENTION_DAYS (default 365). */
export default defineJob(JobName.SecurityLogPurge, async ({ reason }, { em, log }) => {
  const days = loadSecurityLogRetentionDays();
  const deleted = await purgeSecurityEvents(em, { days });
  log.info({ reason, days, deleted }, 'old security events purged');
  return { deleted };
});
