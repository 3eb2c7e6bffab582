// What the worker imports (@portal/gateway/modules/consultations/worker): the consultation
// e-mails. Apart from index.ts so that the worker loads no GraphQL or HTTP code.

export {
  applyConsultationDeadlines,
  loadConsultationDeadlines,
} from './consultation-deadlines.js';
export { consultationMailMessage } from './consultation-mail-text.js';
export {
  findUnsentConsultationMails,
  markConsultationMailSent,
  prepareConsultationMail,
} from './consultation-mails.js';
