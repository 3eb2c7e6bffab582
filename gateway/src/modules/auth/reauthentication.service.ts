import type { EntityManager } from '@mikro-orm/postgresql';
import { badUserInput, unauthenticated } from '../../errors/domain-error.js';
import type { Logger } from '../../logging/logger.js';
import {
  type ActiveSession,
  type AuthUser,
  stampSessionAuthenticated,
  User,
} from '../users/index.js';
import { recordAuthSecurityEvent, refuseIfThrottled } from './auth-security-events.js';
import { invalidMfaCode } from './mfa/mfa.errors.js';
import type { MfaService } from './mfa/mfa.service.js';
import { verifyPassword } from './password.js';
import type { SignInRateLimiter } from './sign-in-rate-limiter.js';

export interface ReauthenticationRequest {
  password: string;
  /** A current TOTP code or an unused recovery code: required when two-step sign-in is on. */
  code?: string | null;
  ip: string;
  userAgent: string | null;
  /** The input field a wrong password is named by (`password` unless the form calls it else). */
  passwordField?: string;
}

/**
 * Proves the password (and the second factor) again inside a signed-in session and stamps it
 * (FreshProof). Wrong answers count in the sign-in throttle, as at sign-in: a stolen session
 * must not become a way to guess the password without its limits.
 */
export class ReauthenticationService {
  constructor(
    private readonly rateLimiter: SignInRateLimiter,
    private readonly mfa: MfaService,
    private readonly log: Logger,
  ) {}

  async reauthenticate(
    em: EntityManager,
    viewer: AuthUser,
    session: ActiveSession | null,
    request: ReauthenticationRequest,
  ): Promise<Date> {
    if (!session) throw unauthenticated();
    const user = await em.findOneOrFail(User, viewer.id, {
      populate: ['passwordHash', 'totpSecret'],
    });
    const attempt = { email: user.email, ip: request.ip, userAgent: request.userAgent };
    await refuseIfThrottled(this.rateLimiter, em, this.log, { ...attempt, userId: user.id });
    const code = request.code?.trim() ?? '';
    if (!(await verifyPassword(user.passwordHash, request.password))) {
      await this.fail(em, user, request, 'password');
      throw badUserInput({ [request.passwordField ?? 'password']: 'is not correct' });
    }
    // The code is checked only after the password, so a wrong password never spends one.
    if (user.mfaEnabledAt && user.totpSecret) {
      const factor = code
        ? await this.mfa.verifySecondFactor(em, user.id, user.totpSecret, code)
        : null;
      if (!factor) {
        await this.fail(em, user, request, 'code');
        throw invalidMfaCode();
      }
    }
    const now = new Date();
    await stampSessionAuthenticated(em, session.id, now);
    await this.rateLimiter.reset(user.email, request.ip);
    await recordAuthSecurityEvent(em, this.log, 'auth.reauthenticated', {
      userId: user.id,
      ip: request.ip,
      sessionHandle: session.handle,
    });
    return now;
  }

  private async fail(
    em: EntityManager,
    user: User,
    request: ReauthenticationRequest,
    factor: 'password' | 'code',
  ): Promise<void> {
    await this.rateLimiter.recordFailure(em, user.email, request.ip);
    await recordAuthSecurityEvent(em, this.log, 'auth.reauthentication.failed', {
      userId: user.id,
      ip: request.ip,
      factor,
    });
  }
}
