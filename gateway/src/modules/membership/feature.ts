import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config.js';
import { PublicFormLimiter } from '../../http/public-form-limiter.js';
import type { Logger } from '../../logger.js';
import type { Feature } from '../../shared/feature.js';
import type { InvitationsService } from '../invitations/index.js';
import { MembershipResolver } from './membership.resolver.js';
import { registerMembershipRoutes } from './membership.routes.js';
import { MembershipService } from './membership.service.js';

/** The public site's membership application form. */
export const membershipFeature: Feature<{
  redis: Redis;
  config: Pick<AppConfig, 'redisPrefix' | 'publicUrl' | 'publicFormLimit'>;
  logger: Logger;
  invitations: InvitationsService;
}> = {
  name: 'membership',
  resolvers: [MembershipResolver],
  register(app, { redis, config, logger, invitations }) {
    const membership = new MembershipService(
      new PublicFormLimiter(redis, config.redisPrefix, 'membership', config.publicFormLimit),
      invitations,
      logger,
    );
    registerMembershipRoutes(app, membership);
    return [new MembershipResolver(membership, config.publicUrl)];
  },
};
