import type { PageForms } from '../../http/page-forms.js';
import type { ConsultationRateLimiter } from './consultation-rate-limiter.js';
import { type ConsultationWake, createConsultation } from './consultations.service.js';

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
        request.ip,
        deps.wake,
      );
      return created.trackingPath;
    },
  });
}
