import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badUserInput, type FieldErrors, unauthenticated } from '../../../errors/domain-error.js';
import { checkEmail, throwIfProblems } from '../../../errors/input-checks.js';
import type { Logger } from '../../../logging/logger.js';
import {
  AccountMailKind,
  type ActiveSession,
  type AuthUser,
  claimAccountLink,
  deleteOtherSessions,
  hashSessionToken,
  normalizeEmail,
  recordAccountMail,
  User,
  voidAccountLinks,
} from '../../users/index.js';
import { recordAuthSecurityEvent } from '../auth-security-events.js';
import { hashPassword } from '../password.js';
import { passwordProblem } from '../password-policy.js';
import type { ReauthenticationService } from '../reauthentication.service.js';
import { emailTaken, invalidAccountLink, SAME_EMAIL_PROBLEM } from './account.errors.js';
import type { AccountEmailLimits } from './account-limits.js';
import type { AccountMailWake, ClientOrigin } from './password-recovery.service.js';

/** What proves it is the member: today's password, and a code when two-step sign-in is on. */
export interface CurrentSecret {
  currentPassword: string;
  code?: string | null;
}

/**
 * A signed-in member's own password and address: each change needs the current password (and
 * code) again, checked as a reauthentication (wrong ones count in the sign-in throttle), and
 * ends every other session. A new address becomes the account's only when a link sent to it is
 * opened; the old address is told of the request.
 */
export class AccountChangesService {
  constructor(
    private readonly reauthentication: ReauthenticationService,
    private readonly limits: AccountEmailLimits,
    private readonly mail: AccountMailWake,
    private readonly log: Logger,
  ) {}

  async changePassword(
    em: EntityManager,
    viewer: AuthUser,
    session: ActiveSession | null,
    request: CurrentSecret & { newPassword: string } & ClientOrigin,
  ): Promise<void> {
    if (!session) throw unauthenticated();
    const user = await em.findOneOrFail(User, viewer.id);
    // The new password's rules first: a refusal then costs no try of the current one.
    const problem = passwordProblem(request.newPassword, [
      user.fullName,
      user.username,
      user.email,
    ]);
    if (problem) throw badUserInput({ newPassword: problem });
    await this.proveIdentity(em, viewer, session, request);
    const passwordHash = await hashPassword(request.newPassword);
    const noticeId = await em.transactional(async (tx) => {
      await tx.nativeUpdate(User, { id: user.id }, { passwordHash });
      await voidAccountLinks(tx, user.id, AccountMailKind.PASSWORD_RESET);
      await deleteOtherSessions(tx, user.id, session.id);
      return recordAccountMail(tx, {
        userId: user.id,
        kind: AccountMailKind.PASSWORD_CHANGED,
        recipient: user.email,
      });
    });
    await recordAuthSecurityEvent(em, this.log, 'auth.password.changed', {
      userId: user.id,
      ip: request.ip,
      sessionHandle: session.handle,
    });
    await this.mail.sendAccountMail(noticeId);
  }

  /** Mails a confirmation link to the new address and a notice to the current one. */
  async requestEmailChange(
    em: EntityManager,
    viewer: AuthUser,
    session: ActiveSession | null,
    request: CurrentSecret & { newEmail: string } & ClientOrigin,
  ): Promise<void> {
    if (!session) throw unauthenticated();
    const newEmail = normalizeEmail(request.newEmail);
    const problems: FieldErrors = {};
    checkEmail(problems, 'newEmail', newEmail);
    throwIfProblems(problems);
    const user = await em.findOneOrFail(User, viewer.id);
    if (newEmail === user.email) throw badUserInput({ newEmail: SAME_EMAIL_PROBLEM });
    await this.limits.take(request.ip, `user:${user.id}`);
    await this.proveIdentity(em, viewer, session, request);
    if (await em.count(User, { email: newEmail })) throw emailTaken();
    const mailIds = await em.transactional(async (tx) => [
      await recordAccountMail(tx, {
        userId: user.id,
        kind: AccountMailKind.EMAIL_CONFIRM,
        recipient: newEmail,
        newEmail,
      }),
      await recordAccountMail(tx, {
        userId: user.id,
        kind: AccountMailKind.EMAIL_CHANGE_REQUESTED,
        recipient: user.email,
        newEmail,
      }),
    ]);
    await recordAuthSecurityEvent(em, this.log, 'auth.email_change.requested', {
      userId: user.id,
      ip: request.ip,
      sessionHandle: session.handle,
    });
    for (const mailId of mailIds) await this.mail.sendAccountMail(mailId);
  }

  /**
   * Makes the link's address the account's. Every session of the account ends but the one the
   * link is opened in, if it is the account's (`sessionToken`: the browser's cookie).
   */
  async confirmEmailChange(
    em: EntityManager,
    request: { token: string; sessionToken: string | undefined } & ClientOrigin,
  ): Promise<void> {
    const userId = await em
      .transactional(async (tx) => {
        const link = await claimAccountLink(tx, AccountMailKind.EMAIL_CONFIRM, request.token);
        if (!link?.newEmail) throw invalidAccountLink();
        await tx.nativeUpdate(User, { id: link.userId }, { email: link.newEmail });
        // Links mailed to the old address no longer lead to this account's password.
        await voidAccountLinks(tx, link.userId, AccountMailKind.PASSWORD_RESET);
        await voidAccountLinks(tx, link.userId, AccountMailKind.EMAIL_CONFIRM);
        const keep = request.sessionToken ? hashSessionToken(request.sessionToken) : null;
        // Every one of the account's when `keep` is not one of them (signed out, or someone else).
        await deleteOtherSessions(tx, link.userId, keep);
        return link.userId;
      })
      .catch((error: unknown) => {
        // Someone else took the address since the link was sent.
        if (error instanceof UniqueConstraintViolationException) throw emailTaken();
        throw error;
      });
    await recordAuthSecurityEvent(em, this.log, 'auth.email.changed', {
      userId,
      ip: request.ip,
    });
  }

  private proveIdentity(
    em: EntityManager,
    viewer: AuthUser,
    session: ActiveSession,
    request: CurrentSecret & ClientOrigin,
  ): Promise<Date> {
    return this.reauthentication.reauthenticate(em, viewer, session, {
      password: request.currentPassword,
      code: request.code,
      ip: request.ip,
      userAgent: request.userAgent,
      passwordField: 'currentPassword',
    });
  }
}
