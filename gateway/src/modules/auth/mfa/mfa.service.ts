import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import QRCode from 'qrcode';
import type { SecretBox } from '../../../crypto/secret-box.js';
import { badUserInput } from '../../../errors/domain-error.js';
import type { Logger } from '../../../logging/logger.js';
import type { ActiveSession, AuthUser } from '../../users/index.js';
import { MfaChallenge, MfaRecoveryCode, User } from '../../users/index.js';
import { recordAuthSecurityEvent, refuseIfThrottled } from '../auth-security-events.js';
import type { FreshProof } from '../fresh-proof.js';
import { verifyPassword } from '../password.js';
import type { SignInRateLimiter } from '../sign-in-rate-limiter.js';
import { invalidMfaCode, mfaAlreadyOn, mfaNotOn, mfaNotStarted } from './mfa.errors.js';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.js';
import { isTotpCodeShape, matchingTotpStep, newTotpSecret, totpUri } from './totp.js';

/** How long the half-signed-in state lasts, and how many codes it accepts. */
export const MFA_CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const MFA_CHALLENGE_MAX_ATTEMPTS = 5;

export interface MfaEnrolment {
  /** Base32, for typing into an app that cannot scan. */
  secret: string;
  otpauthUri: string;
  /** An SVG data: URL (the CSP allows data: images; no script draws it). */
  qrCodeDataUrl: string;
}

export interface IssuedChallenge {
  token: string;
  expiresAt: Date;
}

export type SecondFactor = 'totp' | 'recovery-code';

export interface DisableMfaRequest {
  password?: string | null;
  code?: string | null;
  ip: string;
}

/** Multi-factor sign-in: TOTP (RFC 6238) with one-time recovery codes. */
export class MfaService {
  constructor(
    private readonly rateLimiter: SignInRateLimiter,
    private readonly log: Logger,
    /** TOTP secrets are stored sealed (MFA_SECRET_KEY), opened only to check a code. */
    private readonly secrets: SecretBox,
    /** Every change here needs the password proven recently in the session (F7). */
    private readonly freshProof: FreshProof,
  ) {}

