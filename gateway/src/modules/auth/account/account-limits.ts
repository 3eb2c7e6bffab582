import type { Redis } from 'ioredis';
import { addressGroupOf } from '../../../http/address-group.js';
import {
  type RateLimitRefusals,
  type RateLimitRule,
  type RedisRateLimit,
  rateLimitsOf,
} from '../../../redis/rate-limit.js';
import { accountEmailsUnavailable, tooManyAccountEmails } from './account.errors.js';

/** Requests that send an account e-mail, per client address (several people behind one NAT). */
export const ACCOUNT_EMAILS_PER_ADDRESS: RateLimitRule = { points: 10, windowSeconds: 60 * 60 };
/** And per account (or typed address): a mailbox is not flooded with links. */
export const ACCOUNT_EMAILS_PER_ACCOUNT: RateLimitRule = { points: 3, windowSeconds: 60 * 60 };

const REFUSALS: RateLimitRefusals = {
  tooMany: tooManyAccountEmails,
  unavailable: accountEmailsUnavailable,
};

/**
 * The limits on e-mails that a request makes the portal send (a reset link, an address
 * confirmation): per client address and per account, on the one rate-limit factory. Without
 * Redis they refuse rather than let a flood of e-mails through.
 */
export class AccountEmailLimits {
  private readonly perAddress: RedisRateLimit;
  private readonly perAccount: RedisRateLimit;

  constructor(redis: Redis, redisPrefix: string) {
    const limit = rateLimitsOf(redis, redisPrefix, 'account-emails');
    this.perAddress = limit('address', ACCOUNT_EMAILS_PER_ADDRESS);
    this.perAccount = limit('account', ACCOUNT_EMAILS_PER_ACCOUNT);
  }

  /**
   * Counts one request from `ip` for `account` (a normalized typed address, whether or not it
   * has an account, so that the limit answers alike for both; or a user id).
   */
  async take(ip: string, account: string): Promise<void> {
    await this.perAddress.take(addressGroupOf(ip), REFUSALS);
    await this.perAccount.take(account, REFUSALS);
  }
}
