import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { Static } from 'typebox';
import { tablesOf } from '../../db/tables.js';
import { notFound } from '../../errors/domain-error.js';
import { EventPeriod, RsvpStatus } from '../../values/event-values.js';
import { SubmissionStatus, SubmissionType } from '../../values/submission-values.js';
import type { AttendeeSchema, EventSchema } from './event.schema.js';

/** An approved event as members see it, with its counts and the viewer's own answer. */
export type EventView = Static<typeof EventSchema>;

/** The columns the registration rules read, in an event's view. */
type EventDates = Pick<EventView, 'registrationRequired' | 'cancelledAt' | 'eventDate'>;

export interface EventFilter {
  period: EventPeriod;
  category: string | null;
  practiceAreaId: string | null;
  limit: number;
  offset: number;
}

const date = (value: string | null): Date | null => (value === null ? null : new Date(value));

/**
 * Approved events with their counts and the viewer's answer, in one statement: the counts are
 * correlated subqueries on the (event, status) index, the viewer's answer a left join.
 */
function eventsQuery(em: EntityManager, viewerId: string | null) {
  return tablesOf(em)
    .selectFrom('content_submissions as s')
    .innerJoin('users as u', 'u.id', 's.author_id')
    .leftJoin('event_rsvps as me', (join) =>
      join
        .onRef('me.event_id', '=', 's.id')
        // No viewer (the public landing page): a user id nobody has.
        .on('me.user_id', '=', viewerId ?? '00000000-0000-0000-0000-000000000000'),
    )
    .select([
      's.id',
      's.title',
      's.content',
      's.event_date',
      's.time_zone',
      's.location',
      's.category',
      's.practice_area_id',
      's.registration_required',
      's.max_attendees',
      's.is_public',
      's.cancelled_at',
      's.author_id',
      'u.full_name',
      's.created_at',
      'me.status as my_status',
      sql<number>`(select count(*)::int from event_rsvps r where r.event_id = s.id and r.status = ${RsvpStatus.GOING})`.as(
        'going',
      ),
      sql<number>`(select count(*)::int from event_rsvps r where r.event_id = s.id and r.status = ${RsvpStatus.WAITLISTED})`.as(
        'waitlisted',
      ),
      sql<number | null>`case when me.status = ${RsvpStatus.WAITLISTED} then (
        select count(*)::int from event_rsvps w
        where w.event_id = s.id and w.status = ${RsvpStatus.WAITLISTED}
          and (w.waitlisted_at, w.id) <= (me.waitlisted_at, me.id)) end`.as('my_position'),
    ])
    .where('s.type', '=', SubmissionType.EVENT)
    .where('s.status', '=', SubmissionStatus.APPROVED);
}

type EventSelect = Awaited<ReturnType<ReturnType<typeof eventsQuery>['execute']>>[number];

function toEvent(row: EventSelect): EventView {
  const event = {
    id: row.id,
    title: row.title ?? '',
    description: row.content,
    eventDate: new Date(row.event_date ?? row.created_at),
    timeZone: row.time_zone,
    location: row.location,
    category: row.category,
    practiceAreaId: row.practice_area_id,
    registrationRequired: row.registration_required,
    maxAttendees: row.max_attendees,
    isPublic: row.is_public,
    cancelledAt: date(row.cancelled_at),
    attendees: row.going,
    waitlisted: row.waitlisted,
    myRsvp: row.my_status ?? null,
    myWaitlistPosition: row.my_position,
    organizer: { id: row.author_id, fullName: row.full_name },
    createdAt: new Date(row.created_at),
  };
  return { ...event, registrationOpen: registrationOpen(event), placesLeft: placesLeft(event) };
}

/**
 * A page of approved events (one statement): upcoming soonest first, or past most recent
 * first, optionally of one category or practice area. Cancelled events stay listed, marked,
 * so that those who planned to go see it.
 */
export async function listEvents(
  em: EntityManager,
  viewerId: string | null,
  filter: EventFilter,
): Promise<EventView[]> {
  const now = new Date().toISOString();
  let query = eventsQuery(em, viewerId);
  query =
    filter.period === EventPeriod.UPCOMING
      ? query.where('s.event_date', '>=', now).orderBy('s.event_date').orderBy('s.id')
      : query
          .where('s.event_date', '<', now)
          .orderBy('s.event_date', 'desc')
          .orderBy('s.id', 'desc');
  if (filter.category) query = query.where('s.category', '=', filter.category);
  if (filter.practiceAreaId) query = query.where('s.practice_area_id', '=', filter.practiceAreaId);
  const rows = await query.limit(filter.limit).offset(filter.offset).execute();
  return rows.map(toEvent);
}

/** The next public events not cancelled, for the visitors' landing page. */
export async function listPublicEvents(em: EntityManager, limit: number): Promise<EventView[]> {
  const rows = await eventsQuery(em, null)
    .where('s.is_public', '=', true)
    .where('s.cancelled_at', 'is', null)
    .where('s.event_date', '>=', new Date().toISOString())
    .orderBy('s.event_date')
    .orderBy('s.id')
    .limit(limit)
    .execute();
  return rows.map(toEvent);
}

export const eventNotFound = () => notFound('This event does not exist or is not published.');

export async function getEvent(
  em: EntityManager,
  viewerId: string | null,
  id: string,
): Promise<EventView> {
  const row = await eventsQuery(em, viewerId).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw eventNotFound();
  return toEvent(row);
}

/** Places left, or null when the event has no limit. */
export function placesLeft(row: Pick<EventView, 'maxAttendees' | 'attendees'>): number | null {
  return row.maxAttendees === null ? null : Math.max(0, row.maxAttendees - row.attendees);
}

/** Whether members can still answer: registration on, not cancelled, not started. */
export function registrationOpen(row: EventDates, now = new Date()): boolean {
  return row.registrationRequired && row.cancelledAt === null && row.eventDate > now;
}

/** One member's answer, as the staff's attendees list shows it. */
export type AttendeeView = Static<typeof AttendeeSchema>;

/**
 * Everyone who answered an event (staff): going first in answer order, then the waitlist in its
 * order, then those not going or cancelled. One statement.
 */
export async function listAttendees(em: EntityManager, eventId: string): Promise<AttendeeView[]> {
  await getEvent(em, null, eventId);
  const rows = await tablesOf(em)
    .selectFrom('event_rsvps as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.user_id',
      'u.full_name',
      'u.email',
      'r.status',
      'r.attended',
      'r.answered_at',
      sql<number | null>`case when r.status = ${RsvpStatus.WAITLISTED} then
        row_number() over (partition by r.status order by r.waitlisted_at, r.id) end`.as(
        'position',
      ),
    ])
    .where('r.event_id', '=', eventId)
    .orderBy(
      sql`case r.status when ${RsvpStatus.GOING} then 0 when ${RsvpStatus.WAITLISTED} then 1 else 2 end`,
    )
    .orderBy(sql`coalesce(r.waitlisted_at, r.answered_at)`)
    .orderBy('r.id')
    .execute();
  return rows.map((row) => ({
    userId: row.user_id,
    fullName: row.full_name,
    email: row.email,
    status: row.status,
    waitlistPosition: row.position === null ? null : Number(row.position),
    attended: row.attended,
    answeredAt: new Date(row.answered_at),
  }));
}
