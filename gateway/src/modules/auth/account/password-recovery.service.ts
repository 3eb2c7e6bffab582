import type { EntityManager } from '@mikro-orm/postgresql';
import type { FieldErrors } from '../../../errors/domain-error.js';
import { badUserInput } from '../../../errors/domain-error.js';
import { checkEmail, throwIfProblems } from '../../../errors/input-checks.js';
import type { Logger } from '../../../logging/logger.js';
import { recordSecurityEvent } from '../../security-log/index.js';
import {
  AccountMailKind,
  claimAccountLink,
  deleteOtherSessions,
  findAccountLink,
  normalizeEmail,
  recordAccountMail,
  User,
  voidAccountLinks,
} from '../../users/index.js';
import { recordAuthSecurityEvent } from '../auth-security-events.js';
import { hashPassword } from '../password.js';
import { passwordProblem } from '../password-policy.js';
import { invalidAccountLink } from './account.errors.js';
import type { AccountEmailLimits } from './account-limits.js';

/** Wakes the worker to send an account e-mail (JobQueue); false while Redis is away. */
export interface AccountMailWake {
  sendAccountMail(mailId: string): Promise<boolean>;
}

export interface ClientOrigin {
  ip: string;
  userAgent: string | null;
}

/**
 * Password recovery: a single-use link by e-mail, then a new password with it. Asking answers
 * the same whether or not the address has an account (nothing is sent when it has none); the
 * link is made and mailed by the worker (account_mails is the record). A new password ends
 * every session, so the next sign-in asks for the second factor as always.
 */
export class PasswordRecoveryService {
  constructor(
    private readonly limits: AccountEmailLimits,
    private readonly mail: AccountMailWake,
    private readonly log: Logger,
  ) {}

  async requestReset(em: EntityManager, request: { email: string } & ClientOrigin): Promise<void> {
    const problems: FieldErrors = {};
    const email = normalizeEmail(request.email);
    checkEmail(problems, 'email', email);
    throwIfProblems(problems);
    // Counted by the typed address, whether or not it has an account: the limit answers alike.
    await this.limits.take(request.ip, `email:${email}`);
    const user = await em.findOne(User, { email });
    if (!user) return;
    const mailId = await recordAccountMail(em, {
      userId: user.id,
      kind: AccountMailKind.PASSWORD_RESET,
      recipient: user.email,
    });
    await recordAuthSecurityEvent(em, this.log, 'auth.password_reset.requested', {
      userId: user.id,
      ip: request.ip,
    });
    await this.mail.sendAccountMail(mailId);
  }

  /** Sets the password of the link's account; the link is used up, every session ends. */
  async resetPassword(
    em: EntityManager,
    request: { token: string; password: string } & ClientOrigin,
  ): Promise<void> {
    const link = await findAccountLink(em, AccountMailKind.PASSWORD_RESET, request.token);
    if (!link) {
      // No account to name: a used or made-up link says nothing of whose it was.
      await recordSecurityEvent(
        { em, log: this.log },
        {
          type: 'auth.password_reset.failed',
          subjectUserId: null,
          ip: request.ip,
          userAgent: request.userAgent,
        },
      );
      throw invalidAccountLink();
    }
    const user = await em.findOneOrFail(User, link.userId);
    // The same rules as every new password; the link stays usable until one passes.
    const problem = passwordProblem(request.password, [user.fullName, user.username, user.email]);
    if (problem) throw badUserInput({ password: problem });
    const passwordHash = await hashPassword(request.password);
    const noticeId = await em.transactional(async (tx) => {
      if (!(await claimAccountLink(tx, AccountMailKind.PASSWORD_RESET, request.token))) {
        throw invalidAccountLink();
      }
      await tx.nativeUpdate(User, { id: user.id }, { passwordHash });
      await voidAccountLinks(tx, user.id, AccountMailKind.PASSWORD_RESET);
      // Whoever held a session (maybe whoever knew the old password) is signed out.
      await deleteOtherSessions(tx, user.id, null);
      return recordAccountMail(tx, {
        userId: user.id,
        kind: AccountMailKind.PASSWORD_CHANGED,
        recipient: user.email,
      });
    });
    await recordAuthSecurityEvent(em, this.log, 'auth.password.reset', {
      userId: user.id,
      ip: request.ip,
    });
    await this.mail.sendAccountMail(noticeId);
  }
}
