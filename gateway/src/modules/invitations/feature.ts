import type { PageForms } from '../../http/page-forms.js';
import type { SessionCookie } from '../../http/session-cookie.js';
import type { AppConfig } from '../../settings/config.js';
import type { Feature } from '../../shared/feature.js';
import { registerResendForm } from './invitations.forms.js';
import { InvitationsResolver } from './invitations.resolver.js';
import { registerInvitationRoutes } from './invitations.routes.js';
import type { InvitationsService } from './invitations.service.js';
import { registerJoinForm } from './join.forms.js';

/** Staff's invitations to join the portal, and accepting them. */
export const invitationsFeature: Feature<{
  invitations: InvitationsService;
  cookie: SessionCookie;
  config: Pick<AppConfig, 'publicUrl'>;
  pageForms: PageForms;
}> = {
  name: 'invitations',
  resolvers: [InvitationsResolver],
  register: (app, { invitations, cookie, config, pageForms }) => {
    registerInvitationRoutes(app, { invitations, publicUrl: config.publicUrl });
    registerJoinForm(pageForms, { invitations, cookie });
    registerResendForm(pageForms, { invitations, publicUrl: config.publicUrl });
    return [new InvitationsResolver(invitations, cookie, config.publicUrl)];
  },
};
