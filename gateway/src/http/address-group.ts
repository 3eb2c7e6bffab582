import { isIPv6 } from 'node:net';
import { Address6 } from 'ip-address';

/** How much of an IPv6 address names one client: a /64 is what one subscriber is given. */
export const IPV6_CLIENT_PREFIX = 64;

/**
 * The client a per-address limit counts a request against (F3): an IPv4 address whole (/32;
 * an IPv4-mapped IPv6 address as its IPv4), an IPv6 address by its /64, so that the 2^64
 * addresses of one network are one client and not an unlimited supply of fresh ones. Every
 * per-address limit (sign-in, /graphql and /api, public forms, consultations, CSP reports) keys
 * by this.
 */
export function addressGroupOf(ip: string): string {
  if (!isIPv6(ip)) return ip.toLowerCase();
  const address = new Address6(ip);
  if (address.isMapped4()) return address.to4().correctForm();
  return new Address6(`${ip}/${IPV6_CLIENT_PREFIX}`).startAddress().correctForm();
}
