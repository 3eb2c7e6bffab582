import {
  applyConsultationDeadlines,
  findUnsentConsultationMails,
  loadConsultationDeadlines,
} from '@portal/gateway/modules/consultations/worker';
import { JobName, jobId } from '@portal/schema';
import type { JobContext } from '../../job-handler.js';
import type { ReconcileStep } from '../submissions/reconcile-step.js';

/** Unsent consultation e-mails older than this are no longer sent (a week: the request's life). */
export const CONSULTATION_MAIL_SWEEP_WINDOW_MS = 8 * 24 * 60 * 60 * 1000;

/**
 * The sweep's step for consultation requests, from PostgreSQL alone: reminds lawyers of the
 * requests waiting past the reminder delay and expires those past the deadline (each once,
 * recorded with its e-mail), then gives every unsent consultation e-mail its job back.
 */
export const reconcileConsultations: ReconcileStep = {
  name: 'consultations',
  async run(context: JobContext) {
    const { reminded, expired } = await applyConsultationDeadlines(
      context.em,
      loadConsultationDeadlines(),
    );
    const unsent = await findUnsentConsultationMails(
      context.em,
      new Date(Date.now() - CONSULTATION_MAIL_SWEEP_WINDOW_MS),
    );
    let requeued = 0;
    for (const mailId of unsent) {
      const outcome = await context.requeue(
        JobName.ConsultationMailSend,
        { mailId },
        { jobId: jobId(JobName.ConsultationMailSend, mailId) },
      );
      if (outcome !== 'live') requeued += 1;
    }
    return { reminded, expired, unsent: unsent.length, requeued };
  },
};
