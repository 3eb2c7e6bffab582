import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { DomainError } from '../errors/domain-error.js';
import { ErrorCode } from '../errors/error-code.js';
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

/**
 * Counts a public form's submissions per client address in Redis (shared by every gateway), over
 * a fixed window that starts at the first one, like the sign-in limiter. Without Redis it refuses
 * rather than letting a flood through.
 */
export class PublicFormLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly form: string,
    private readonly limit: PublicFormLimit = DEFAULT_PUBLIC_FORM_LIMIT,
  ) {}

  /** Counts one submission from `ip`; throws RATE_LIMITED once the window's allowance is used. */
  async take(ip: string): Promise<void> {
    const key = `${this.keyPrefix}:public-form:${this.form}:${createHash('sha256').update(addressGroupOf(ip)).digest('hex')}`;
    let count: number;
    let ttl: number;
    try {
      const results = await this.redis
        .multi()
        .incr(key)
        .expire(key, this.limit.windowSeconds, 'NX')
        .ttl(key)
        .exec();
      if (!results || results.some(([error]) => error)) throw new Error('redis multi failed');
      count = Number(results[0]?.[1]);
      ttl = Number(results[2]?.[1]);
    } catch {
      throw formsUnavailable();
    }
    if (count > this.limit.max) throw tooManySubmissions(ttl > 0 ? ttl : this.limit.windowSeconds);
  }
}
