import type { Redis } from 'ioredis';
import { SecretBox } from '../../crypto/secret-box.js';
import type { Logger } from '../../logging/logger.js';
import type { Mailer } from '../../mail/mailer.js';
import type { AppConfig } from '../../settings/config.js';
import { AccountLimitNotice } from './account-limit-notice.js';
import { FreshProof } from './fresh-proof.js';
import { MfaService } from './mfa/mfa.service.js';
import { ReauthenticationService } from './reauthentication.service.js';
import { SignInRateLimiter } from './sign-in-rate-limiter.js';

export type AccountProofConfig = Pick<
  AppConfig,
  'redisPrefix' | 'signInThrottle' | 'mfaSecretKey' | 'sessionTimeouts' | 'publicUrl'
>;

/**
 * The sign-in throttle, second factors and reauthentication as one set, built alike wherever a
 * feature checks the password again (auth, and closing an account in my-data): they share the
 * throttle's Redis keys, so guesses count the same wherever they are made.
 */
export function buildAccountProof(deps: {
  redis: Redis;
  config: AccountProofConfig;
  logger: Logger;
  mailer: Mailer;
}) {
  const { redis, config, logger, mailer } = deps;
  const notice = new AccountLimitNotice(mailer, logger, `${config.publicUrl}/profile/security`);
  const signInLimiter = new SignInRateLimiter(
    redis,
    config.redisPrefix,
    config.signInThrottle,
    notice,
  );
  const freshProof = new FreshProof(config.sessionTimeouts.reauthMinutes);
  const mfa = new MfaService(signInLimiter, logger, new SecretBox(config.mfaSecretKey), freshProof);
  const reauthentication = new ReauthenticationService(signInLimiter, mfa, logger);
  return { signInLimiter, freshProof, mfa, reauthentication };
}
