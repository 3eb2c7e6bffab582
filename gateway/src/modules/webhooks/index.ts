// What the worker uses of webhooks: delivering, finding due deliveries, recording events.

export { WebhookDelivery, WebhookEndpoint, WebhookEventRecord } from './webhook.entities.js';
export * from './worker.js';
