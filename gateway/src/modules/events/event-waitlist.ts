import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { tablesOf } from '../../db/tables.js';
import { notifyAll } from '../../shared/notify.js';
import { RsvpStatus } from '../../values/event-values.js';
import { NotificationKind } from '../../values/notification-kind.js';
import { SubmissionStatus, SubmissionType } from '../../values/submission-values.js';
import { planReminders } from './event-reminders.js';

/** Locks an approved event's row: every change of its answers goes through this lock, in turn. */
export function lockEvent(em: EntityManager, eventId: string) {
  return tablesOf(em)
    .selectFrom('content_submissions')
    .select([
      'id',
      'title',
      'max_attendees',
      'event_date',
      'registration_required',
      'cancelled_at',
      'time_zone',
      'location',
    ])
    .where('id', '=', eventId)
    .where('type', '=', SubmissionType.EVENT)
    .where('status', '=', SubmissionStatus.APPROVED)
    .forUpdate()
    .executeTakeFirst();
}

export async function countAnswers(em: EntityManager, eventId: string) {
  const row = await tablesOf(em)
    .selectFrom('event_rsvps')
    .select([
      sql<number>`count(*) filter (where status = ${RsvpStatus.GOING})::int`.as('going'),
      sql<number>`count(*) filter (where status = ${RsvpStatus.WAITLISTED})::int`.as('waitlisted'),
    ])
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return row;
}

export interface Promotion {
  promoted: string[];
  /** The reminder times to wake the worker for. */
  reminders: Date[];
}

/**
 * Gives the free places of an event to the first on its waitlist, in order, and tells them
 * (notification in the same transaction). The event row is locked, as every answer locks it:
 * two workers, or a worker and the sweep, promote each member once. Nothing happens once
 * registration has closed (the event started or was cancelled).
 */
export async function promoteWaitlisted(em: EntityManager, eventId: string): Promise<Promotion> {
  return em.transactional(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event || event.cancelled_at !== null || event.event_date === null) {
      return { promoted: [], reminders: [] };
    }
    const eventDate = new Date(event.event_date);
    if (eventDate <= new Date()) return { promoted: [], reminders: [] };
    const { going } = await countAnswers(tx, eventId);
    const free = event.max_attendees === null ? null : event.max_attendees - going;
    if (free !== null && free <= 0) return { promoted: [], reminders: [] };
    let next = tablesOf(tx)
      .selectFrom('event_rsvps')
      .select(['id', 'user_id'])
      .where('event_id', '=', eventId)
      .where('status', '=', RsvpStatus.WAITLISTED)
      .orderBy('waitlisted_at')
      .orderBy('id');
    if (free !== null) next = next.limit(free);
    const chosen = await next.execute();
    if (chosen.length === 0) return { promoted: [], reminders: [] };
    const now = new Date().toISOString();
    await tablesOf(tx)
      .updateTable('event_rsvps')
      .set({ status: RsvpStatus.GOING, waitlisted_at: null, promoted_at: now })
      .where(
        'id',
        'in',
        chosen.map((row) => row.id),
      )
      .execute();
    const promoted = chosen.map((row) => row.user_id);
    await notifyAll(
      tx,
      promoted.map((recipientId) => ({
        recipientId,
        actorId: null,
        kind: NotificationKind.EVENT_PROMOTED,
        eventId,
      })),
    );
    const reminders = await planReminders(tx, eventId, eventDate, promoted);
    return { promoted, reminders };
  });
}

/**
 * Events with a free place and a waitlist, registration still open: a promotion owed, whatever
 * happened to its wake-up job (the answers themselves are the record).
 */
export async function findEventsToPromote(em: EntityManager): Promise<string[]> {
  const rows = await tablesOf(em)
    .selectFrom('content_submissions as s')
    .select('s.id')
    .where('s.type', '=', SubmissionType.EVENT)
    .where('s.status', '=', SubmissionStatus.APPROVED)
    .where('s.cancelled_at', 'is', null)
    .where('s.event_date', '>', new Date().toISOString())
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('event_rsvps as w')
          .select('w.id')
          .whereRef('w.event_id', '=', 's.id')
          .where('w.status', '=', RsvpStatus.WAITLISTED),
      ),
    )
    .where((eb) =>
      eb.or([
        eb('s.max_attendees', 'is', null),
        eb(
          sql<number>`(select count(*)::int from event_rsvps g where g.event_id = s.id and g.status = ${RsvpStatus.GOING})`,
          '<',
          eb.ref('s.max_attendees'),
        ),
      ]),
    )
    .limit(1_000)
    .execute();
  return rows.map((row) => row.id);
}
