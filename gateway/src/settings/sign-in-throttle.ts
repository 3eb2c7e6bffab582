// The sign-in throttle's settings, apart from the limiter so that loading the configuration
// does not load the Redis rate limiter.

import { defaultOf } from './environment.js';

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

const ruleOf = (name: 'ACCOUNT_ADDRESS' | 'ACCOUNT' | 'ADDRESS' | 'GLOBAL'): FailureRule => ({
  maxFailures: defaultOf(`SIGNIN_${name}_MAX_FAILURES`),
  windowSeconds: defaultOf(`SIGNIN_${name}_WINDOW_SECONDS`),
});

export const DEFAULT_SIGN_IN_THROTTLE: SignInThrottle = {
  accountAddress: ruleOf('ACCOUNT_ADDRESS'),
  account: ruleOf('ACCOUNT'),
  address: ruleOf('ADDRESS'),
  global: ruleOf('GLOBAL'),
  baseDelaySeconds: defaultOf('SIGNIN_BASE_DELAY_SECONDS'),
  maxDelaySeconds: defaultOf('SIGNIN_MAX_DELAY_SECONDS'),
};

/** How long the attempt after `failures` failures waits, by a rule that allows `maxFailures`. */
export function delayAfter(failures: number, rule: FailureRule, throttle: SignInThrottle): number {
  if (failures < rule.maxFailures) return 0;
  const doublings = Math.min(failures - rule.maxFailures, 30);
  return Math.min(throttle.baseDelaySeconds * 2 ** doublings, throttle.maxDelaySeconds);
}
