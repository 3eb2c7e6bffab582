import type { Redis } from 'ioredis';
import { DomainError } from '../errors/domain-error.js';
import { ErrorCode } from '../errors/error-code.js';
import { type RateLimitRefusals, type RedisRateLimit, rateLimitsOf } from '../redis/rate-limit.js';
import { DEFAULT_PUBLIC_FORM_LIMIT, type PublicFormLimit } from '../settings/public-form-limit.js';
import { addressGroupOf } from './address-group.js';

export { DEFAULT_PUBLIC_FORM_LIMIT, type PublicFormLimit } from '../settings/public-form-limit.js';

export const tooManySubmissions = (retryAfterSeconds: number): DomainError =>
  new DomainError(
    ErrorCode.RATE_LIMITED,
    `Too many submissions from this address. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
    { retryAfterSeconds },
  );

export const formsUnavailable = (): DomainError =>
  new DomainError(
    ErrorCode.SERVICE_UNAVAILABLE,
    'Sending is temporarily unavailable. Please try again in a moment.',
  );

const REFUSALS: RateLimitRefusals = { tooMany: tooManySubmissions, unavailable: formsUnavailable };

/**
 * Counts a public form's submissions per client address (redis/rate-limit.ts), over a window
 * that starts at the first one. Without Redis it refuses rather than letting a flood through.
 */
export class PublicFormLimiter {
  private readonly limit: RedisRateLimit;

  constructor(
    redis: Redis,
    keyPrefix: string,
    form: string,
    { max, windowSeconds }: PublicFormLimit = DEFAULT_PUBLIC_FORM_LIMIT,
  ) {
    this.limit = rateLimitsOf(
      redis,
      keyPrefix,
      'public-form',
    )(form, { points: max, windowSeconds });
  }

  /** Counts one submission from `ip`; throws RATE_LIMITED once the window's allowance is used. */
  async take(ip: string): Promise<void> {
    await this.limit.take(addressGroupOf(ip), REFUSALS);
  }
}
