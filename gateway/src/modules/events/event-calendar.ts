import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical from 'ical-generator';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { tablesOf } from '../../db/tables.js';
import { RsvpStatus } from '../../values/event-values.js';
import { SubmissionStatus, SubmissionType } from '../../values/submission-values.js';

/**
 * Events have a start and no end in the submission form (spec §3); calendar files give them
 * this length so that calendar apps show a block of time rather than an instant.
 */
export const CALENDAR_EVENT_HOURS = 2;

/** What a calendar entry needs of an event. */
export interface CalendarEntry {
  id: string;
  title: string;
  description: string;
  eventDate: Date;
  timeZone: string;
  location: string | null;
  cancelledAt: Date | null;
  createdAt: Date;
}

/**
 * An RFC 5545 calendar of events, written by ical-generator (escaping, line folding, CRLF):
 * DTSTART/DTEND on the event's own clock with its TZID, and a VTIMEZONE for each zone used (from
 * the IANA database), so that an app shows "10:00 Mogadishu time" and still places it right
 * wherever the member is. UID is stable per event, so a second download or a feed refresh
 * updates the entry instead of adding one.
 */
export function calendarOf(
  name: string,
  entries: readonly CalendarEntry[],
  eventUrl: (id: string) => string,
  host: string,
): string {
  const calendar = ical({
    name,
    prodId: { company: 'portal', product: 'events', language: 'EN' },
  });
  // The generator writes one VTIMEZONE per zone the events name.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  if (entries.length === 1 && entries[0]) calendar.x('X-WR-TIMEZONE', entries[0].timeZone);
  for (const entry of entries) {
    // Given as the zone's wall-clock time: ical-generator writes a plain Date's UTC digits
    // beside the TZID, which would move the event by the zone's offset.
    const onClock = (instant: Date) => DateTime.fromJSDate(instant, { zone: entry.timeZone });
    calendar.createEvent({
      id: `${entry.id}@${host}`,
      timezone: entry.timeZone,
      start: onClock(entry.eventDate),
      end: onClock(new Date(entry.eventDate.getTime() + CALENDAR_EVENT_HOURS * 3_600_000)),
      stamp: new Date(),
      created: entry.createdAt,
      summary: entry.title,
      description: entry.description,
      location: entry.location ?? undefined,
      url: eventUrl(entry.id),
      // A cancelled event stays in the feed as cancelled: apps remove it rather than keep it.
      ...(entry.cancelledAt ? { status: 'CANCELLED' as never } : {}),
    });
  }
  return calendar.toString();
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Creates (or replaces) the member's feed token; the old URL stops working at once.
 * `mintedByTokenId`: the personal access token of the request, whose life the feed's ends with.
 */
export async function regenerateFeedToken(
  em: EntityManager,
  userId: string,
  mintedByTokenId: string | null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const row = {
    token_hash: hashOf(token),
    created_at: new Date().toISOString(),
    minted_by_token_id: mintedByTokenId,
  };
  await tablesOf(em)
    .insertInto('calendar_feeds')
    .values({ user_id: userId, ...row })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(row))
    .execute();
  return token;
}

export async function revokeFeedToken(em: EntityManager, userId: string): Promise<void> {
  await tablesOf(em).deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
}

/** When the member's current feed URL was made; null without one. */
export async function feedCreatedAt(em: EntityManager, userId: string): Promise<Date | null> {
  const row = await tablesOf(em)
    .selectFrom('calendar_feeds')
    .select('created_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? new Date(row.created_at) : null;
}

/**
 * The member whose feed token this is, or null: unknown, revoked, or made with a personal access
 * token that has since been revoked or has expired (F8: the feed dies with the token that minted
 * it; a deleted token takes the feed's row with it).
 */
export async function userOfFeedToken(em: EntityManager, token: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await tablesOf(em)
    .selectFrom('calendar_feeds as f')
    .leftJoin('api_tokens as t', 't.id', 'f.minted_by_token_id')
    .select('f.user_id')
    .where('f.token_hash', '=', hashOf(token))
    .where((eb) =>
      eb.or([
        eb('f.minted_by_token_id', 'is', null),
        eb.and([
          eb('t.revoked_at', 'is', null),
          eb.or([eb('t.expires_at', 'is', null), eb('t.expires_at', '>', sql<string>`now()`)]),
        ]),
      ]),
    )
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** The events a member is going to (with those cancelled since), for their feed; newest 500. */
export async function feedEntries(em: EntityManager, userId: string): Promise<CalendarEntry[]> {
  const rows = await tablesOf(em)
    .selectFrom('event_rsvps as r')
    .innerJoin('content_submissions as s', 's.id', 'r.event_id')
    .select([
      's.id',
      's.title',
      's.content',
      's.event_date',
      's.time_zone',
      's.location',
      's.cancelled_at',
      's.created_at',
    ])
    .where('r.user_id', '=', userId)
    .where('r.status', '=', RsvpStatus.GOING)
    .where('s.type', '=', SubmissionType.EVENT)
    .where('s.status', '=', SubmissionStatus.APPROVED)
    .orderBy('s.event_date', 'desc')
    .limit(500)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title ?? '',
    description: row.content,
    eventDate: new Date(row.event_date ?? row.created_at),
    timeZone: row.time_zone,
    location: row.location,
    cancelledAt: row.cancelled_at ? new Date(row.cancelled_at) : null,
    createdAt: new Date(row.created_at),
  }));
}
