import type { EntityManager } from '@mikro-orm/postgresql';
import { type AuthUser, toAuthUser } from '../users/auth-user.js';
import { normalizeEmail } from '../users/normalize-email.js';
import { User } from '../users/user.entity.js';
import { invalidCredentials } from './auth.errors.js';
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

export interface SignedIn {
  viewer: AuthUser;
  session: IssuedSession;
}

export class AuthService {
  constructor(private readonly rateLimiter: SignInRateLimiter) {}

  async signIn(em: EntityManager, request: SignInRequest): Promise<SignedIn> {
    const email = normalizeEmail(request.email);
    await this.rateLimiter.assertAllowed(email, request.ip);

    const user = await em.findOne(User, { email }, { populate: ['passwordHash'] });
    const passwordMatches = user
      ? await verifyPassword(user.passwordHash, request.password)
      : await verifyAgainstDummyHash(request.password);
    if (!user || !passwordMatches) {
      await this.rateLimiter.recordFailure(email, request.ip);
      throw invalidCredentials();
    }

    await this.rateLimiter.reset(email, request.ip);
    if (request.previousToken) await deleteSession(em, request.previousToken);
    await deleteExpiredSessions(em, user.id);
    const session = await issueSession(em, user.id, request.userAgent);
    return { viewer: toAuthUser(user), session };
  }

  async signOut(em: EntityManager, token: string): Promise<void> {
    await deleteSession(em, token);
  }
}
