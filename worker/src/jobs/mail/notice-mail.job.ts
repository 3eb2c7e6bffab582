import { sendNoticeMail } from '@portal/gateway/modules/notice-mails/worker';
import { JobName } from '@portal/schema';
import { defineJob } from '../../job-handler.js';

/**
 * Sends one e-mail of the notice outbox, at most once (see sendNoticeMail: the row is locked
 * while the SMTP server takes it and marked sent in the same transaction). A failed send throws,
 * so BullMQ retries it with backoff; a permanent refusal is recorded as a bounce and not retried.
 * Without SMTP_URL the e-mail is logged instead, as the other e-mails of the worker.
 */
export default defineJob(JobName.NoticeMailSend, async ({ mailId }, { em, log, mail }) => {
  const origin = mail?.origin ?? 'http://localhost:3000';
  const result = await sendNoticeMail(
    em,
    mailId,
    async (message) => {
      if (mail) await mail.mailer.send(message);
      else log.info({ mail: message }, 'E-mail not sent (SMTP_URL is not set); here is its text');
    },
    origin,
  );
  if (result.outcome !== 'nothing to do') log.info({ mailId, ...result }, 'notice e-mail');
  return result;
});
