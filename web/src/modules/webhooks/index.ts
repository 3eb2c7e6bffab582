// The webhooks feature's public entry: what other features, pages and the app use of it.
export { WebhookEndpointForm } from './components/WebhookEndpointForm.js';
export { WebhookEndpointPanel } from './components/WebhookEndpointPanel.js';
export * as webhooksStyles from './components/Webhooks.css.js';
export { useWebhookEndpoints } from './hooks/useWebhooks.js';
