import { type PageForms, pageFormViewer } from '../../http/page-forms.js';
import type { InvitationsService } from './invitations.service.js';

/** Staff's list of pending invitations (web pages/invitations). */
export const INVITATIONS_PATH = '/admin/invitations';

/**
 * The pending invitations' "Send again" buttons without the script (http/page-forms.ts), through
 * the service resendInvitation calls; back to the list with `?resent=1`. The new link is
 * e-mailed, never put in an address.
 */
export function registerResendForm(
  pageForms: PageForms,
  { invitations, publicUrl }: { invitations: InvitationsService; publicUrl: string },
): void {
  pageForms.add({
    path: INVITATIONS_PATH,
    form: 'resendInvitation',
    fields: ['invitationId'],
    async handle(request, reply, values) {
      const viewer = await pageFormViewer(request, reply);
      await invitations.resend(request.em, viewer, values.invitationId ?? '', publicUrl);
      return `${INVITATIONS_PATH}?resent=1`;
    },
  });
}
