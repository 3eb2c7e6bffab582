import type { Redis } from 'ioredis';
import { SecretBox } from '../../crypto/secret-box.js';
import type { PageForms } from '../../http/page-forms.js';
import type { SessionCookie } from '../../http/session-cookie.js';
import type { Logger } from '../../logging/logger.js';
import type { Mailer } from '../../mail/mailer.js';
import type { AppConfig } from '../../settings/config.js';
import type { Feature } from '../../shared/feature.js';
import { AccountLimitNotice } from './account-limit-notice.js';
import { AuthResolver } from './auth.resolver.js';
import { registerAuthRoutes } from './auth.routes.js';
import { AuthService } from './auth.service.js';
import { FreshProof } from './fresh-proof.js';
import { MfaResolver } from './mfa/mfa.resolver.js';
import { registerMfaRoutes } from './mfa/mfa.routes.js';
import { MfaService } from './mfa/mfa.service.js';
import { prepareDummyHash } from './password.js';
import { ReauthenticationResolver } from './reauthentication.resolver.js';
import { registerReauthenticationRoutes } from './reauthentication.routes.js';
import { ReauthenticationService } from './reauthentication.service.js';
import { SessionsResolver } from './sessions.resolver.js';
import { registerSessionRoutes } from './sessions.routes.js';
import { SessionsService } from './sessions.service.js';
import { registerSignInForm } from './sign-in.forms.js';
import { SignInRateLimiter } from './sign-in-rate-limiter.js';

/** Sign-in and sign-out, second factors and the member's sessions. */
export const authFeature: Feature<{
  redis: Redis;
  config: Pick<
    AppConfig,
    'redisPrefix' | 'signInThrottle' | 'mfaSecretKey' | 'sessionTimeouts' | 'publicUrl'
  >;
  logger: Logger;
  mailer: Mailer;
  cookie: SessionCookie;
  pageForms: PageForms;
}> = {
  name: 'auth',
  resolvers: [AuthResolver, MfaResolver, SessionsResolver, ReauthenticationResolver],
  async register(app, { redis, config, logger, mailer, cookie, pageForms }) {
    const notice = new AccountLimitNotice(mailer, logger, `${config.publicUrl}/profile/security`);
    const signInLimiter = new SignInRateLimiter(
      redis,
      config.redisPrefix,
      config.signInThrottle,
      notice,
    );
    const freshProof = new FreshProof(config.sessionTimeouts.reauthMinutes);
    const mfa = new MfaService(
      signInLimiter,
      logger,
      new SecretBox(config.mfaSecretKey),
      freshProof,
    );
    const auth = new AuthService(signInLimiter, mfa, config.sessionTimeouts, logger);
    const sessions = new SessionsService(config.sessionTimeouts, logger, freshProof);
    const reauthentication = new ReauthenticationService(signInLimiter, mfa, logger);
    await prepareDummyHash();
    registerAuthRoutes(app, { auth, cookie });
    registerSignInForm(pageForms, { auth, cookie });
    registerMfaRoutes(app, { mfa, auth, cookie });
    registerSessionRoutes(app, { sessions, cookie });
    registerReauthenticationRoutes(app, { reauthentication });
    return [
      new AuthResolver(auth, cookie),
      new MfaResolver(mfa, auth, cookie),
      new SessionsResolver(sessions, cookie),
      new ReauthenticationResolver(reauthentication),
    ];
  },
};
