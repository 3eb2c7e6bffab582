import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../errors/domain-error.js';
import { ErrorCode } from '../../errors/error-code.js';
import type { Logger } from '../../logging/logger.js';
import type { SessionTimeouts } from '../../settings/session-timeouts.js';
import { recordSecurityEvent, type SecurityEventInput } from '../security-log/index.js';
import {
  type AuthUser,
  deleteExpiredSessions,
  deleteOtherSessions,
  deleteSession,
  type IssuedSession,
  issueSession,
  normalizeEmail,
  type SessionOrigin,
  toAuthUser,
  User,
} from '../users/index.js';
import { invalidCredentials } from './auth.errors.js';
import { recordAuthSecurityEvent, refuseIfThrottled } from './auth-security-events.js';
import { invalidMfaCode, mfaChallengeExpired } from './mfa/mfa.errors.js';
import type { IssuedChallenge, MfaService } from './mfa/mfa.service.js';
import { verifyAgainstDummyHash, verifyPassword } from './password.js';
import type { SignInRateLimiter } from './sign-in-rate-limiter.js';

export interface SignInRequest extends SessionOrigin {
  email: string;
  password: string;
  ip: string;
  /** The cookie the browser sent, if any: that session ends, a new id is issued (no fixation). */
  previousToken: string | undefined;
}

export interface SecondStepRequest extends SessionOrigin {
  /** The challenge cookie that the password step set. */
  challengeToken: string | undefined;
  code: string;
  ip: string;
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

/** After the password: signed in, or (MFA on) a challenge that only a code can complete. */
export type SignInOutcome =
  | ({ kind: 'signed-in' } & SignedIn)
  | { kind: 'mfa-required'; challenge: IssuedChallenge };

export class AuthService {
  constructor(
    private readonly rateLimiter: SignInRateLimiter,
    private readonly mfa: MfaService,
    private readonly timeouts: SessionTimeouts,
    private readonly log: Logger,
  ) {}

  async signIn(em: EntityManager, request: SignInRequest): Promise<SignInOutcome> {
    const email = normalizeEmail(request.email);
    await refuseIfThrottled(this.rateLimiter, em, this.log, { ...request, email });

    const user = await em.findOne(User, { email }, { populate: ['passwordHash'] });
    const passwordMatches = user
      ? await verifyPassword(user.passwordHash, request.password)
      : await verifyAgainstDummyHash(request.password);
    if (!user || !passwordMatches) {
      await this.rateLimiter.recordFailure(em, email, request.ip);
      // The security log never holds the typed address or password: only the account it names.
      await this.record(em, request, {
        type: 'auth.signin.failed',
        subjectUserId: user?.id ?? null,
        details: { accountExists: user !== null },
      });
      throw invalidCredentials();
    }

    if (user.mfaEnabledAt) {
      // The password alone proves half: no session yet, and the throttle's count stays until
      // the code is right too.
      return { kind: 'mfa-required', challenge: await this.mfa.issueChallenge(em, user.id) };
    }
    await this.rateLimiter.reset(email, request.ip);
    return { kind: 'signed-in', ...(await this.startSession(em, user, request)) };
  }

  /** The second step: a TOTP code or a recovery code for the challenge of the password step. */
  async completeSignIn(em: EntityManager, request: SecondStepRequest): Promise<SignedIn> {
    const userId = request.challengeToken
      ? await this.mfa.claimChallengeAttempt(em, request.challengeToken)
      : null;
    if (!userId || !request.challengeToken) throw mfaChallengeExpired();
    const user = await em.findOneOrFail(User, userId, { populate: ['totpSecret'] });
    await refuseIfThrottled(this.rateLimiter, em, this.log, {
      ...request,
      email: user.email,
      userId: user.id,
    });
    const factor = user.totpSecret
      ? await this.mfa.verifySecondFactor(em, user.id, user.totpSecret, request.code)
      : null;
    if (!factor) {
      await this.rateLimiter.recordFailure(em, user.email, request.ip);
      await recordAuthSecurityEvent(em, this.log, 'auth.mfa.failed', {
        userId: user.id,
        ip: request.ip,
        during: 'sign-in',
      });
      throw invalidMfaCode();
    }
    if (factor === 'recovery-code') {
      await recordAuthSecurityEvent(em, this.log, 'auth.recovery_code.used', {
        userId: user.id,
        ip: request.ip,
        codesLeft: await this.mfa.recoveryCodesLeft(em, user.id),
      });
    }
    await this.mfa.endChallenge(em, request.challengeToken);
    await this.rateLimiter.reset(user.email, request.ip);
    return this.startSession(em, user, request);
  }

  /**
   * A new session id after a change of privileges (MFA turned on): the current session ends and
   * so do the member's others, which were signed in without the second factor.
   */
  async rotateAfterPrivilegeChange(
    em: EntityManager,
    viewer: AuthUser,
    origin: SessionOrigin & { authenticatedAt: Date | undefined },
  ): Promise<SignedIn> {
    await deleteOtherSessions(em, viewer.id, null);
    const user = await em.findOneOrFail(User, viewer.id);
    // The new id carries the old one's proof (F7): rotating is not a reauthentication.
    return {
      viewer: toAuthUser(user),
      session: await this.issue(em, user.id, origin, origin.authenticatedAt),
    };
  }

  async signOut(em: EntityManager, token: string, origin: SignOutOrigin): Promise<void> {
    await deleteSession(em, token);
    await this.record(em, origin, {
      type: 'auth.signout',
      actorUserId: origin.userId,
      subjectUserId: origin.userId,
    });
  }

  private async startSession(
    em: EntityManager,
    user: User,
    request: SessionOrigin & { previousToken: string | undefined },
  ): Promise<SignedIn> {
    // Only once the password (and code) proved who it is: nobody else learns of a suspension.
    if (user.suspendedAt) {
      throw new DomainError(ErrorCode.ACCOUNT_SUSPENDED, 'This account is suspended.');
    }
    if (request.previousToken) await deleteSession(em, request.previousToken);
    await deleteExpiredSessions(em, user.id);
    const session = await this.issue(em, user.id, request);
    await this.record(em, request, {
      type: 'auth.signin.succeeded',
      actorUserId: user.id,
      subjectUserId: user.id,
    });
    return { viewer: toAuthUser(user), session };
  }

  private issue(em: EntityManager, userId: string, origin: SessionOrigin, authenticatedAt?: Date) {
    return issueSession(
      em,
      userId,
      { userAgent: origin.userAgent, ip: origin.ip },
      this.timeouts,
      authenticatedAt,
    );
  }

  private record(
    em: EntityManager,
    origin: SessionOrigin,
    event: Omit<SecurityEventInput, 'ip' | 'userAgent'>,
  ): Promise<void> {
    return recordSecurityEvent(
      { em, log: this.log },
      { ...event, ip: origin.ip, userAgent: origin.userAgent },
    );
  }
}
