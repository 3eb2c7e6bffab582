import type { EntityManager } from '@mikro-orm/postgresql';
import { type EventRow, listPublicEvents, placesLeft, registrationOpen } from './events.service.js';

/** An event as JSON: the GraphQL PortalEvent's fields. */
export function toRestEvent(row: EventRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    eventDate: row.eventDate.toISOString(),
    timeZone: row.timeZone,
    location: row.location,
    category: row.category,
    practiceAreaId: row.practiceAreaId,
    registrationRequired: row.registrationRequired,
    registrationOpen: registrationOpen(row),
    maxAttendees: row.maxAttendees,
    attendees: row.attendees,
    waitlisted: row.waitlisted,
    placesLeft: placesLeft(row),
    isPublic: row.isPublic,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    myRsvp: row.myStatus,
    myWaitlistPosition: row.myWaitlistPosition,
    organizer: row.organizer,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The landing page's upcoming public events (GET /api/events/public), as JSON: also what the
 * gateway renders the landing page with (app/page-data.ts).
 */
export async function publicEventsJson(em: EntityManager) {
  return (await listPublicEvents(em, 3)).map(toRestEvent);
}
