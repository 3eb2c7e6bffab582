import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { tablesOf } from '../../db/tables.js';
import { notifyAll } from '../../shared/notify.js';
import { REMINDER_OFFSETS_MINUTES, RsvpStatus } from '../../values/event-values.js';
import { type MailLanguage, mailLanguageOf } from '../../values/mail-preference.js';
import { NotificationKind } from '../../values/notification-kind.js';
import { SubmissionStatus } from '../../values/submission-values.js';

/** The reminder times of an event starting at `eventDate` still ahead of `now`. */
export function reminderTimes(eventDate: Date, now = new Date()): Date[] {
  return REMINDER_OFFSETS_MINUTES.map(
    (minutes) => new Date(eventDate.getTime() - minutes * 60_000),
  ).filter((due) => due > now);
}

/**
 * Records the reminders owed to members who now go to an event (in the caller's transaction):
 * one row per reminder still ahead. A reminder already sent is not sent again (the unique row
 * stays). Answers the due times, for the wake-up jobs to schedule after commit.
 */
export async function planReminders(
  em: EntityManager,
  eventId: string,
  eventDate: Date,
  userIds: readonly string[],
): Promise<Date[]> {
  const now = new Date();
  const offsets = REMINDER_OFFSETS_MINUTES.filter(
    (minutes) => eventDate.getTime() - minutes * 60_000 > now.getTime(),
  );
  const rows = userIds.flatMap((userId) =>
    offsets.map((minutes) => ({
      id: randomUUID(),
      event_id: eventId,
      user_id: userId,
      offset_minutes: minutes,
      due_at: new Date(eventDate.getTime() - minutes * 60_000).toISOString(),
      sent_at: null,
      created_at: now.toISOString(),
    })),
  );
  if (rows.length === 0) return [];
  await tablesOf(em)
    .insertInto('event_reminders')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['event_id', 'user_id', 'offset_minutes']).doNothing(),
    )
    .execute();
  return reminderTimes(eventDate, now);
}

/** Forgets the unsent reminders of some members (they no longer go), or of everyone. */
export async function dropReminders(
  em: EntityManager,
  eventId: string,
  userIds: readonly string[] | 'all',
): Promise<void> {
  let query = tablesOf(em)
    .deleteFrom('event_reminders')
    .where('event_id', '=', eventId)
    .where('sent_at', 'is', null);
  if (userIds !== 'all') {
    if (userIds.length === 0) return;
    query = query.where('user_id', 'in', userIds);
  }
  await query.execute();
}

/** A reminder just recorded as sent, with what its e-mail says. */
export interface SentReminder {
  id: string;
  userId: string;
  email: string;
  fullName: string;
  /** The member's e-mail language (their e-mail settings). */
  language: MailLanguage;
  offsetMinutes: number;
  event: {
    id: string;
    title: string;
    eventDate: Date;
    timeZone: string;
    location: string | null;
  };
}

/**
 * Sends the reminders of an event that are due (notification in the same transaction as the
 * `sentAt` mark: once, whichever job or sweep gets there first; rows another worker holds are
 * skipped, not waited for). Due reminders no longer owed (the member stopped going, the event
 * was cancelled or has started) are deleted so that the sweep stops asking for them. Returns how
 * many were sent.
 */
export async function deliverDueReminders(em: EntityManager, eventId: string): Promise<number> {
  return em.transactional(async (tx) => {
    const db = tablesOf(tx);
    const now = new Date().toISOString();
    const due = await db
      .selectFrom('event_reminders as r')
      .innerJoin('content_submissions as s', 's.id', 'r.event_id')
      .leftJoin('event_rsvps as v', (join) =>
        join.onRef('v.event_id', '=', 'r.event_id').onRef('v.user_id', '=', 'r.user_id'),
      )
      .select([
        'r.id',
        'r.user_id',
        sql<boolean>`(v.status is not distinct from ${RsvpStatus.GOING}
          and s.cancelled_at is null and s.status = ${SubmissionStatus.APPROVED}
          and s.event_date > now())`.as('owed'),
      ])
      .where('r.event_id', '=', eventId)
      .where('r.sent_at', 'is', null)
      .where('r.due_at', '<=', now)
      .forUpdate('r')
      .skipLocked()
      .execute();
    const owed = due.filter((row) => row.owed);
    const stale = due.filter((row) => !row.owed).map((row) => row.id);
    if (stale.length > 0) await db.deleteFrom('event_reminders').where('id', 'in', stale).execute();
    if (owed.length === 0) return 0;
    await db
      .updateTable('event_reminders')
      .set({ sent_at: now })
      .where(
        'id',
        'in',
        owed.map((row) => row.id),
      )
      .execute();
    await notifyAll(
      tx,
      owed.map((row) => ({
        recipientId: row.user_id,
        actorId: null,
        kind: NotificationKind.EVENT_REMINDER,
        eventId,
      })),
    );
    return owed.length;
  });
}

/**
 * The sent reminders of an event whose e-mail has not left yet, while the event has not started
 * and goes ahead (a late reminder is no use): what the job e-mails, and retries until it has.
 */
export async function remindersToMail(em: EntityManager, eventId: string): Promise<SentReminder[]> {
  const rows = await tablesOf(em)
    .selectFrom('event_reminders as r')
    .innerJoin('content_submissions as s', 's.id', 'r.event_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('mail_settings as ms', 'ms.user_id', 'r.user_id')
    .select([
      'r.id',
      'r.user_id',
      'r.offset_minutes',
      'u.email',
      'u.full_name',
      'ms.language',
      's.title',
      's.event_date',
      's.time_zone',
      's.location',
    ])
    .where('r.event_id', '=', eventId)
    .where('r.sent_at', 'is not', null)
    .where('r.emailed_at', 'is', null)
    .where('s.cancelled_at', 'is', null)
    .where(sql<boolean>`s.event_date > now()`)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    email: row.email,
    fullName: row.full_name,
    language: mailLanguageOf(row.language),
    offsetMinutes: row.offset_minutes,
    event: {
      id: eventId,
      title: row.title ?? '',
      eventDate: new Date(row.event_date ?? Date.now()),
      timeZone: row.time_zone,
      location: row.location,
    },
  }));
}

/** The reminder's e-mail left (or is not wanted): it is not tried again. */
export async function markReminderMailed(em: EntityManager, reminderId: string): Promise<void> {
  await tablesOf(em)
    .updateTable('event_reminders')
    .set({ emailed_at: new Date().toISOString() })
    .where('id', '=', reminderId)
    .execute();
}

/** An (event, due time) whose reminders are unsent, for the sweep to make sure a job waits. */
export interface ReminderWakeup {
  eventId: string;
  dueAt: Date;
}

/** The distinct due times of unsent reminders (one job per event and time, however many members). */
export async function findUnsentReminderTimes(em: EntityManager): Promise<ReminderWakeup[]> {
  const rows = await tablesOf(em)
    .selectFrom('event_reminders')
    .select(['event_id', 'due_at'])
    .where('sent_at', 'is', null)
    .groupBy(['event_id', 'due_at'])
    .orderBy('due_at')
    .limit(10_000)
    .execute();
  return rows.map((row) => ({ eventId: row.event_id, dueAt: new Date(row.due_at) }));
}
