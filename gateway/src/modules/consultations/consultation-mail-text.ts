import type { MailMessage } from '../../mail/mailer.js';
import { ConsultationStatus } from '../../values/consultation-status.js';
import { ConsultationMailKind } from './consultation-mail.entity.js';
import type { ConsultationMailToSend } from './consultation-mails.js';
import { TRACKING_PATH } from './consultations.service.js';

/** The lawyer's own page of the requests addressed to them (web/src/pages/consultation-requests). */
export const LAWYER_REQUESTS_PATH = '/consultation-requests';

/**
 * The text of a consultation e-mail, in English (e-mails carry no reader language yet, as the
 * account e-mails). The requester's always carries the tracking link, the only way back to it.
 */
export function consultationMailMessage(mail: ConsultationMailToSend, origin: string): MailMessage {
  const base = origin.replace(/\/$/, '');
  const tracking = `${base}${TRACKING_PATH}${mail.trackingToken ?? ''}`;
  switch (mail.kind) {
    case ConsultationMailKind.REQUEST_SENT:
      return {
        to: mail.recipient,
        subject: `Your consultation request to ${mail.lawyerName}`,
        text: [
          `Hello ${mail.clientName},`,
          '',
          `Your request was sent to ${mail.lawyerName}. Follow it, and read the answer, at this private link (keep it to yourself):`,
          tracking,
        ].join('\n'),
      };
    case ConsultationMailKind.NEW_REQUEST:
      return {
        to: mail.recipient,
        subject: `New consultation request from ${mail.clientName}`,
        text: [
          `Hello ${mail.lawyerName},`,
          '',
          `${mail.clientName} asks you for a consultation (${mail.consultationType}):`,
          '',
          mail.description,
          '',
          `Accept or decline it, with a message to them, here: ${base}${LAWYER_REQUESTS_PATH}`,
        ].join('\n'),
      };
    case ConsultationMailKind.REMINDER:
      return {
        to: mail.recipient,
        subject: `Reminder: ${mail.clientName} is waiting for your answer`,
        text: [
          `Hello ${mail.lawyerName},`,
          '',
          `${mail.clientName} asked you for a consultation (${mail.consultationType}) and has had no answer yet. Unanswered, the request expires and they are pointed to other lawyers.`,
          '',
          `Answer it here: ${base}${LAWYER_REQUESTS_PATH}`,
        ].join('\n'),
      };
    case ConsultationMailKind.EXPIRED:
      return {
        to: mail.recipient,
        subject: 'Your consultation request expired',
        text: [
          `Hello ${mail.clientName},`,
          '',
          `${mail.lawyerName} could not answer your request in time, so it has expired. These lawyers of the same practice (${mail.specialization}) take consultations:`,
          ...mail.suggestions.map((s) => `- ${s.fullName}: ${base}/lawyers/${s.slug}`),
          `Every one: ${base}/public-lawyers?specialization=${encodeURIComponent(mail.specialization)}`,
          '',
          `Your request: ${tracking}`,
        ].join('\n'),
      };
    case ConsultationMailKind.ANSWERED: {
      const accepted = mail.status === ConsultationStatus.APPROVED;
      return {
        to: mail.recipient,
        subject: accepted
          ? `${mail.lawyerName} accepted your consultation request`
          : `${mail.lawyerName} declined your consultation request`,
        text: [
          `Hello ${mail.clientName},`,
          '',
          accepted
            ? `${mail.lawyerName} accepted your request. Their message:`
            : `${mail.lawyerName} declined your request. Their message:`,
          '',
          mail.responseMessage ?? '',
          ...(accepted && mail.proposedContact
            ? ['', `Proposed contact: ${mail.proposedContact}`]
            : []),
          '',
          `Your request: ${tracking}`,
        ].join('\n'),
      };
    }
  }
}
