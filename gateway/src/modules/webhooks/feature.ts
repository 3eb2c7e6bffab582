import { SecretBox } from '../../crypto/secret-box.js';
import type { JobQueue } from '../../queues/job-queue.js';
import type { AppConfig } from '../../settings/config.js';
import type { Feature } from '../../shared/feature.js';
import { webhookSettingsFromEnv } from './webhook-settings.js';
import { WebhooksResolver } from './webhooks.resolver.js';

/** Webhook endpoints that admins register for integrations. */
export const webhooksFeature: Feature<{
  config: Pick<AppConfig, 'mfaSecretKey'>;
  queues: JobQueue;
}> = {
  name: 'webhooks',
  resolvers: [WebhooksResolver],
  register: (_app, { config, queues }) => [
    new WebhooksResolver(
      { secrets: new SecretBox(config.mfaSecretKey), settings: () => webhookSettingsFromEnv() },
      queues,
    ),
  ],
};
