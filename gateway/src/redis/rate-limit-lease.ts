import type { RateLimitState, RedisRateLimit } from './rate-limit.js';

/** Leases shorter than this are not worth a local count (the window is about to end). */
const MIN_LEASE_MS = 1_000;
/** Past this many keys held, the ended leases are dropped before a new one is kept. */
const PRUNE_AT = 10_000;

interface Lease {
  /** Points taken in Redis and not yet used by a request of this process. */
  left: number;
  /** The key's state in Redis when the lease was taken (its points counted). */
  state: RateLimitState;
  endsAt: number;
}

/**
 * A RedisRateLimit counted in leases: a hit far from the limit takes `size` points in one Redis
 * round trip and the next `size - 1` hits of that key in this process use them without asking
 * Redis (a round trip per request was a sixth of a small API answer's time). Near the limit
 * (less than two leases left) every hit is counted in Redis, so the refusal comes at the same
 * request as without leases; a process may hold up to `size - 1` points it has not used, so a
 * key can be refused that many requests early per process. A lease ends with its window.
 */
export class LeasedRateLimit {
  readonly #leases = new Map<string, Lease>();

  constructor(
    readonly limit: RedisRateLimit,
    readonly size: number,
    private readonly redisReady: () => boolean = () => true,
  ) {}

  get rule() {
    return this.limit.rule;
  }

  async hit(key: string): Promise<RateLimitState> {
    const now = Date.now();
    const known = this.#leases.get(key);
    const current = known && now < known.endsAt ? known : undefined;
    // Without Redis no lease is used: a limit that must refuse then (tokens) still does.
    if (current && current.left > 0 && this.redisReady()) {
      current.left -= 1;
      return this.#asUsed(current, now);
    }
    const room = current ? current.state.remaining : this.rule.points;
    const points = this.size > 1 && room >= 2 * this.size ? this.size : 1;
    const state = await this.limit.hit(key, points);
    const endsAt = now + state.resetSeconds * 1000;
    const usable = !state.exceeded && endsAt - now >= MIN_LEASE_MS;
    if (!known && this.#leases.size >= PRUNE_AT) this.#prune(now);
    // Kept even without points left: the next hit reads how much room the key has.
    this.#leases.set(key, { left: usable ? points - 1 : 0, state, endsAt });
    return this.#asUsed({ left: points - 1, state, endsAt }, now);
  }

  /** The key's state as the requests so far see it: the lease's unused points not counted. */
  #asUsed(lease: Lease, now: number): RateLimitState {
    const consumed = lease.state.consumed - lease.left;
    return {
      ...lease.state,
      consumed,
      remaining: Math.max(0, this.rule.points - consumed),
      resetSeconds: Math.max(1, Math.ceil((lease.endsAt - now) / 1000)),
      exceeded: consumed > this.rule.points,
    };
  }

  #prune(now: number): void {
    for (const [key, lease] of this.#leases) if (now >= lease.endsAt) this.#leases.delete(key);
  }
}

/** The lease size for an allowance: a hundredth of it (at least 1: no lease). */
export function leaseSizeFor(points: number): number {
  return Math.max(1, Math.floor(points / 100));
}