  async startEnrolment(
    em: EntityManager,
    viewer: AuthUser,
    session: ActiveSession | null,
  ): Promise<MfaEnrolment> {
    this.freshProof.require(session);
    const user = await em.findOneOrFail(User, viewer.id);
    if (user.mfaEnabledAt) throw mfaAlreadyOn();
    const secret = newTotpSecret();
    user.totpPendingSecret = this.secrets.seal(secret, user.id);
    await em.flush();
    const otpauthUri = totpUri(secret, user.email);
    const svg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1 });
    const qrCodeDataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    return { secret, otpauthUri, qrCodeDataUrl };
  }

  /** Turns MFA on with a code from the new secret; answers the recovery codes, shown once. */
  async confirmEnrolment(
    em: EntityManager,
    viewer: AuthUser,
    session: ActiveSession | null,
    code: string,
    ip: string,
  ): Promise<string[]> {
    this.freshProof.require(session);
    const user = await em.findOneOrFail(User, viewer.id, { populate: ['totpPendingSecret'] });
    if (user.mfaEnabledAt) throw mfaAlreadyOn();
    const pending = user.totpPendingSecret;
    if (!pending) throw mfaNotStarted();
    const now = new Date();
    const step = matchingTotpStep(this.secrets.open(pending, user.id), normalizeCode(code), now);
    if (step === null) throw invalidMfaCode();
    const codes = await replaceRecoveryCodes(em, user.id, (tx) =>
      tx.nativeUpdate(
        User,
        { id: user.id },
        { totpSecret: pending, totpPendingSecret: null, totpLastStep: step, mfaEnabledAt: now },
      ),
    );
    await recordAuthSecurityEvent(em, this.log, 'auth.mfa.enrolled', { userId: user.id, ip });
    return codes;
  }

  /** Ten new recovery codes in place of the old ones (shown once); two-step sign-in stays on. */
  async regenerateRecoveryCodes(
    em: EntityManager,
    viewer: AuthUser,
    session: ActiveSession | null,
    ip: string,
  ): Promise<string[]> {
    this.freshProof.require(session);
    const user = await em.findOneOrFail(User, viewer.id);
    if (!user.mfaEnabledAt) throw mfaNotOn();
    const codes = await replaceRecoveryCodes(em, user.id);
    await recordAuthSecurityEvent(em, this.log, 'auth.recovery_codes.regenerated', {
      userId: user.id,
      ip,
    });
    return codes;
  }

  /** Turns MFA off (or resets it, by enrolling again): needs the password or a current code. */
  async disable(
    em: EntityManager,
    viewer: AuthUser,
    session: ActiveSession | null,
    request: DisableMfaRequest,
  ): Promise<void> {
    this.freshProof.require(session);
    const password = request.password ?? '';
    const code = request.code ?? '';
    if (!password && !code) {
      throw badUserInput({ password: 'or a code is required' });
    }
    const user = await em.findOneOrFail(User, viewer.id, {
      populate: ['passwordHash', 'totpSecret'],
    });
    if (!user.mfaEnabledAt || !user.totpSecret) throw mfaNotOn();
    await refuseIfThrottled(this.rateLimiter, em, this.log, {
      email: user.email,
      ip: request.ip,
      userId: user.id,
    });
    const proven = password
      ? await verifyPassword(user.passwordHash, password)
      : (await this.verifySecondFactor(em, user.id, user.totpSecret, code)) !== null;
    if (!proven) {
      await this.rateLimiter.recordFailure(em, user.email, request.ip);
      await recordAuthSecurityEvent(em, this.log, 'auth.mfa.failed', {
        userId: user.id,
        ip: request.ip,
        during: 'disable',
      });
      throw password ? badUserInput({ password: 'is not correct' }) : invalidMfaCode();
    }
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(
        User,
        { id: user.id },
        { totpSecret: null, totpPendingSecret: null, totpLastStep: null, mfaEnabledAt: null },
      );
      await tx.nativeDelete(MfaRecoveryCode, { user: user.id });
    });
    em.clear();
    await recordAuthSecurityEvent(em, this.log, 'auth.mfa.disabled', {
      userId: user.id,
      ip: request.ip,
    });
  }

  /**
   * Accepts a TOTP code of a time step later than the last one accepted (a replay within the
   * step, or of an older step, is refused), or an unused recovery code, which is then spent.
   * Both checks are single conditional updates, so two requests racing with one code cannot
   * both win. Null when neither matches.
   */
  async verifySecondFactor(
    em: EntityManager,
    userId: string,
    sealedSecret: string,
    code: string,
  ): Promise<SecondFactor | null> {
    const normalized = normalizeCode(code);
    const now = new Date();
    if (isTotpCodeShape(normalized)) {
      const step = matchingTotpStep(this.secrets.open(sealedSecret, userId), normalized, now);
      if (step === null) return null;
      const updated = await em.nativeUpdate(
        User,
        { id: userId, $or: [{ totpLastStep: null }, { totpLastStep: { $lt: step } }] },
        { totpLastStep: step },
      );
      return updated === 1 ? 'totp' : null;
    }
    if (normalized.length === 0 || normalized.length > 64) return null;
    const spent = await em.nativeUpdate(
      MfaRecoveryCode,
      { user: userId, codeHash: hashRecoveryCode(normalized), usedAt: null },
      { usedAt: now },
    );
    return spent === 1 ? 'recovery-code' : null;
  }

  async issueChallenge(em: EntityManager, userId: string): Promise<IssuedChallenge> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + MFA_CHALLENGE_TTL_MS);
    // At most one half-signed-in state per account: a new password step replaces the last one,
    // so the codes tried against an account are bounded by the challenges' 5 tries each and the
    // sign-in throttle, never multiplied by parallel challenges.
    await em.nativeDelete(MfaChallenge, { user: userId });
    em.create(MfaChallenge, { id: hashToken(token), user: userId, expiresAt });
    await em.flush();
    return { token, expiresAt };
  }

  /** The user a live challenge belongs to, counting this attempt; null when expired or spent. */
  async claimChallengeAttempt(em: EntityManager, token: string): Promise<string | null> {
    const id = hashToken(token);
    const claimed = await em
      .getConnection()
      .execute<{ user_id: string }[]>(
        'update mfa_challenges set attempts = attempts + 1 where id = ? and expires_at > now() and attempts < ? returning user_id',
        [id, MFA_CHALLENGE_MAX_ATTEMPTS],
      );
    return claimed[0]?.user_id ?? null;
  }

  async endChallenge(em: EntityManager, token: string): Promise<void> {
    await em.nativeDelete(MfaChallenge, { id: hashToken(token) });
  }

  async recoveryCodesLeft(em: EntityManager, userId: string): Promise<number> {
    return em.count(MfaRecoveryCode, { user: userId, usedAt: null });
  }
}

/** Replaces the member's recovery codes (with `alongside` in the same transaction); the new ones. */
async function replaceRecoveryCodes(
  em: EntityManager,
  userId: string,
  alongside?: (tx: EntityManager) => Promise<unknown>,
): Promise<string[]> {
  const codes = newRecoveryCodes();
  await em.transactional(async (tx) => {
    await alongside?.(tx);
    await tx.nativeDelete(MfaRecoveryCode, { user: userId });
    for (const recoveryCode of codes) {
      tx.create(MfaRecoveryCode, { user: userId, codeHash: hashRecoveryCode(recoveryCode) });
    }
  });
  em.clear();
  return codes;
}

function normalizeCode(code: string): string {
  return code.trim().replace(/\s+/g, '');
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
