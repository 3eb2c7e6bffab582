// What the worker uses of webhooks: delivering, finding due deliveries, recording events.

export { WebhookEventType } from '../../values/webhook-values.js';
export { attemptDelivery, backoffMs, findDueDeliveries } from './webhook-delivery.js';
export {
  recordWebhookEvent,
  recordWebhookEvents,
  type WebhookEventInput,
  type WebhookWake,
} from './webhook-outbox.js';
export { webhookSecretBox, webhookSettingsFromEnv } from './webhook-settings.js';
