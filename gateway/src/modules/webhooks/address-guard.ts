import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

const LOOKUP_TIMEOUT_MS = 3_000;

export class RefusedAddress extends Error {
  override name = 'RefusedAddress';
}

/**
 * Whether an address is on the public internet: ipaddr.js classifies it ("unicast" is what no
 * special-purpose range claims: not loopback, private, link-local, carrier-grade NAT, unique
 * local, multicast, reserved, documentation…). An IPv6 address that carries an IPv4 address
 * (IPv4-mapped, IPv4-compatible, IPv4-translated, NAT64, 6to4) is judged as that IPv4 address,
 * which is where it leads (F6: `[::127.0.0.1]` was taken for a public IPv6 address).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const ipv6 = parsed as ipaddr.IPv6;
  const carried = carriedIPv4(ipv6);
  if (carried) return carried.range() === 'unicast';
  // NAT64 for local use (RFC 8215): its IPv4 may sit at any of several offsets.
  if (ipv6.match(LOCAL_NAT64)) return false;
  return ipv6.range() === 'unicast';
}

const LOCAL_NAT64 = ipaddr.parseCIDR('64:ff9b:1::/48') as [ipaddr.IPv6, number];

/** Prefixes whose addresses carry an IPv4 address, with the offset of its 4 bytes. */
const CARRYING_PREFIXES = (
  [
    ['::/96', 12], // IPv4-compatible (deprecated, still routed by some stacks)
    ['::ffff:0:0/96', 12], // IPv4-mapped
    ['::ffff:0:0:0/96', 12], // IPv4-translated (RFC 6145)
    ['64:ff9b::/96', 12], // NAT64 well-known prefix (RFC 6052)
    ['2002::/16', 2], // 6to4 (RFC 3056)
  ] as const
).map(([cidr, offset]) => ({ range: ipaddr.parseCIDR(cidr) as [ipaddr.IPv6, number], offset }));

function carriedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const bytes = address.toByteArray();
  for (const { range, offset } of CARRYING_PREFIXES) {
    if (address.match(range)) return new ipaddr.IPv4(bytes.slice(offset, offset + 4));
  }
  return undefined;
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
