import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config.js';
import { PublicFormLimiter } from '../../http/public-form-limiter.js';
import type { Logger } from '../../logger.js';
import type { Mailer } from '../../mail/mailer.js';
import type { InvitationsService } from '../invitations/invitations.service.js';
import { MembershipResolver } from '../membership/membership.resolver.js';
import { registerMembershipRoutes } from '../membership/membership.routes.js';
import { MembershipService } from '../membership/membership.service.js';
import { ContactResolver } from './contact.resolver.js';
import { registerContactRoutes } from './contact.routes.js';
import { ContactService } from './contact.service.js';

/**
 * Where visitors' messages go: CONTACT_EMAIL when set, else the MAIL_FROM address (the
 * association's own mailbox in most set-ups).
 */
export function contactRecipient(env: NodeJS.ProcessEnv, mailFrom: string): string {
  const configured = env.CONTACT_EMAIL?.trim();
  if (configured && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(configured)) return configured;
  return mailFrom;
}

/**
 * The public site's two forms (membership applications and messages to the association): their
 * services, REST routes and the resolvers to add to the schema.
 */
export function setUpPublicSite(
  app: FastifyInstance,
  deps: {
    redis: Redis;
    config: Pick<AppConfig, 'redisPrefix' | 'mailFrom' | 'publicUrl' | 'publicFormLimit'>;
    mailer: Mailer;
    logger: Logger;
    invitations: InvitationsService;
  },
): { resolvers: object[] } {
  const { redis, config, mailer, logger, invitations } = deps;
  const membership = new MembershipService(
    new PublicFormLimiter(redis, config.redisPrefix, 'membership', config.publicFormLimit),
    invitations,
    logger,
  );
  const contact = new ContactService(
    new PublicFormLimiter(redis, config.redisPrefix, 'contact', config.publicFormLimit),
    mailer,
    logger,
    contactRecipient(process.env, config.mailFrom),
  );
  registerMembershipRoutes(app, membership);
  registerContactRoutes(app, contact);
  return {
    resolvers: [new MembershipResolver(membership, config.publicUrl), new ContactResolver(contact)],
  };
}
