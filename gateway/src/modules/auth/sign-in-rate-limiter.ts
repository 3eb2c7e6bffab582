import type { EntityManager } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import { addressGroupOf } from '../../http/address-group.js';
import { type RedisRateLimit, rateLimitsOf } from '../../redis/rate-limit.js';
import {
  DEFAULT_SIGN_IN_THROTTLE,
  delayAfter,
  type FailureRule,
  type SignInThrottle,
} from '../../settings/sign-in-throttle.js';
import type { AccountLimitNotice } from './account-limit-notice.js';
import { signInUnavailable } from './auth.errors.js';

export type ThrottleKind = 'account-address' | 'account' | 'address' | 'global';

const KINDS = {
  'account-address': 'accountAddress',
  account: 'account',
  address: 'address',
  global: 'global',
} as const satisfies Record<ThrottleKind, keyof SignInThrottle>;

type Keys = Record<ThrottleKind, string>;

/** Why an attempt is held back: the rule with the longest delay, and every rule that applies. */
export interface SignInThrottled {
  kind: ThrottleKind;
  kinds: ThrottleKind[];
  retryAfterSeconds: number;
}

/**
 * Throttles sign-ins in Redis, so that every gateway shares the counts, on the one rate-limit
 * factory (redis/rate-limit.ts: counters with expiry, and blocks). The account-wide delay applies to every address once the account's limit
 * is reached (a delay that doubles up to the maximum, never a lock: the owner waits it out); the
 * global delay only to an address that has itself failed, so that an attack on some accounts
 * does not slow every member of the portal.
 */
export class SignInRateLimiter {
  private readonly failures: Record<ThrottleKind, RedisRateLimit>;
  private readonly delays: Record<ThrottleKind, RedisRateLimit>;
  /** One point per account window: the owner is told once that the account-wide delay began. */
  private readonly noticed: RedisRateLimit;

  constructor(
    redis: Redis,
    keyPrefix: string,
    private readonly throttle: SignInThrottle = DEFAULT_SIGN_IN_THROTTLE,
    private readonly notice?: AccountLimitNotice,
  ) {
    const limitNamed = rateLimitsOf(redis, keyPrefix, 'auth:sign-in');
    const limiter = (name: string, points: number, windowSeconds: number) =>
      limitNamed(name, { points, windowSeconds });
    const each = (make: (kind: ThrottleKind, rule: FailureRule) => RedisRateLimit) =>
      Object.fromEntries(
        (Object.keys(KINDS) as ThrottleKind[]).map((kind) => [
          kind,
          make(kind, throttle[KINDS[kind]]),
        ]),
      ) as Record<ThrottleKind, RedisRateLimit>;
    this.failures = each((kind, rule) =>
      limiter(`failures:${kind}`, rule.maxFailures, rule.windowSeconds),
    );
    // Only ever blocked (block() with the delay); one point so that a block reads as exceeded.
    this.delays = each((kind) => limiter(`delay:${kind}`, 1, 1));
    this.noticed = limiter('noticed:account', 1, throttle.account.windowSeconds);
  }

  /** Null when this attempt may go ahead; otherwise the longest delay that holds it back. */
  async throttleOf(email: string, ip: string): Promise<SignInThrottled | null> {
    const keys = keysOf(email, ip);
    const [addressFailures, ...waits] = await this.call(() =>
      Promise.all([
        this.failures.address.peek(keys.address),
        ...(Object.keys(KINDS) as ThrottleKind[]).map(async (kind) => ({
          kind,
          wait: await this.delays[kind].peek(keys[kind]),
        })),
      ]),
    );
    const failedHere = {
      'account-address': true,
      // Once an account's limit is reached, every address waits (F3): guesses spread over many
      // addresses are slowed like guesses from one. A delay, never a lock: the owner waits it out.
      account: true,
      address: true,
      global: addressFailures.consumed > 0,
    } satisfies Record<ThrottleKind, boolean>;
    const applicable = waits
      .filter(({ kind, wait }) => failedHere[kind] && wait.exceeded)
      .map(({ kind, wait }) => ({ kind, seconds: wait.resetSeconds }))
      .filter(({ seconds }) => seconds > 0)
      .sort((a, b) => b.seconds - a.seconds);
    const longest = applicable[0];
    if (!longest) return null;
    return {
      kind: longest.kind,
      kinds: applicable.map(({ kind }) => kind),
      retryAfterSeconds: longest.seconds,
    };
  }

  /**
   * Counts a failed attempt on `email` from `ip`. When it starts the account-wide delay, the
   * owner is told (AccountLimitNotice), at most once per account window (F3).
   */
  async recordFailure(em: EntityManager, email: string, ip: string): Promise<void> {
    const keys = keysOf(email, ip);
    const delays = await this.call(() =>
      Promise.all(
        (Object.keys(KINDS) as ThrottleKind[]).map(async (kind) => {
          const counted = await this.failures[kind].hit(keys[kind]);
          const delay = delayAfter(counted.consumed, this.throttle[KINDS[kind]], this.throttle);
          if (delay > 0) await this.delays[kind].block(keys[kind], delay);
          return { kind, delay };
        }),
      ),
    );
    const accountDelay = delays.find(({ kind }) => kind === 'account')?.delay ?? 0;
    if (accountDelay > 0 && this.notice && (await this.firstNoticeOf(keys.account))) {
      await this.notice.tell(em, { email, ip, retryAfterSeconds: accountDelay });
    }
  }

  // True once per window (the first point); later failures in it find the point spent.
  private async firstNoticeOf(accountKey: string): Promise<boolean> {
    const counted = await this.call(() => this.noticed.hit(accountKey));
    return counted.consumed === 1;
  }

  /**
   * After a successful sign-in: this address's failures on this account are forgiven. The other
   * counts stay (an attacker who owns an account must not clear them by signing in).
   */
  async reset(email: string, ip: string): Promise<void> {
    const key = keysOf(email, ip)['account-address'];
    await this.call(() =>
      Promise.all([
        this.failures['account-address'].forget(key),
        this.delays['account-address'].forget(key),
      ]),
    );
  }

  // Without Redis the limit cannot be enforced: refuse sign-ins rather than allow unlimited guesses.
  private async call<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch {
      throw signInUnavailable();
    }
  }
}

// The factory hashes each key, so Redis never holds e-mail addresses in clear. The address counts
// as its client's group (an IPv6 /64: addressGroupOf), so a network's many addresses are one here.
function keysOf(email: string, ip: string): Keys {
  ip = addressGroupOf(ip);
  return { 'account-address': `${email}\n${ip}`, account: email, address: ip, global: 'all' };
}
