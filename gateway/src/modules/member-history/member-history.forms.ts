import { type PageForms, pageFormViewer } from '../../http/page-forms.js';
import type { Role } from '../../values/role.js';
import { changeMemberRole } from '../members/index.js';

/** A member's history page (web pages/member-history). */
export const memberHistoryPath = (memberId: string) =>
  `/members/${encodeURIComponent(memberId)}/history`;

/**
 * The history page's form without the script (http/page-forms.ts): an admin's role change,
 * through the service changeMemberRole's GraphQL mutation calls; back to the page with `?done=`.
 */
export function registerMemberHistoryForms(pageForms: PageForms): void {
  pageForms.add({
    path: '/members/:id/history',
    form: 'memberRole',
    fields: ['role', 'reason'],
    async handle(request, reply, values) {
      const viewer = await pageFormViewer(request, reply);
      const { id = '' } = request.params as { id?: string };
      await changeMemberRole(request.em, viewer, id, {
        // The page's select sends GraphQL's names (MODERATOR), the service takes the values.
        role: (values.role ?? '').toLowerCase() as Role,
        reason: values.reason ?? '',
      });
      return `${memberHistoryPath(id)}?done=role`;
    },
  });
}
