import type { MailMessage } from '../../mail/mailer.js';
import { ConsultationStatus } from '../../values/consultation-status.js';
import type { ConsultationType } from '../../values/consultation-type.js';
import { ConsultationMailKind } from './consultation-mail.entity.js';
import { CONSULTATION_MAIL_WORDS } from './consultation-mail-words.js';
import type { ConsultationMailToSend } from './consultation-mails.js';
import { TRACKING_PATH } from './consultations.service.js';

/** The lawyer's own page of the requests addressed to them (web/src/pages/consultation-requests). */
export const LAWYER_REQUESTS_PATH = '/consultation-requests';

/**
 * The text of a consultation e-mail in its recipient's language: the requester's as they asked,
 * the lawyer's from their e-mail settings. The requester's always carries the tracking link, the
 * only way back to it.
 */
export function consultationMailMessage(mail: ConsultationMailToSend, origin: string): MailMessage {
  const base = origin.replace(/\/$/, '');
  const words = CONSULTATION_MAIL_WORDS[mail.language];
  const tracking = `${base}${TRACKING_PATH}${mail.trackingToken ?? ''}`;
  const type = words.types[mail.consultationType as ConsultationType] ?? mail.consultationType;
  const message = (subject: string, hello: string, lines: string[]): MailMessage => ({
    to: mail.recipient,
    subject,
    text: [words.hello(hello), '', ...lines].join('\n'),
    headers: { 'Content-Language': mail.language },
  });
  switch (mail.kind) {
    case ConsultationMailKind.REQUEST_SENT:
      return message(words.sent.subject(mail.lawyerName), mail.clientName, [
        words.sent.body(mail.lawyerName),
        tracking,
      ]);
    case ConsultationMailKind.NEW_REQUEST:
      return message(words.newRequest.subject(mail.clientName), mail.lawyerName, [
        words.newRequest.body(mail.clientName, type),
        '',
        mail.description,
        '',
        words.newRequest.answer(`${base}${LAWYER_REQUESTS_PATH}`),
      ]);
    case ConsultationMailKind.REMINDER:
      return message(words.reminder.subject(mail.clientName), mail.lawyerName, [
        words.reminder.body(mail.clientName, type),
        '',
        words.reminder.answer(`${base}${LAWYER_REQUESTS_PATH}`),
      ]);
    case ConsultationMailKind.EXPIRED:
      return message(words.expired.subject, mail.clientName, [
        words.expired.body(mail.lawyerName, mail.specialization),
        ...mail.suggestions.map((s) => `- ${s.fullName}: ${base}/lawyers/${s.slug}`),
        words.expired.everyone(
          `${base}/public-lawyers?specialization=${encodeURIComponent(mail.specialization)}`,
        ),
        '',
        words.yourRequest(tracking),
      ]);
    case ConsultationMailKind.ANSWERED: {
      const accepted = mail.status === ConsultationStatus.APPROVED;
      const answered = words.answered;
      return message(
        accepted
          ? answered.acceptedSubject(mail.lawyerName)
          : answered.declinedSubject(mail.lawyerName),
        mail.clientName,
        [
          accepted ? answered.accepted(mail.lawyerName) : answered.declined(mail.lawyerName),
          '',
          mail.responseMessage ?? '',
          ...(accepted && mail.proposedContact
            ? ['', answered.proposedContact(mail.proposedContact)]
            : []),
          '',
          words.yourRequest(tracking),
        ],
      );
    }
  }
}
