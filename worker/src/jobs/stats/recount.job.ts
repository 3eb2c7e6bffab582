import { recountStats } from '@portal/gateway/modules/stats/worker';
import { JobName } from '@portal/schema';
import { defineJob } from '../../job-handler.js';

/** Recomputes the portal's counts (members, discussions, documents, pending items). */
export default defineJob(JobName.StatsRecount, async ({ reason }, { em, log }) => {
  const counts = await recountStats(em);
  log.info({ reason, counts }, 'portal counts recomputed');
  return counts;
});
