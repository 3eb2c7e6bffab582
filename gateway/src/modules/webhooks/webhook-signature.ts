import { createHmac } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-portal-signature';
export const EVENT_ID_HEADER = 'x-portal-event-id';
export const EVENT_TYPE_HEADER = 'x-portal-event';
export const DELIVERY_ID_HEADER = 'x-portal-delivery';

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` with the endpoint's secret: the
 * timestamp is signed with the body, so a receiver can refuse an old message replayed.
 */
export function signatureHeader(secret: string, body: string, timestamp: number): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}
