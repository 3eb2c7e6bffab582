import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { DomainError } from '../../errors/domain-error.js';
import { ErrorCode } from '../../errors/error-code.js';
import { addressGroupOf } from '../../http/address-group.js';
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

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/**
 * Fixed-window counters in Redis (shared by every gateway), keyed by the SHA-256 of the address
 * or e-mail so that Redis never holds either in clear. Without Redis the limits cannot be
 * enforced, so requests are refused (503) rather than let through unlimited.
 */
export class ConsultationRateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly limits: ConsultationLimits = DEFAULT_CONSULTATION_LIMITS,
  ) {}

  /** Counts this attempt from the address; 429 once the window's allowance is spent. */
  async hitAddress(ip: string): Promise<void> {
    await this.hit(`address:${sha256(addressGroupOf(ip))}`, this.limits.perAddress);
  }

  /** 429 when this e-mail already sent its allowance of requests in the window. */
  async assertEmailAllowed(email: string): Promise<void> {
    const key = this.keyOf(`email:${sha256(email)}`);
    const count = Number(await this.call(() => this.redis.get(key)));
    if (count < this.limits.perEmail) return;
    const ttl = await this.call(() => this.redis.ttl(key));
    throw tooManyConsultationRequests(ttl > 0 ? ttl : this.limits.windowSeconds);
  }

  async recordEmail(email: string): Promise<void> {
    const key = this.keyOf(`email:${sha256(email)}`);
    await this.call(() =>
      this.redis.multi().incr(key).expire(key, this.limits.windowSeconds, 'NX').exec(),
    );
  }

  private async hit(name: string, max: number): Promise<void> {
    const key = this.keyOf(name);
    const results = await this.call(() =>
      this.redis.multi().incr(key).expire(key, this.limits.windowSeconds, 'NX').ttl(key).exec(),
    );
    const count = Number(results?.[0]?.[1] ?? 0);
    const ttl = Number(results?.[2]?.[1] ?? -1);
    if (count > max) throw tooManyConsultationRequests(ttl > 0 ? ttl : this.limits.windowSeconds);
  }

  private keyOf(name: string): string {
    return `${this.keyPrefix}:consultations:${name}`;
  }

  private async call<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch {
      throw unavailable();
    }
  }
}
