import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config.js';
import { SecretBox } from '../../crypto/secret-box.js';
import type { PageForms } from '../../http/page-forms.js';
import type { SessionCookie } from '../../http/session-cookie.js';
import type { Logger } from '../../logger.js';
import type { Feature } from '../../shared/feature.js';
import { AuthResolver } from './auth.resolver.js';
import { registerAuthRoutes } from './auth.routes.js';
import { AuthService } from './auth.service.js';
import { MfaResolver } from './mfa/mfa.resolver.js';
import { registerMfaRoutes } from './mfa/mfa.routes.js';
import { MfaService } from './mfa/mfa.service.js';
import { prepareDummyHash } from './password.js';
import { SessionsResolver } from './sessions.resolver.js';
import { registerSessionRoutes } from './sessions.routes.js';
import { SessionsService } from './sessions.service.js';
import { registerSignInForm } from './sign-in.forms.js';
import { SignInRateLimiter } from './sign-in-rate-limiter.js';

/** Sign-in and sign-out, second factors and the member's sessions. */
export const authFeature: Feature<{
  redis: Redis;
  config: Pick<AppConfig, 'redisPrefix' | 'signInThrottle' | 'mfaSecretKey' | 'sessionTimeouts'>;
  logger: Logger;
  cookie: SessionCookie;
  pageForms: PageForms;
}> = {
  name: 'auth',
  resolvers: [AuthResolver, MfaResolver, SessionsResolver],
  async register(app, { redis, config, logger, cookie, pageForms }) {
    const signInLimiter = new SignInRateLimiter(redis, config.redisPrefix, config.signInThrottle);
    const mfa = new MfaService(signInLimiter, logger, new SecretBox(config.mfaSecretKey));
    const auth = new AuthService(signInLimiter, mfa, config.sessionTimeouts, logger);
    const sessions = new SessionsService(config.sessionTimeouts, logger);
    await prepareDummyHash();
    registerAuthRoutes(app, { auth, cookie });
    registerSignInForm(pageForms, { auth, cookie });
    registerMfaRoutes(app, { mfa, auth, cookie });
    registerSessionRoutes(app, { sessions, cookie });
    return [
      new AuthResolver(auth, cookie),
      new MfaResolver(mfa, auth, cookie),
      new SessionsResolver(sessions, cookie),
    ];
  },
};
