import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { signInUnavailable, tooManySignInAttempts } from './auth.errors.js';

export interface SignInRateLimit {
  maxFailures: number;
  windowSeconds: number;
}

export const DEFAULT_SIGN_IN_RATE_LIMIT: SignInRateLimit = {
  maxFailures: 10,
  windowSeconds: 15 * 60,
};

/**
 * Counts failed sign-ins per e-mail and client address in Redis (so that every gateway shares
 * the count) over a fixed window that starts at the first failure.
 */
export class SignInRateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly limit: SignInRateLimit = DEFAULT_SIGN_IN_RATE_LIMIT,
  ) {}

  async assertAllowed(email: string, ip: string): Promise<void> {
    const key = this.keyOf(email, ip);
    const failures = Number(await this.call(() => this.redis.get(key)));
    if (failures < this.limit.maxFailures) return;
    const ttl = await this.call(() => this.redis.ttl(key));
    throw tooManySignInAttempts(ttl > 0 ? ttl : this.limit.windowSeconds);
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const key = this.keyOf(email, ip);
    await this.call(() =>
      this.redis.multi().incr(key).expire(key, this.limit.windowSeconds, 'NX').exec(),
    );
  }

  async reset(email: string, ip: string): Promise<void> {
    await this.call(() => this.redis.del(this.keyOf(email, ip)));
  }

  // Hashed so that Redis never holds e-mail addresses in clear.
  private keyOf(email: string, ip: string): string {
    const digest = createHash('sha256').update(`${email}\n${ip}`).digest('hex');
    return `${this.keyPrefix}:auth:sign-in-failures:${digest}`;
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
