import { badUserInput } from '../../errors/domain-error.js';
import type { PageForms } from '../../http/page-forms.js';
import type { SessionCookie } from '../../http/session-cookie.js';
import type { InvitationsService } from './invitations.service.js';

/**
 * The invitation page's form without the script (http/page-forms.ts): acceptInvitation's
 * service; the new member is signed in with the cookie acceptInvitation sets and goes home.
 */
export function registerJoinForm(
  pageForms: PageForms,
  { invitations, cookie }: { invitations: InvitationsService; cookie: SessionCookie },
): void {
  pageForms.add({
    path: '/join/:token',
    form: 'join',
    fields: ['fullName', 'username', 'password', 'confirmPassword'],
    secret: ['password', 'confirmPassword'],
    async handle(request, reply, values) {
      // The page's own check, which the script makes before sending.
      if (values.confirmPassword !== values.password) {
        throw badUserInput({ confirmPassword: 'must be the same as the password' });
      }
      const { token = '' } = request.params as { token?: string };
      const { session } = await invitations.accept(request.em, {
        token,
        fullName: values.fullName ?? '',
        username: values.username ?? '',
        password: values.password ?? '',
        userAgent: request.headers['user-agent'] ?? null,
        ip: request.ip,
        previousToken: cookie.read(request),
      });
      cookie.write(reply, session.token, session.expiresAt);
      return '/';
    },
  });
}
