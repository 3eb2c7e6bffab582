import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import { readSetting } from '../../settings/read-environment.js';
import { MailCategory, MailMode, mailCategoryOf } from '../../values/mail-preference.js';
import { NotificationKind } from '../../values/notification-kind.js';
import { mailModeOf, mailModesOf } from './mail-modes.js';

/**
 * Kinds whose immediate e-mail another job sends already: a consultation request's (the
 * consultation module's consultation_mails) and an event reminder's (events.remind). Digests
 * still list them.
 */
const MAILED_ELSEWHERE: ReadonlySet<NotificationKind> = new Set([
  NotificationKind.CONSULTATION_REQUESTED,
  NotificationKind.EVENT_REMINDER,
]);

/** A notice about to be inserted: its id, recipient and kind. */
export interface NoticeToMail {
  id: string;
  recipient_id: string;
  kind: NotificationKind;
}

/**
 * Keeps the notices their recipients want (a category set to `off` is neither shown nor mailed)
 * and, for the categories set to e-mail at once, records the e-mail owed in notice_mails, in the
 * caller's transaction: the e-mail exists exactly when the notice does. Digests are planned later
 * from the notices themselves.
 */
export async function keepWantedNoticesAndRecordMails<T extends NoticeToMail>(
  em: EntityManager,
  notices: readonly T[],
): Promise<T[]> {
  const byCategory = new Map<MailCategory, T[]>();
  for (const notice of notices) {
    const category = mailCategoryOf(notice.kind);
    if (category) byCategory.set(category, [...(byCategory.get(category) ?? []), notice]);
  }
  const dropped = new Set<string>();
  const mails: Array<{
    id: string;
    recipient_id: string;
    category: MailCategory;
    notification_id: string;
  }> = [];
  for (const [category, group] of byCategory) {
    const modes = await mailModesOf(
      em,
      group.map((notice) => notice.recipient_id),
      category,
    );
    for (const notice of group) {
      const mode = modes.get(notice.recipient_id);
      if (mode === MailMode.OFF) dropped.add(notice.id);
      else if (mode === MailMode.IMMEDIATE && !MAILED_ELSEWHERE.has(notice.kind)) {
        mails.push({
          id: randomUUID(),
          recipient_id: notice.recipient_id,
          category,
          notification_id: notice.id,
        });
      }
    }
  }
  const kept = notices.filter((notice) => !dropped.has(notice.id));
  if (mails.length > 0) {
    await tablesOf(em)
      .insertInto('notice_mails')
      .values(mails.map((mail) => ({ ...emptyMail(), ...mail })))
      .execute();
  }
  return kept;
}

/**
 * Records the e-mail owed for a private message, when its recipient wants messages at once: it
 * is due MESSAGE_MAIL_DELAY_MINUTES later, and sent only if the message is still unread then.
 */
export async function recordMessageMail(
  em: EntityManager,
  message: { id: string; recipientId: string; createdAt: Date },
  delayMinutes: number = readSetting('MESSAGE_MAIL_DELAY_MINUTES'),
): Promise<void> {
  if ((await mailModeOf(em, message.recipientId, MailCategory.MESSAGES)) !== MailMode.IMMEDIATE)
    return;
  await tablesOf(em)
    .insertInto('notice_mails')
    .values({
      ...emptyMail(),
      id: randomUUID(),
      recipient_id: message.recipientId,
      category: MailCategory.MESSAGES,
      message_id: message.id,
      send_after: new Date(message.createdAt.getTime() + delayMinutes * 60_000).toISOString(),
    })
    .execute();
}

/** The columns of a fresh outbox row that its kind does not set. */
export function emptyMail() {
  const now = new Date().toISOString();
  return {
    category: null,
    notification_id: null,
    message_id: null,
    digest_period: null,
    covers_from: null,
    covers_until: null,
    send_after: now,
    created_at: now,
    sent_at: null,
    sent_to: null,
    dropped_at: null,
    drop_reason: null,
    unsubscribe_token_hash: null,
  };
}
