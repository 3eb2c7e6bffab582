import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a delivery may be (its signed timestamp), against replays of a captured one. */
export const TOLERANCE_SECONDS = 5 * 60;

/**
 * Checks the portal's `X-Portal-Signature: t=<unix seconds>,v1=<hex>` header: the HMAC-SHA256,
 * with the endpoint's secret, of `<t>.<raw body>`, compared in constant time, with a timestamp
 * no further than TOLERANCE_SECONDS from now. Use the raw body exactly as received.
 */
export function verifySignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): boolean {
  const parts = new Map(
    (header ?? '').split(',').map((part) => {
      const [key = '', value = ''] = part.trim().split('=', 2);
      return [key, value] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > TOLERANCE_SECONDS) {
    return false;
  }
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
