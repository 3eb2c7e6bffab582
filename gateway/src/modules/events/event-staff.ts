import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import { badUserInput, DomainError, notFound } from '../../errors/domain-error.js';
import { ErrorCode } from '../../errors/error-code.js';
import type { EventWakeups } from '../../queues/event-wakeups.js';
import { notifyAll } from '../../shared/notify.js';
import { changedFields, recordAudit } from '../../shared/record-audit.js';
import { AuditAction, AuditScope, AuditSubjectKind } from '../../values/audit-values.js';
import { RsvpStatus } from '../../values/event-values.js';
import { NotificationKind } from '../../values/notification-kind.js';
import {
  EVENT_CATEGORIES,
  SubmissionStatus,
  SubmissionType,
} from '../../values/submission-values.js';
import { Reader, SUBMISSION_LIMITS } from '../submissions/index.js';
import { dropReminders, planReminders } from './event-reminders.js';
import { countAnswers, lockEvent } from './event-waitlist.js';
import { eventNotFound } from './events.service.js';

/** What staff may change of an approved event; each field absent (or null) stays as it is. */
export interface EventChanges {
  title: string | null;
  description: string | null;
  eventDate: Date | null;
  timeZone: string | null;
  location: string | null;
  category: string | null;
  maxAttendees: number | null;
  isPublic: boolean | null;
  practiceAreaId: string | null;
}

/** Validates an edit from REST or GraphQL alike: 400 / BAD_USER_INPUT naming each bad field. */
export function parseEventChanges(raw: unknown): EventChanges {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw badUserInput({ body: 'must be a JSON object' });
  }
  const body = raw as Record<string, unknown>;
  const read = new Reader(body);
  const practiceAreaId = read.uuid('practiceAreaId');
  const changes: EventChanges = {
    title: read.text('title', SUBMISSION_LIMITS.title),
    description: read.text('description', SUBMISSION_LIMITS.content),
    eventDate: read.date('eventDate'),
    timeZone: read.timeZone('timeZone'),
    location: read.text('location', SUBMISSION_LIMITS.location),
    category: read.oneOf('category', EVENT_CATEGORIES),
    maxAttendees: read.integer('maxAttendees', 1, SUBMISSION_LIMITS.maxAttendees),
    isPublic:
      body.isPublic === undefined || body.isPublic === null
        ? null
        : read.boolean('isPublic', false),
    practiceAreaId,
  };
  return read.done(changes);
}

/** Everyone with a place or waiting for one: told when the event changes or is cancelled. */
async function holdersOf(em: EntityManager, eventId: string): Promise<string[]> {
  const rows = await tablesOf(em)
    .selectFrom('event_rsvps')
    .select('user_id')
    .where('event_id', '=', eventId)
    .where('status', 'in', [RsvpStatus.GOING, RsvpStatus.WAITLISTED])
    .execute();
  return rows.map((row) => row.user_id);
}

async function goingOf(em: EntityManager, eventId: string): Promise<string[]> {
  const rows = await tablesOf(em)
    .selectFrom('event_rsvps')
    .select('user_id')
    .where('event_id', '=', eventId)
    .where('status', '=', RsvpStatus.GOING)
    .execute();
  return rows.map((row) => row.user_id);
}

