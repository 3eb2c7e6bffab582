import type { PageForms } from '../../http/page-forms.js';
import type { ContactService } from './contact.service.js';

/** The public pages whose contact form posts back to them (web ContactForm). */
const CONTACT_PAGES = ['/leadership', '/accessibility'] as const;

/**
 * The contact form without the script (http/page-forms.ts): sendContactMessage's service; the
 * page then says the message was sent (`?sent=contact`).
 */
export function registerContactForms(pageForms: PageForms, contact: ContactService): void {
  for (const path of CONTACT_PAGES) {
    pageForms.add({
      path,
      form: 'contact',
      fields: ['name', 'email', 'subject', 'message', 'website'],
      async handle(request, _reply, values) {
        await contact.send(request.em, {
          name: values.name ?? '',
          email: values.email ?? '',
          subject: values.subject ?? '',
          message: values.message ?? '',
          website: values.website || null,
          ip: request.ip,
        });
        return `${path}?sent=contact`;
      },
    });
  }
}
