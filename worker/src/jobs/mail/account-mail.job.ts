import { withHtmlPart } from '@portal/gateway/modules/notice-mails/worker';
import {
  accountMailMessage,
  markAccountMailSent,
  prepareAccountMail,
} from '@portal/gateway/modules/users/worker';
import { JobName } from '@portal/schema';
import { defineJob } from '../../job-handler.js';

/**
 * Sends one account e-mail (a reset or confirmation link, or a notice of a change), once: the
 * row's `sent_at` is set after the SMTP server took it. A failed send throws, so BullMQ retries
 * it with backoff; each try makes the link's token afresh (only its hash is stored). Without
 * SMTP_URL the text is logged instead, as the gateway's mailer does in development.
 */
export default defineJob(JobName.AccountMailSend, async ({ mailId }, { em, log, mail }) => {
  const prepared = await prepareAccountMail(em, mailId);
  if (!prepared) return { sent: false };
  // Its HTML part from the notice e-mails' template library: one renderer for every e-mail.
  const message = await withHtmlPart(
    accountMailMessage(prepared, mail?.origin ?? 'http://localhost:3000'),
    prepared.language,
  );
  if (mail) {
    await mail.mailer.send(message);
  } else {
    log.info({ mail: message }, 'E-mail not sent (SMTP_URL is not set); here is its text');
  }
  await markAccountMailSent(em, mailId);
  log.info({ mailId, kind: prepared.kind }, 'account e-mail sent');
  return { sent: true };
});