/** Records what an edit changes (the columns of `set`, as they were and will be), if anything. */
async function auditEventChange(
  tx: EntityManager,
  staffId: string,
  eventId: string,
  title: string | null,
  set: Record<string, unknown>,
) {
  const columns = Object.keys(set);
  const current = await tablesOf(tx)
    .selectFrom('content_submissions')
    .selectAll()
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  const was: Record<string, unknown> = {};
  for (const column of columns) {
    const value = (current as Record<string, unknown>)[column];
    was[column] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  if (typeof was.event_date === 'string') was.event_date = new Date(was.event_date).toISOString();
  const change = changedFields(was, set);
  if (Object.keys(change.after).length === 0) return;
  await recordAudit(tx, {
    actorId: staffId,
    action: AuditAction.EVENT_UPDATED,
    subjectKind: AuditSubjectKind.EVENT,
    subjectId: eventId,
    subjectTitle: title,
    ...change,
    scope: AuditScope.MODERATION,
  });
}

/**
 * Staff edit an approved event. A new date moves the unsent reminders; more places wake the
 * worker to promote the waitlist; fewer places than members going is refused (nobody loses a
 * place they were given). Those going or waitlisted are notified.
 */
export async function updateEvent(
  em: EntityManager,
  wakeups: EventWakeups,
  staffId: string,
  eventId: string,
  changes: EventChanges,
): Promise<void> {
  const outcome = await em.transactional(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw eventNotFound();
    if (event.cancelled_at !== null) {
      throw new DomainError(ErrorCode.CONFLICT, 'A cancelled event cannot be edited.');
    }
    if (changes.practiceAreaId) {
      const area = await tablesOf(tx)
        .selectFrom('practice_areas')
        .select('id')
        .where('id', '=', changes.practiceAreaId)
        .executeTakeFirst();
      if (!area) throw badUserInput({ practiceAreaId: 'is not a practice area' });
    }
    if (changes.maxAttendees !== null) {
      const { going } = await countAnswers(tx, eventId);
      if (changes.maxAttendees < going) {
        throw badUserInput({
          maxAttendees: `must be at least ${going}, the members already going`,
        });
      }
    }
    const set: Record<string, unknown> = {};
    if (changes.title !== null) set.title = changes.title;
    if (changes.description !== null) set.content = changes.description;
    if (changes.eventDate !== null) set.event_date = changes.eventDate.toISOString();
    if (changes.timeZone !== null) set.time_zone = changes.timeZone;
    if (changes.location !== null) set.location = changes.location;
    if (changes.category !== null) set.category = changes.category;
    if (changes.maxAttendees !== null) set.max_attendees = changes.maxAttendees;
    if (changes.isPublic !== null) set.is_public = changes.isPublic;
    if (changes.practiceAreaId !== null) set.practice_area_id = changes.practiceAreaId;
    if (Object.keys(set).length === 0) return { reminders: [], morePlaces: false };
    await auditEventChange(tx, staffId, eventId, event.title, set);
    await tablesOf(tx)
      .updateTable('content_submissions')
      .set(set)
      .where('id', '=', eventId)
      .execute();

    let reminders: Date[] = [];
    const moved =
      changes.eventDate !== null &&
      changes.eventDate.getTime() !== new Date(event.event_date ?? 0).getTime();
    if (moved && changes.eventDate) {
      await dropReminders(tx, eventId, 'all');
      reminders = await planReminders(tx, eventId, changes.eventDate, await goingOf(tx, eventId));
    }
    await notifyAll(
      tx,
      (await holdersOf(tx, eventId)).map((recipientId) => ({
        recipientId,
        actorId: staffId,
        kind: NotificationKind.EVENT_UPDATED,
        eventId,
      })),
    );
    const morePlaces =
      changes.maxAttendees !== null &&
      event.max_attendees !== null &&
      changes.maxAttendees > event.max_attendees;
    return { reminders, morePlaces };
  });
  if (outcome.morePlaces) await wakeups.promote(eventId);
  if (outcome.reminders.length > 0) await wakeups.remind(eventId, outcome.reminders);
}

/** Staff cancel an approved event: no more answers, no reminders; holders are notified. */
export async function cancelEvent(
  em: EntityManager,
  staffId: string,
  eventId: string,
): Promise<void> {
  await em.transactional(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw eventNotFound();
    if (event.cancelled_at !== null) return;
    await recordAudit(tx, {
      actorId: staffId,
      action: AuditAction.EVENT_CANCELLED,
      subjectKind: AuditSubjectKind.EVENT,
      subjectId: eventId,
      subjectTitle: event.title,
      before: { cancelled: false },
      after: { cancelled: true },
      scope: AuditScope.MODERATION,
    });
    await tablesOf(tx)
      .updateTable('content_submissions')
      .set({ cancelled_at: new Date().toISOString() })
      .where('id', '=', eventId)
      .execute();
    await dropReminders(tx, eventId, 'all');
    await notifyAll(
      tx,
      (await holdersOf(tx, eventId)).map((recipientId) => ({
        recipientId,
        actorId: staffId,
        kind: NotificationKind.EVENT_CANCELLED,
        eventId,
      })),
    );
  });
}

/** Staff record after the event whether a member going attended (continuing-education hours). */
export async function markAttendance(
  em: EntityManager,
  eventId: string,
  userId: string,
  attended: boolean,
): Promise<void> {
  const event = await tablesOf(em)
    .selectFrom('content_submissions')
    .select(['event_date'])
    .where('id', '=', eventId)
    .where('type', '=', SubmissionType.EVENT)
    .where('status', '=', SubmissionStatus.APPROVED)
    .executeTakeFirst();
  if (!event) throw eventNotFound();
  if (new Date(event.event_date ?? 0) > new Date()) {
    throw new DomainError(ErrorCode.CONFLICT, 'Attendance is marked once the event has started.');
  }
  const updated = await tablesOf(em)
    .updateTable('event_rsvps')
    .set({ attended })
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .where('status', '=', RsvpStatus.GOING)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    throw notFound('This member had no place at this event.');
  }
}
