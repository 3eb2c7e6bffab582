import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import { DomainError } from '../../errors/domain-error.js';
import { ErrorCode } from '../../errors/error-code.js';
import type { EventWakeups } from '../../queues/event-wakeups.js';
import { RsvpAnswer, RsvpStatus } from '../../values/event-values.js';
import { dropReminders, planReminders } from './event-reminders.js';
import { countAnswers, lockEvent } from './event-waitlist.js';
import { eventNotFound } from './events.service.js';

const closed = (message: string) => new DomainError(ErrorCode.CONFLICT, message);

interface AnswerOutcome {
  /** A place was given up: the first on the waitlist is owed it. */
  freed: boolean;
  reminders: Date[];
}

/**
 * Records a member's answer. The event's row is locked first, so answers to one event are
 * counted one after the other: of two members taking the last place at once, one goes and the
 * other is waitlisted. While anyone waits, a new "going" joins the waitlist behind them (a place
 * freed meanwhile is theirs; the worker promotes them). Registration closes at the start.
 * The worker is woken after commit; if Redis is down, its sweep finds the same work.
 */
export async function answerEvent(
  em: EntityManager,
  wakeups: EventWakeups,
  viewerId: string,
  eventId: string,
  answer: RsvpAnswer,
): Promise<void> {
  const outcome = await em.transactional(async (tx): Promise<AnswerOutcome> => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw eventNotFound();
    if (event.cancelled_at !== null) throw closed('This event was cancelled.');
    if (!event.registration_required) throw closed('This event has no registration.');
    const eventDate = new Date(event.event_date ?? 0);
    if (eventDate <= new Date()) throw closed('Registration closed when the event started.');
    const db = tablesOf(tx);
    const existing = await db
      .selectFrom('event_rsvps')
      .select(['id', 'status'])
      .where('event_id', '=', eventId)
      .where('user_id', '=', viewerId)
      .executeTakeFirst();
    const now = new Date().toISOString();
    const save = async (status: RsvpStatus) => {
      const waitlistedAt = status === RsvpStatus.WAITLISTED ? now : null;
      if (existing) {
        await db
          .updateTable('event_rsvps')
          .set({ status, waitlisted_at: waitlistedAt, answered_at: now })
          .where('id', '=', existing.id)
          .execute();
      } else {
        await db
          .insertInto('event_rsvps')
          .values({
            id: randomUUID(),
            event_id: eventId,
            user_id: viewerId,
            status,
            waitlisted_at: waitlistedAt,
            promoted_at: null,
            attended: null,
            answered_at: now,
            created_at: now,
          })
          .execute();
      }
    };

    if (answer === RsvpAnswer.GOING) {
      const holding = existing?.status === RsvpStatus.GOING;
      if (holding || existing?.status === RsvpStatus.WAITLISTED) {
        return { freed: false, reminders: [] };
      }
      const { going, waitlisted } = await countAnswers(tx, eventId);
      const hasPlace =
        event.max_attendees === null || (going < event.max_attendees && waitlisted === 0);
      await save(hasPlace ? RsvpStatus.GOING : RsvpStatus.WAITLISTED);
      const reminders = hasPlace ? await planReminders(tx, eventId, eventDate, [viewerId]) : [];
      return { freed: false, reminders };
    }

    // Cancel without an answer to withdraw: nothing to record.
    if (answer === RsvpAnswer.CANCEL && !existing) return { freed: false, reminders: [] };
    await save(answer === RsvpAnswer.NOT_GOING ? RsvpStatus.NOT_GOING : RsvpStatus.CANCELLED);
    await dropReminders(tx, eventId, [viewerId]);
    return { freed: existing?.status === RsvpStatus.GOING, reminders: [] };
  });
  if (outcome.freed) await wakeups.promote(eventId);
  if (outcome.reminders.length > 0) await wakeups.remind(eventId, outcome.reminders);
}
