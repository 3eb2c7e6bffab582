import { findDueNoticeMails } from '@portal/gateway/modules/notice-mails/worker';
import { JobName, jobId } from '@portal/schema';
import type { JobContext } from '../../job-handler.js';
import type { ReconcileStep } from '../submissions/reconcile-step.js';

/**
 * The sweep's step for the notice outbox, from PostgreSQL alone: every due, unsent notice
 * e-mail gets its job (the notices' own acts only write the row, so this is what wakes most of
 * them, within SUBMISSIONS_SWEEP_MS; a message's waits until its delay is over).
 */
export const reconcileNoticeMails: ReconcileStep = {
  name: 'notice-mails',
  async run(context: JobContext) {
    const due = await findDueNoticeMails(context.em);
    let requeued = 0;
    for (const mailId of due) {
      const outcome = await context.requeue(
        JobName.NoticeMailSend,
        { mailId },
        { jobId: jobId(JobName.NoticeMailSend, mailId) },
      );
      if (outcome !== 'live') requeued += 1;
    }
    return { due: due.length, requeued };
  },
};
