import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import { type MailMessage, permanentRefusalOf } from '../../mail/mailer.js';
import { mailModeOf } from '../../shared/notice-mail/mail-modes.js';
import {
  MailCategory,
  type MailLanguage,
  MailMode,
  mailLanguageOf,
} from '../../values/mail-preference.js';
import { digestKindsOf, digestModeOfPeriod, modesOfMember } from './digest-planner.js';
import { fill, MAIL_CATALOGS } from './mail-catalog.js';
import { renderNoticeMail } from './mail-template.js';
import { messageLines, type NoticeLine, noticeLines } from './notice-lines.js';

/** The one-click unsubscribe page (GET shows it, POST unsubscribes), followed by the token. */
export const UNSUBSCRIBE_PATH = '/mail/unsubscribe/';

/** What became of one outbox row. */
export type NoticeMailOutcome =
  | { outcome: 'sent'; to: string }
  | { outcome: 'dropped'; reason: string }
  | { outcome: 'bounced'; reason: string }
  /** Sent or dropped already, not due yet, or being sent by another worker right now. */
  | { outcome: 'nothing to do' };

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Sends one notice e-mail of the outbox, at most once. The row is locked (FOR UPDATE SKIP LOCKED)
 * in a transaction that lasts while the SMTP server takes the message and commits `sent_at` at
 * once after it: a second worker skips the locked row, a retry finds it sent. A worker killed in
 * the few milliseconds between the server's 250 and the commit is the one window left: the mail
 * is sent again then, with the same Message-ID (the row's), so that mail systems can fold the two.
 * A permanent refusal (5xx) records the address as bounced and drops the row; any other failure
 * rolls back and throws, so that BullMQ retries with backoff.
 */
export async function sendNoticeMail(
  em: EntityManager,
  mailId: string,
  deliver: (message: MailMessage) => Promise<void>,
  origin: string,
  now: Date = new Date(),
): Promise<NoticeMailOutcome> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = sha256(token);
  // The unsubscribe link's hash is committed before the message leaves: a mail client that
  // unsubscribes the moment it arrives (before the send below commits) must find it. Skipped
  // when another worker holds the row; then it is written with the send instead.
  await tablesOf(em)
    .updateTable('notice_mails')
    .set({ unsubscribe_token_hash: tokenHash })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('notice_mails')
        .select('id')
        .where('id', '=', mailId)
        .where('sent_at', 'is', null)
        .forUpdate()
        .skipLocked(),
    )
    .execute();
  return em.transactional(async (tx) => {
    const tables = tablesOf(tx);
    const mail = await tables
      .selectFrom('notice_mails')
      .selectAll()
      .where('id', '=', mailId)
      .where('sent_at', 'is', null)
      .where('dropped_at', 'is', null)
      .where('send_after', '<=', now.toISOString())
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!mail) return { outcome: 'nothing to do' };
    const drop = async (reason: string): Promise<NoticeMailOutcome> => {
      await tables
        .updateTable('notice_mails')
        .set({ dropped_at: now.toISOString(), drop_reason: reason })
        .where('id', '=', mailId)
        .execute();
      return { outcome: 'dropped', reason };
    };

    const member = await tables
      .selectFrom('users as u')
      .leftJoin('mail_settings as s', 's.user_id', 'u.id')
      .leftJoin('mail_bounces as b', 'b.address', 'u.email')
      .select(['u.email', 'u.full_name', 's.language', 'b.address as bounced'])
      .where('u.id', '=', mail.recipient_id)
      .executeTakeFirst();
    if (!member) return drop('the member is gone');
    if (member.bounced) return drop('the address bounced before');
    const language = mailLanguageOf(member.language);

    let lines: NoticeLine[];
    let frequency: 'daily' | 'weekly' | null = null;
    if (mail.digest_period) {
      const mode = digestModeOfPeriod(mail.digest_period);
      frequency = mode === MailMode.WEEKLY ? 'weekly' : 'daily';
      const modes = await modesOfMember(tx, mail.recipient_id);
      const window = {
        from: new Date(mail.covers_from ?? 0),
        until: new Date(mail.covers_until ?? now),
      };
      lines = [
        ...(await noticeLines(tx, mail.recipient_id, {
          ...window,
          kinds: digestKindsOf(modes, mode),
        })),
        ...(modes[MailCategory.MESSAGES] === mode
          ? await messageLines(tx, mail.recipient_id, window)
          : []),
      ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    } else {
      // The member may have changed their mind (or unsubscribed) since the notice was recorded.
      if (
        mail.category &&
        (await mailModeOf(tx, mail.recipient_id, mail.category)) !== MailMode.IMMEDIATE
      ) {
        return drop('the member no longer wants these at once');
      }
      lines = mail.message_id
        ? await messageLines(tx, mail.recipient_id, { id: mail.message_id })
        : mail.notification_id
          ? await noticeLines(tx, mail.recipient_id, { id: mail.notification_id })
          : [];
    }
    if (lines.length === 0) {
      return drop(mail.message_id ? 'the message was read' : 'nothing left to tell');
    }

    if (mail.unsubscribe_token_hash !== tokenHash) {
      // Another try wrote its own link in between: this message carries this one.
      await tables
        .updateTable('notice_mails')
        .set({ unsubscribe_token_hash: tokenHash })
        .where('id', '=', mailId)
        .execute();
    }
    const message = await writeNoticeMail({
      to: member.email,
      name: member.full_name,
      language,
      lines,
      frequency,
      origin,
      unsubscribeUrl: `${origin.replace(/\/$/, '')}${UNSUBSCRIBE_PATH}${token}`,
      messageId: `<notice-${mailId}@${new URL(origin).hostname}>`,
    });
    try {
      await deliver(message);
    } catch (error) {
      const refusal = permanentRefusalOf(error);
      if (!refusal) throw error;
      await tables
        .insertInto('mail_bounces')
        .values({
          address: member.email,
          reason: refusal.response.slice(0, 500),
          created_at: now.toISOString(),
        })
        .onConflict((oc) =>
          oc.column('address').doUpdateSet({ reason: refusal.response.slice(0, 500) }),
        )
        .execute();
      await drop(`refused: ${refusal.response}`.slice(0, 300));
      return { outcome: 'bounced', reason: refusal.response };
    }
    await tables
      .updateTable('notice_mails')
      .set({ sent_at: new Date().toISOString(), sent_to: member.email })
      .where('id', '=', mailId)
      .execute();
    return { outcome: 'sent', to: member.email };
  });
}

