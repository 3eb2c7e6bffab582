import type { MailMessage } from '../../mail/mailer.js';
import { AccountMailKind } from './account-mail.entity.js';
import {
  type AccountMailToSend,
  EMAIL_CONFIRM_PATH,
  PASSWORD_RESET_PATH,
} from './account-mails.js';

const SECURITY_PATH = '/profile/security';
const FORGOT_PATH = '/forgot-password';

/**
 * The text of an account e-mail, in English (e-mails carry no reader language yet, as the
 * event reminders). Every notice says what to do when the member did not ask for it.
 */
export function accountMailMessage(mail: AccountMailToSend, origin: string): MailMessage {
  const base = origin.replace(/\/$/, '');
  const hello = `Hello ${mail.fullName},`;
  const notYou = `If this was not you, reset your password at once: ${base}${FORGOT_PATH}`;
  switch (mail.kind) {
    case AccountMailKind.PASSWORD_RESET:
      return {
        to: mail.recipient,
        subject: 'Reset your Bar Association Portal password',
        text: [
          hello,
          '',
          'Someone (we hope you) asked to set a new password for your account. Open this link to choose one; it works once, for 30 minutes:',
          `${base}${PASSWORD_RESET_PATH}${mail.token}`,
          '',
          'If you did not ask for it, ignore this e-mail: your password stays as it is.',
        ].join('\n'),
      };
    case AccountMailKind.PASSWORD_CHANGED:
      return {
        to: mail.recipient,
        subject: 'Your Bar Association Portal password was changed',
        text: [
          hello,
          '',
          'The password of your account was just changed, and every other signed-in session was signed out.',
          '',
          notYou,
        ].join('\n'),
      };
    case AccountMailKind.EMAIL_CONFIRM:
      return {
        to: mail.recipient,
        subject: 'Confirm your new e-mail address',
        text: [
          hello,
          '',
          'Open this link to make this address the one of your Bar Association Portal account; it works once, for 24 hours:',
          `${base}${EMAIL_CONFIRM_PATH}${mail.token}`,
          '',
          'If you did not ask for it, ignore this e-mail: nothing changes.',
        ].join('\n'),
      };
    case AccountMailKind.EMAIL_CHANGE_REQUESTED:
      return {
        to: mail.recipient,
        subject: 'A new e-mail address was asked for your account',
        text: [
          hello,
          '',
          `Someone signed in to your account asked to change its e-mail address to ${mail.newEmail ?? 'another address'}. The change takes effect once that address confirms it.`,
          '',
          `${notYou} and check your sessions: ${base}${SECURITY_PATH}`,
        ].join('\n'),
      };
  }
}
