// The sign-in throttle's settings, apart from the limiter so that loading the configuration
// does not load the Redis rate limiter.

/** Failed sign-ins counted over a window that starts at the first failure. */
export interface FailureRule {
  maxFailures: number;
  windowSeconds: number;
}

/**
 * The sign-in throttle (SIGNIN_* in README): failures are counted per account and address, per
 * account across addresses, per address across accounts and over the whole portal. Once a count
 * reaches its maximum, every further failure delays the next attempt twice as long as the one
 * before (baseDelaySeconds, doubled up to maxDelaySeconds): an attacker is slowed, a member is
 * never locked out for longer than maxDelaySeconds.
 */
export interface SignInThrottle {
  accountAddress: FailureRule;
  account: FailureRule;
  address: FailureRule;
  global: FailureRule;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
}

const FIFTEEN_MINUTES = 15 * 60;

export const DEFAULT_SIGN_IN_THROTTLE: SignInThrottle = {
  accountAddress: { maxFailures: 10, windowSeconds: FIFTEEN_MINUTES },
  account: { maxFailures: 20, windowSeconds: FIFTEEN_MINUTES },
  address: { maxFailures: 30, windowSeconds: FIFTEEN_MINUTES },
  global: { maxFailures: 1000, windowSeconds: FIFTEEN_MINUTES },
  baseDelaySeconds: 30,
  maxDelaySeconds: FIFTEEN_MINUTES,
};

/** How long the attempt after `failures` failures waits, by a rule that allows `maxFailures`. */
export function delayAfter(failures: number, rule: FailureRule, throttle: SignInThrottle): number {
  if (failures < rule.maxFailures) return 0;
  const doublings = Math.min(failures - rule.maxFailures, 30);
  return Math.min(throttle.baseDelaySeconds * 2 ** doublings, throttle.maxDelaySeconds);
}