interface NoticeMailToWrite {
  to: string;
  name: string;
  language: MailLanguage;
  lines: readonly NoticeLine[];
  /** A digest's, or null for one notice. */
  frequency: 'daily' | 'weekly' | null;
  origin: string;
  unsubscribeUrl: string;
  messageId: string;
}

/** The e-mail of some notices in the member's language: both parts and the RFC 8058 headers. */
export async function writeNoticeMail(mail: NoticeMailToWrite): Promise<MailMessage> {
  const catalog = MAIL_CATALOGS[mail.language];
  const base = mail.origin.replace(/\/$/, '');
  const items = mail.lines.map((line) => ({
    text: fill(catalog.lines[line.kind], {
      actor: line.actor ?? catalog.someone,
      title: line.title,
      reason: line.reason ?? '',
    }),
    href: `${base}${line.path}`,
  }));
  const subject = mail.frequency
    ? catalog.digestSubject[mail.frequency]
    : (items[0]?.text ?? catalog.open).slice(0, 150);
  const { html, text } = await renderNoticeMail({
    language: mail.language,
    subject,
    greeting: fill(catalog.greeting, { name: mail.name }),
    intro: mail.frequency ? catalog.digestIntro[mail.frequency] : null,
    items,
    open: { label: catalog.open, href: `${base}/` },
    why: catalog.why,
    unsubscribe: {
      label: mail.frequency ? catalog.unsubscribeDigest : catalog.unsubscribe,
      href: mail.unsubscribeUrl,
    },
  });
  return {
    to: mail.to,
    subject,
    text,
    html,
    headers: {
      'Message-ID': mail.messageId,
      'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'Content-Language': mail.language,
    },
  };
}
