import { normalizeIP } from '@fastify/rate-limit';

/** How much of an IPv6 address names one client: a /64 is what one subscriber is given. */
export const IPV6_CLIENT_PREFIX = 64;

/**
 * The client a per-address limit counts a request against (F3): an IPv4 address whole (/32;
 * an IPv4-mapped IPv6 address as its IPv4), an IPv6 address by its /64, so that the 2^64
 * addresses of one network are one client and not an unlimited supply of fresh ones. Every
 * per-address limit (sign-in, /graphql and /api, public forms, consultations, CSP reports) keys
 * by this. @fastify/rate-limit's own normalisation, so that all of them agree with it.
 */
export function addressGroupOf(ip: string): string {
  return normalizeIP(ip, IPV6_CLIENT_PREFIX);
}
