import { badUserInput } from '../../errors/domain-error.js';
import { type PageForms, pageFormViewerId } from '../../http/page-forms.js';
import { requestLanguage } from '../../http/page-language.js';
import { MAIL_LANGUAGES } from '../../values/mail-preference.js';
import type { ConsultationRateLimiter } from './consultation-rate-limiter.js';
import {
  type ConsultationWake,
  createConsultation,
  respondToConsultation,
} from './consultations.service.js';

/** The lawyer's requests page (web pages/consultation-requests). */
export const CONSULTATION_REQUESTS_PATH = '/consultation-requests';

/**
 * A lawyer's consultation page without the script (http/page-forms.ts): POST /api/consultations'
 * service and limits; the requester then lands on the request's private tracking page, which
 * the script's flow links to.
 */
export function registerConsultationForm(
  pageForms: PageForms,
  deps: { limiter: ConsultationRateLimiter; wake: ConsultationWake },
): void {
  pageForms.add({
    path: '/lawyers/:slug/consultation',
    form: 'consultation',
    fields: [
      'lawyerId',
      'clientName',
      'clientEmail',
      'clientPhone',
      'consultationType',
      'description',
      'preferredDate',
      'website',
    ],
    async handle(request, _reply, values) {
      const created = await createConsultation(
        request.em,
        deps.limiter,
        { ...values, preferredDate: values.preferredDate || null },
        { ip: request.ip, language: requestLanguage(request, MAIL_LANGUAGES, 'en') },
        deps.wake,
      );
      return created.trackingPath;
    },
  });
}

/**
 * The lawyer's answer on the requests page without the script: respondToConsultation's rules,
 * the pressed button (`answer`) deciding accept or decline; the lawyer then sees the request
 * among the answered ones.
 */
export function registerConsultationAnswerForm(
  pageForms: PageForms,
  deps: { wake: ConsultationWake },
): void {
  pageForms.add({
    path: CONSULTATION_REQUESTS_PATH,
    form: 'consultation-answer',
    fields: ['consultationId', 'answer', 'message', 'proposedContact'],
    async handle(request, reply, values) {
      const lawyerUserId = await pageFormViewerId(request, reply);
      if (values.answer !== 'accept' && values.answer !== 'decline') {
        throw badUserInput({ answer: 'must be accept or decline' });
      }
      await respondToConsultation(
        request.em,
        lawyerUserId,
        values.consultationId ?? '',
        {
          accept: values.answer === 'accept',
          message: values.message ?? '',
          proposedContact: values.proposedContact || null,
        },
        deps.wake,
      );
      return `${CONSULTATION_REQUESTS_PATH}?filter=answered&done=${values.answer}`;
    },
  });
}
