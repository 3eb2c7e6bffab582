import {
  consultationMailMessage,
  markConsultationMailSent,
  prepareConsultationMail,
} from '@portal/gateway/modules/consultations/worker';
import { withHtmlPart } from '@portal/gateway/modules/notice-mails/worker';
import { JobName } from '@portal/schema';
import { defineJob } from '../../job-handler.js';

/**
 * Sends one consultation e-mail, once: the row's `sent_at` is set after the SMTP server took it.
 * A failed send throws, so BullMQ retries it with backoff; a requester's link is made afresh on
 * each try (only its hash is stored). Without SMTP_URL the text is logged, as account e-mails.
 */
export default defineJob(JobName.ConsultationMailSend, async ({ mailId }, { em, log, mail }) => {
  const prepared = await prepareConsultationMail(em, mailId);
  if (!prepared) return { sent: false };
  // Its HTML part from the notice e-mails' template library: one renderer for every e-mail.
  const message = await withHtmlPart(
    consultationMailMessage(prepared, mail?.origin ?? 'http://localhost:3000'),
    prepared.language,
  );
  if (mail) {
    await mail.mailer.send(message);
  } else {
    log.info({ mail: message }, 'E-mail not sent (SMTP_URL is not set); here is its text');
  }
  await markConsultationMailSent(em, mailId);
  log.info({ mailId, kind: prepared.kind }, 'consultation e-mail sent');
  return { sent: true };
});
