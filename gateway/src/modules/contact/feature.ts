import type { Redis } from 'ioredis';
import type { PageForms } from '../../http/page-forms.js';
import { PublicFormLimiter } from '../../http/public-form-limiter.js';
import type { Logger } from '../../logging/logger.js';
import type { Mailer } from '../../mail/mailer.js';
import type { AppConfig } from '../../settings/config.js';
import { readSetting } from '../../settings/read-environment.js';
import type { Feature } from '../../shared/feature.js';
import { registerContactForms } from './contact.forms.js';
import { ContactResolver } from './contact.resolver.js';
import { registerContactRoutes } from './contact.routes.js';
import { ContactService } from './contact.service.js';

/**
 * Where visitors' messages go: CONTACT_EMAIL when set, else the MAIL_FROM address (the
 * association's own mailbox in most set-ups).
 */
export function contactRecipient(env: NodeJS.ProcessEnv, mailFrom: string): string {
  const configured = readSetting('CONTACT_EMAIL', env);
  if (configured && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(configured)) return configured;
  return mailFrom;
}

/** The public site's form for messages to the association. */
export const contactFeature: Feature<{
  redis: Redis;
  config: Pick<AppConfig, 'redisPrefix' | 'mailFrom' | 'publicFormLimit'>;
  mailer: Mailer;
  logger: Logger;
  pageForms: PageForms;
}> = {
  name: 'contact',
  resolvers: [ContactResolver],
  register(app, { redis, config, mailer, logger, pageForms }) {
    const contact = new ContactService(
      new PublicFormLimiter(redis, config.redisPrefix, 'contact', config.publicFormLimit),
      mailer,
      logger,
      contactRecipient(process.env, config.mailFrom),
    );
    registerContactRoutes(app, contact);
    registerContactForms(pageForms, contact);
    return [new ContactResolver(contact)];
  },
};
