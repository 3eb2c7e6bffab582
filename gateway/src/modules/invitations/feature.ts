import type { AppConfig } from '../../config.js';
import type { SessionCookie } from '../../http/session-cookie.js';
import type { Feature } from '../../shared/feature.js';
import { InvitationsResolver } from './invitations.resolver.js';
import type { InvitationsService } from './invitations.service.js';

/** Staff's invitations to join the portal, and accepting them. */
export const invitationsFeature: Feature<{
  invitations: InvitationsService;
  cookie: SessionCookie;
  config: Pick<AppConfig, 'publicUrl'>;
}> = {
  name: 'invitations',
  resolvers: [InvitationsResolver],
  register: (_app, { invitations, cookie, config }) => [
    new InvitationsResolver(invitations, cookie, config.publicUrl),
  ],
};
