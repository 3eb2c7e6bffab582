// What the worker uses of webhooks: delivering, finding due deliveries, recording events.

export { WebhookDelivery, WebhookEndpoint, WebhookEventRecord } from './webhook.entity.js';
export * from './worker.js';
