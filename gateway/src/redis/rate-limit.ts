import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';
import type { DomainError } from '../errors/domain-error.js';

/** An allowance: `points` per window of `windowSeconds`, the window starting at the first hit. */
export interface RateLimitRule {
  points: number;
  windowSeconds: number;
}

/** A key's count after a hit or a read. */
export interface RateLimitState {
  limit: number;
  /** Points counted in the current window (0 when there is none). */
  consumed: number;
  remaining: number;
  /** Seconds until the window (or a block) ends, at least 1 while one is open. */
  resetSeconds: number;
  /** More points counted than the allowance. */
  exceeded: boolean;
}

/** How a limit refuses: too many hits, or a Redis that cannot count them. */
export interface RateLimitRefusals {
  tooMany(retryAfterSeconds: number): DomainError;
  unavailable(): DomainError;
}

/**
 * One limit in Redis (shared by every gateway process), on rate-limiter-flexible's
 * RateLimiterRedis: each hit is one Lua script (set-if-absent, increment, read the expiry), so
 * deciding a request costs one Redis round trip. Keys are SHA-256 digests of what the caller
 * counts by, so Redis never holds an address, an e-mail or a token in clear.
 *
 * A Redis that is down or not connected rejects at once (no queueing behind ioredis's retries);
 * each caller decides what that means (refuse with 503, or skip the limit).
 */
export class RedisRateLimit {
  private readonly limiter: RateLimiterRedis;

  constructor(
    redis: Redis,
    keyPrefix: string,
    readonly rule: RateLimitRule,
  ) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix,
      points: rule.points,
      duration: rule.windowSeconds,
      rejectIfRedisNotReady: true,
    });
  }

  /** Counts `points` on `key` (never refuses by itself: see `exceeded`). */
  async hit(key: string, points = 1): Promise<RateLimitState> {
    return this.stateOf(await this.limiter.penalty(digest(key), points));
  }

  /** Reads `key` without counting. */
  async peek(key: string): Promise<RateLimitState> {
    return this.stateOf(await this.limiter.get(digest(key)));
  }

  /** Counts one hit; throws `tooMany` once the allowance is spent, `unavailable` without Redis. */
  async take(key: string, refusals: RateLimitRefusals): Promise<RateLimitState> {
    const state = await this.hit(key).catch(() => {
      throw refusals.unavailable();
    });
    if (state.exceeded) throw refusals.tooMany(state.resetSeconds);
    return state;
  }

  /** Throws `tooMany` when `key` has already spent its allowance, without counting. */
  async assertAllowed(key: string, refusals: RateLimitRefusals): Promise<void> {
    const state = await this.peek(key).catch(() => {
      throw refusals.unavailable();
    });
    if (state.consumed >= this.rule.points) throw refusals.tooMany(state.resetSeconds);
  }

  /** Holds `key` for `seconds` (a point beyond the allowance, so that it reads as exceeded). */
  async block(key: string, seconds: number): Promise<void> {
    await this.limiter.block(digest(key), seconds);
  }

  async forget(key: string): Promise<void> {
    await this.limiter.delete(digest(key));
  }

  private stateOf(res: RateLimiterRes | null): RateLimitState {
    const consumed = res?.consumedPoints ?? 0;
    const msBeforeNext = res && res.msBeforeNext > 0 ? res.msBeforeNext : 0;
    return {
      limit: this.rule.points,
      consumed,
      remaining: Math.max(0, this.rule.points - consumed),
      resetSeconds: consumed > 0 ? Math.max(1, Math.ceil(msBeforeNext / 1000)) : 0,
      exceeded: consumed > this.rule.points,
    };
  }
}

/** The limits of one part of the gateway, under `<redisPrefix>:<area>:<name>`. */
export function rateLimitsOf(redis: Redis, redisPrefix: string, area: string) {
  return (name: string, rule: RateLimitRule): RedisRateLimit =>
    new RedisRateLimit(redis, `${redisPrefix}:${area}:${name}`, rule);
}

const digest = (key: string): string => createHash('sha256').update(key).digest('hex');
