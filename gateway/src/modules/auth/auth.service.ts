import type { EntityManager } from '@mikro-orm/postgresql';
import {
  recordSecurityEvent,
  type SecurityEventInput,
  type SecurityLogTarget,
} from '../security-log/index.js';
import { type AuthUser, toAuthUser } from '../users/auth-user.js';
import { normalizeEmail } from '../users/normalize-email.js';
import { User } from '../users/user.entity.js';
import { invalidCredentials, tooManySignInAttempts } from './auth.errors.js';
import { verifyAgainstDummyHash, verifyPassword } from './password.js';
import {
  deleteExpiredSessions,
  deleteSession,
  type IssuedSession,
  issueSession,
} from './session-store.js';
import type { SignInRateLimiter } from './sign-in-rate-limiter.js';

export interface SignInRequest {
  email: string;
  password: string;
  ip: string;
  userAgent: string | null;
  /** The cookie the browser sent, if any: that session ends, a new id is issued (no fixation). */
  previousToken: string | undefined;
}

/** Who signs out, from where: for the security log. */
export interface SignOutOrigin {
  userId: string;
  ip: string;
  userAgent: string | null;
}

export interface SignedIn {
  viewer: AuthUser;
  session: IssuedSession;
}

export class AuthService {
  constructor(
    private readonly rateLimiter: SignInRateLimiter,
    private readonly log: SecurityLogTarget['log'],
  ) {}

  async signIn(em: EntityManager, request: SignInRequest): Promise<SignedIn> {
    const email = normalizeEmail(request.email);
    // The security log never holds the typed address or password: only the account it names.
    const record = (event: Omit<SecurityEventInput, 'ip' | 'userAgent'>) =>
      recordSecurityEvent(
        { em, log: this.log },
        { ...event, ip: request.ip, userAgent: request.userAgent },
      );
    const throttled = await this.rateLimiter.throttleOf(email, request.ip);
    if (throttled) {
      await record({ type: 'auth.signin.throttled', details: { ...throttled } });
      throw tooManySignInAttempts(throttled.retryAfterSeconds);
    }

    const user = await em.findOne(User, { email }, { populate: ['passwordHash'] });
    const passwordMatches = user
      ? await verifyPassword(user.passwordHash, request.password)
      : await verifyAgainstDummyHash(request.password);
    if (!user || !passwordMatches) {
      await this.rateLimiter.recordFailure(email, request.ip);
      await record({
        type: 'auth.signin.failed',
        subjectUserId: user?.id ?? null,
        details: { accountExists: user !== null },
      });
      throw invalidCredentials();
    }

    await this.rateLimiter.reset(email, request.ip);
    if (request.previousToken) await deleteSession(em, request.previousToken);
    await deleteExpiredSessions(em, user.id);
    const session = await issueSession(em, user.id, request.userAgent);
    await record({ type: 'auth.signin.succeeded', actorUserId: user.id, subjectUserId: user.id });
    return { viewer: toAuthUser(user), session };
  }

  async signOut(em: EntityManager, token: string, origin: SignOutOrigin): Promise<void> {
    await deleteSession(em, token);
    await recordSecurityEvent(
      { em, log: this.log },
      {
        type: 'auth.signout',
        actorUserId: origin.userId,
        subjectUserId: origin.userId,
        ip: origin.ip,
        userAgent: origin.userAgent,
      },
    );
  }
}
