import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { DomainError } from '../../errors/domain-error.js';
import { ErrorCode } from '../../errors/error-code.js';
import { addressGroupOf } from '../../http/address-group.js';
import {
  type RateLimitRefusals,
  type RedisRateLimit,
  rateLimitsOf,
} from '../../redis/rate-limit.js';
import {
  type ConsultationLimits,
  DEFAULT_CONSULTATION_LIMITS,
} from '../../settings/consultation-limits.js';

export {
  type ConsultationLimits,
  DEFAULT_CONSULTATION_LIMITS,
} from '../../settings/consultation-limits.js';

export const tooManyConsultationRequests = (retryAfterSeconds: number): DomainError =>
  new DomainError(
    ErrorCode.RATE_LIMITED,
    `Too many consultation requests. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
    { retryAfterSeconds },
  );

const unavailable = (): DomainError =>
  new DomainError(
    ErrorCode.SERVICE_UNAVAILABLE,
    'Consultation requests are temporarily unavailable. Please try again in a moment.',
  );

const REFUSALS: RateLimitRefusals = { tooMany: tooManyConsultationRequests, unavailable };

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/**
 * The consultation form's limits (redis/rate-limit.ts): every request per address, and stored
 * requests per e-mail. Without Redis the limits cannot be enforced, so requests are refused (503)
 * rather than let through unlimited.
 */
export class ConsultationRateLimiter {
  private readonly perAddress: RedisRateLimit;
  private readonly perEmail: RedisRateLimit;

  constructor(
    redis: Redis,
    keyPrefix: string,
    { perAddress, perEmail, windowSeconds }: ConsultationLimits = DEFAULT_CONSULTATION_LIMITS,
  ) {
    const limitNamed = rateLimitsOf(redis, keyPrefix, 'consultations');
    this.perAddress = limitNamed('address', { points: perAddress, windowSeconds });
    this.perEmail = limitNamed('email', { points: perEmail, windowSeconds });
  }

  /** Counts this attempt from the address; 429 once the window's allowance is spent. */
  async hitAddress(ip: string): Promise<void> {
    await this.perAddress.take(addressGroupOf(ip), REFUSALS);
  }

  /** 429 when this e-mail already sent its allowance of requests in the window. */
  async assertEmailAllowed(email: string): Promise<void> {
    await this.perEmail.assertAllowed(email, REFUSALS);
  }

  async recordEmail(email: string): Promise<void> {
    await this.perEmail.hit(email).catch(() => {
      throw unavailable();
    });
  }
}
