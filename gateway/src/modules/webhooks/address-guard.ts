import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

const LOOKUP_TIMEOUT_MS = 3_000;

export class RefusedAddress extends Error {
  override name = 'RefusedAddress';
}

/**
 * Whether an address is on the public internet: ipaddr.js classifies it ("unicast" is what no
 * special-purpose range claims: not loopback, private, link-local, carrier-grade NAT, unique
 * local, multicast, reserved, documentation…). IPv4-mapped IPv6 is judged as its IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/**
 * Every address `hostname` resolves to, refused when any is not public (unless `allowPrivate`):
 * a name with one private address among public ones could be made to reach it.
 */
export async function resolvePublicAddresses(
  hostname: string,
  allowPrivate: boolean,
): Promise<{ address: string; family: number }[]> {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  try {
    // Bounded: a name whose servers do not answer must not hold a request or a worker slot.
    addresses = await Promise.race([
      lookup(bare, { all: true, verbatim: true }),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('timeout')), LOOKUP_TIMEOUT_MS).unref(),
      ),
    ]);
  } catch {
    throw new RefusedAddress(`${bare} does not resolve`);
  }
  if (addresses.length === 0) throw new RefusedAddress(`${bare} does not resolve`);
  if (!allowPrivate) {
    const refused = addresses.find(({ address }) => !isPublicAddress(address));
    if (refused) {
      throw new RefusedAddress(`${bare} resolves to ${refused.address}, which is not public`);
    }
  }
  return addresses;
}
