import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logging/logger.js';
import type { Mailer } from '../../mail/mailer.js';
import { notify } from '../../shared/notify.js';
import { NotificationKind } from '../../values/notification-kind.js';
import { recordSecurityEvent } from '../security-log/index.js';
import { User } from '../users/index.js';

export interface AccountLimitReached {
  email: string;
  /** The address whose failure reached the limit (its group is what the throttle counts). */
  ip: string;
  retryAfterSeconds: number;
}

/**
 * Tells an account's owner that its sign-in failure limit was reached, so every address now
 * waits (F3): a notification in the portal, a security-log event, and an e-mail through the
 * mailer (logged instead when SMTP_URL is unset). Someone may be guessing their password; the
 * owner learns it without having to try signing in. Never throws: the attempt's answer stands.
 */
export class AccountLimitNotice {
  constructor(
    private readonly mailer: Mailer,
    private readonly log: Logger,
    private readonly securityPageUrl: string,
  ) {}

  async tell(em: EntityManager, reached: AccountLimitReached): Promise<void> {
    try {
      // Guesses on addresses that have no account are counted too; nobody to tell then.
      const user = await em.findOne(User, { email: reached.email });
      if (!user) return;
      await notify(em, {
        recipientId: user.id,
        actorId: null,
        kind: NotificationKind.SIGN_IN_LIMIT_REACHED,
      });
      await recordSecurityEvent(
        { em, log: this.log },
        {
          type: 'auth.account_limit.reached',
          subjectUserId: user.id,
          ip: reached.ip,
          details: { retryAfterSeconds: reached.retryAfterSeconds },
        },
      );
      await this.mailer.send({
        to: user.email,
        subject: 'Many failed sign-ins on your account',
        text: [
          `Hello ${user.fullName},`,
          '',
          'Someone has tried to sign in to your Bar Association Portal account with a wrong password many times.',
          'Signing in to it is slowed down for a while, from every address. If this was you, wait a few minutes and try again.',
          '',
          'If it was not you, your password has not been given away by these attempts. To be safe, choose a long password you use nowhere else, turn on two-step sign-in, and check your signed-in sessions:',
          this.securityPageUrl,
        ].join('\n'),
      });
    } catch (error) {
      this.log.warn({ err: error }, 'sign-in limit notice not sent');
    }
  }
}
