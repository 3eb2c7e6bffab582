import { createHash } from 'node:crypto';

/**
 * A stable UUID for a seeded row, derived from its natural key, so that every run of the seed
 * produces the same ids (links and tests can rely on them) without any randomness.
 */
export function seedUuid(key: string): string {
  const hex = createHash('sha256').update(`portal-seed:${key}`).digest('hex');
  // Version 8 ("custom") with the RFC 9562 variant bits.
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `8${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}
