import { badUserInput } from '../../errors/domain-error.js';
import { type PageForms, pageFormViewer } from '../../http/page-forms.js';
import type { SessionCookie } from '../../http/session-cookie.js';
import type { CloseAccountService } from './close-account.service.js';
import type { DataExportService } from './data-export.service.js';

/** The security page (web pages/security), where both forms are. */
export const SECURITY_PATH = '/profile/security';
/** The form's name in the page's form state (web modules/security MyData). */
export const MY_DATA_FORM = 'myData';

/**
 * The security page's "Download my data" and "Close my account" without the script (one form
 * for both: `action` says which), over the services the mutations call. A request comes back
 * to the page (`?done=export`); a closed account goes to the sign-in page.
 */
export function registerMyDataForms(
  pageForms: PageForms,
  deps: { exports: DataExportService; closing: CloseAccountService; cookie: SessionCookie },
): void {
  pageForms.add({
    path: SECURITY_PATH,
    form: MY_DATA_FORM,
    fields: ['action', 'currentPassword', 'code'],
    secret: ['currentPassword', 'code'],
    async handle(request, reply, values) {
      const viewer = await pageFormViewer(request, reply);
      if (values.action === 'export') {
        await deps.exports.request(request.em, viewer.id);
        return `${SECURITY_PATH}?done=export`;
      }
      if (values.action !== 'close') throw badUserInput({ action: 'must be export or close' });
      if (!values.currentPassword) throw badUserInput({ currentPassword: 'is required' });
      await deps.closing.close(request.em, viewer, request.auth?.session ?? null, {
        currentPassword: values.currentPassword,
        code: values.code || null,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      deps.cookie.clear(reply);
      return '/login?closed=1';
    },
  });
}
