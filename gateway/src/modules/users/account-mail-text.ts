import type { MailMessage } from '../../mail/mailer.js';
import { AccountMailKind } from './account-mail.entity.js';
import { ACCOUNT_MAIL_WORDS } from './account-mail-words.js';
import {
  type AccountMailToSend,
  DATA_EXPORT_PATH,
  EMAIL_CONFIRM_PATH,
  PASSWORD_RESET_PATH,
} from './account-mails.js';

const SECURITY_PATH = '/profile/security';
const FORGOT_PATH = '/forgot-password';

/**
 * The text of an account e-mail, in the member's language (their e-mail settings). Every notice
 * says what to do when the member did not ask for it.
 */
export function accountMailMessage(mail: AccountMailToSend, origin: string): MailMessage {
  const base = origin.replace(/\/$/, '');
  const words = ACCOUNT_MAIL_WORDS[mail.language];
  const message = (subject: string, paragraphs: string[]): MailMessage => ({
    to: mail.recipient,
    subject,
    text: [words.hello(mail.fullName), ...paragraphs].join('\n\n'),
    headers: { 'Content-Language': mail.language },
  });
  const notYou = words.notYou(`${base}${FORGOT_PATH}`);
  switch (mail.kind) {
    case AccountMailKind.PASSWORD_RESET:
      return message(words.reset.subject, [
        `${words.reset.open}\n${base}${PASSWORD_RESET_PATH}${mail.token}`,
        words.reset.ignore,
      ]);
    case AccountMailKind.PASSWORD_CHANGED:
      return message(words.changed.subject, [words.changed.body, notYou]);
    case AccountMailKind.EMAIL_CONFIRM:
      return message(words.confirm.subject, [
        `${words.confirm.open}\n${base}${EMAIL_CONFIRM_PATH}${mail.token}`,
        words.confirm.ignore,
      ]);
    case AccountMailKind.EMAIL_CHANGE_REQUESTED:
      return message(words.changeRequested.subject, [
        words.changeRequested.body(mail.newEmail),
        `${notYou}\n${words.changeRequested.checkSessions(`${base}${SECURITY_PATH}`)}`,
      ]);
    case AccountMailKind.DATA_EXPORT:
      return message(words.dataExport.subject, [
        `${words.dataExport.open}\n${base}${DATA_EXPORT_PATH}${mail.token}`,
        words.dataExport.signIn,
      ]);
  }
}
