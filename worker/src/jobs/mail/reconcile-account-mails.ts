import { findUnsentAccountMails } from '@portal/gateway/modules/users/worker';
import { JobName, jobId } from '@portal/schema';
import type { JobContext } from '../../job-handler.js';
import type { ReconcileStep } from '../submissions/reconcile-step.js';

/** Unsent account e-mails older than this are no longer awaited (a link asked for long ago). */
export const ACCOUNT_MAIL_SWEEP_WINDOW_MS = 60 * 60 * 1000;

/**
 * The sweep's step for account e-mails, from PostgreSQL alone: an unsent one of the last hour
 * gets its job back (never enqueued while Redis was away, lost, or failed for good).
 */
export const reconcileAccountMails: ReconcileStep = {
  name: 'account-mails',
  async run(context: JobContext) {
    const unsent = await findUnsentAccountMails(
      context.em,
      new Date(Date.now() - ACCOUNT_MAIL_SWEEP_WINDOW_MS),
    );
    let requeued = 0;
    for (const mailId of unsent) {
      const outcome = await context.requeue(
        JobName.AccountMailSend,
        { mailId },
        { jobId: jobId(JobName.AccountMailSend, mailId) },
      );
      if (outcome !== 'live') requeued += 1;
    }
    return { unsent: unsent.length, requeued };
  },
};
