import type { Redis } from 'ioredis';
import type { PageForms } from '../../http/page-forms.js';
import { PublicFormLimiter } from '../../http/public-form-limiter.js';
import type { Logger } from '../../logging/logger.js';
import type { AppConfig } from '../../settings/config.js';
import type { Feature } from '../../shared/feature.js';
import type { InvitationsService } from '../invitations/index.js';
import { registerMembershipForm } from './membership.forms.js';
import { MembershipResolver } from './membership.resolver.js';
import { registerMembershipRoutes } from './membership.routes.js';
import { MembershipService } from './membership.service.js';

/** The public site's membership application form. */
export const membershipFeature: Feature<{
  redis: Redis;
  config: Pick<AppConfig, 'redisPrefix' | 'publicUrl' | 'publicFormLimit'>;
  logger: Logger;
  invitations: InvitationsService;
  pageForms: PageForms;
}> = {
  name: 'membership',
  resolvers: [MembershipResolver],
  register(app, { redis, config, logger, invitations, pageForms }) {
    const membership = new MembershipService(
      new PublicFormLimiter(redis, config.redisPrefix, 'membership', config.publicFormLimit),
      invitations,
      logger,
    );
    registerMembershipRoutes(app, membership);
    registerMembershipForm(pageForms, membership);
    return [new MembershipResolver(membership, config.publicUrl)];
  },
};
