import type { Redis } from 'ioredis';
import type { PageForms } from '../../http/page-forms.js';
import type { SessionCookie } from '../../http/session-cookie.js';
import type { Logger } from '../../logging/logger.js';
import type { Mailer } from '../../mail/mailer.js';
import type { JobQueue } from '../../queues/job-queue.js';
import type { Feature } from '../../shared/feature.js';
import { registerAccountForms } from './account/account.forms.js';
import { AccountResolver } from './account/account.resolver.js';
import { registerAccountRoutes } from './account/account.routes.js';
import { AccountChangesService } from './account/account-changes.service.js';
import { AccountEmailLimits } from './account/account-limits.js';
import { PasswordRecoveryService } from './account/password-recovery.service.js';
import { type AccountProofConfig, buildAccountProof } from './account-proof.js';
import { AuthResolver } from './auth.resolver.js';
import { registerAuthRoutes } from './auth.routes.js';
import { AuthService } from './auth.service.js';
import { MfaResolver } from './mfa/mfa.resolver.js';
import { registerMfaRoutes } from './mfa/mfa.routes.js';
import { prepareDummyHash } from './password.js';
import { ReauthenticationResolver } from './reauthentication.resolver.js';
import { registerReauthenticationRoutes } from './reauthentication.routes.js';
import { SessionsResolver } from './sessions.resolver.js';
import { registerSessionRoutes } from './sessions.routes.js';
import { SessionsService } from './sessions.service.js';
import { registerSignInForm, registerSignOutForm } from './sign-in.forms.js';

/** Sign-in and sign-out, second factors, the member's sessions, password and address. */
export const authFeature: Feature<{
  redis: Redis;
  config: AccountProofConfig;
  logger: Logger;
  mailer: Mailer;
  cookie: SessionCookie;
  pageForms: PageForms;
  queues: JobQueue;
}> = {
  name: 'auth',
  resolvers: [
    AuthResolver,
    MfaResolver,
    SessionsResolver,
    ReauthenticationResolver,
    AccountResolver,
  ],
  async register(app, { redis, config, logger, mailer, cookie, pageForms, queues }) {
    const { signInLimiter, freshProof, mfa, reauthentication } = buildAccountProof({
      redis,
      config,
      logger,
      mailer,
    });
    const auth = new AuthService(signInLimiter, mfa, config.sessionTimeouts, logger);
    const sessions = new SessionsService(config.sessionTimeouts, logger, freshProof);
    const accountLimits = new AccountEmailLimits(redis, config.redisPrefix);
    const recovery = new PasswordRecoveryService(accountLimits, queues, logger);
    const changes = new AccountChangesService(reauthentication, accountLimits, queues, logger);
    await prepareDummyHash();
    registerAuthRoutes(app, { auth, cookie });
    registerSignInForm(pageForms, { auth, cookie });
    registerSignOutForm(pageForms, { auth, cookie });
    registerMfaRoutes(app, { mfa, auth, cookie });
    registerSessionRoutes(app, { sessions, cookie });
    registerReauthenticationRoutes(app, { reauthentication });
    registerAccountRoutes(app, { recovery, changes, cookie });
    registerAccountForms(pageForms, { recovery, changes, cookie });
    return [
      new AuthResolver(auth, cookie),
      new MfaResolver(mfa, auth, cookie),
      new SessionsResolver(sessions, cookie),
      new ReauthenticationResolver(reauthentication),
      new AccountResolver(recovery, changes, cookie),
    ];
  },
};
