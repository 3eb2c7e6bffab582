import type { PageForms } from '../../http/page-forms.js';
import type { MembershipService } from './membership.service.js';

const APPLY_PATH = '/apply';

/**
 * The membership application without the script (http/page-forms.ts): applyForMembership's
 * service; the page then says the application was received (`?sent=application`: no personal
 * data in the address).
 */
export function registerMembershipForm(pageForms: PageForms, membership: MembershipService): void {
  const optional = (value: string | undefined) => (value?.trim() ? value : null);
  pageForms.add({
    path: APPLY_PATH,
    form: 'membership',
    fields: [
      'fullName',
      'email',
      'phone',
      'barNumber',
      'specialization',
      'city',
      'message',
      'website',
    ],
    async handle(request, _reply, values) {
      await membership.apply(request.em, {
        fullName: values.fullName ?? '',
        email: values.email ?? '',
        phone: optional(values.phone),
        barNumber: values.barNumber ?? '',
        specialization: optional(values.specialization),
        city: optional(values.city),
        message: optional(values.message),
        website: values.website || null,
        ip: request.ip,
      });
      return `${APPLY_PATH}?sent=application`;
    },
  });
}
