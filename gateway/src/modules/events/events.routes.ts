import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badUserInput } from '../../errors/domain-error.js';
import { type PageSize, readPage } from '../../errors/input-checks.js';
import { viewerOf } from '../../http/authentication.js';
import { EVENT_CATEGORIES } from '../submissions/submission-values.js';
import { ANY_MEMBER, STAFF } from '../users/role.js';
import { attendeesCsv } from './attendees-csv.js';
import { answerEvent } from './event-answers.js';
import {
  type CalendarEntry,
  calendarOf,
  feedEntries,
  regenerateFeedToken,
  revokeFeedToken,
  userOfFeedToken,
} from './event-calendar.js';
import { cancelEvent, markAttendance, parseEventChanges, updateEvent } from './event-staff.js';
import { EventPeriod, RsvpAnswer } from './event-values.js';
import type { EventWakeups } from './event-wakeups.js';
import {
  type EventRow,
  getEvent,
  listAttendees,
  listEvents,
  listPublicEvents,
  placesLeft,
  registrationOpen,
} from './events.service.js';

/** A page of events: 20 by default, 50 at most. */
export const EVENTS_PAGE: PageSize = { default: 20, max: 50 };

/** Where a member's personal calendar feed answers (the token is the only key). */
export const feedPath = (token: string) => `/api/calendar/${token}.ics`;

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

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

interface EventsQuery {
  period?: EventPeriod;
  category?: string;
  practiceAreaId?: string;
  limit?: number;
  offset?: number;
}

/** The portal's address for links in calendar files: PUBLIC_URL, else the request's own. */
function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  return (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
}

function sendCalendar(
  reply: import('fastify').FastifyReply,
  body: string,
  fileName: string | null,
) {
  reply.header('content-type', 'text/calendar; charset=utf-8');
  reply.header('cache-control', 'private, no-store');
  if (fileName) reply.header('content-disposition', `attachment; filename="${fileName}"`);
  return reply.send(body);
}

/**
 * The events' REST twins: GET /api/events (a page), GET /api/events/:id, POST
 * /api/events/:id/rsvp, the .ics download, the personal feed, and the staff tools (attendees as
 * JSON or CSV, edit, cancel, attendance).
 */
export function registerEventRoutes(
  app: FastifyInstance,
  { wakeups, publicUrl }: { wakeups: EventWakeups; publicUrl: string | undefined },
): void {
  app.get<{ Querystring: EventsQuery }>(
    '/api/events',
    {
      config: { access: ANY_MEMBER },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            period: { type: 'string', enum: Object.values(EventPeriod) },
            category: { type: 'string', enum: [...EVENT_CATEGORIES] },
            practiceAreaId: { type: 'string', format: 'uuid' },
            limit: { type: 'integer', minimum: 1, maximum: EVENTS_PAGE.max },
            offset: { type: 'integer', minimum: 0 },
          },
        },
      },
    },
    async (request) => {
      const problems = {};
      const page = readPage(problems, request.query, EVENTS_PAGE);
      if (Object.keys(problems).length > 0) throw badUserInput(problems);
      const rows = await listEvents(request.em, viewerOf(request).id, {
        period: request.query.period ?? EventPeriod.UPCOMING,
        category: request.query.category ?? null,
        practiceAreaId: request.query.practiceAreaId ?? null,
        ...page,
      });
      return rows.map(toRestEvent);
    },
  );

  app.get('/api/events/public', { config: { access: 'public' } }, async (request) =>
    (await listPublicEvents(request.em, 3)).map(toRestEvent),
  );

  app.get<{ Params: { id: string } }>(
    '/api/events/:id',
    { config: { access: ANY_MEMBER }, schema: { params: idParams } },
    async (request) =>
      toRestEvent(await getEvent(request.em, viewerOf(request).id, request.params.id)),
  );

  app.post<{ Params: { id: string }; Body: { answer?: RsvpAnswer } }>(
    '/api/events/:id/rsvp',
    {
      config: { access: ANY_MEMBER },
      schema: {
        params: idParams,
        body: {
          type: 'object',
          required: ['answer'],
          properties: { answer: { type: 'string', enum: Object.values(RsvpAnswer) } },
        },
      },
    },
    async (request) => {
      const viewerId = viewerOf(request).id;
      const answer = request.body.answer ?? RsvpAnswer.GOING;
      await answerEvent(request.em, wakeups, viewerId, request.params.id, answer);
      return toRestEvent(await getEvent(request.em, viewerId, request.params.id));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/events/:id/event.ics',
    { config: { access: ANY_MEMBER }, schema: { params: idParams } },
    async (request, reply) => {
      const row = await getEvent(request.em, viewerOf(request).id, request.params.id);
      const origin = originOf(request, publicUrl);
      const entry: CalendarEntry = row;
      const body = calendarOf(row.title, [entry], (id) => `${origin}/events/${id}`, request.host);
      return sendCalendar(reply, body, `event-${row.id}.ics`);
    },
  );

  app.get<{ Params: { token: string } }>(
    '/api/calendar/:token.ics',
    { config: { access: 'public' } },
    async (request, reply) => {
      const userId = await userOfFeedToken(request.em, request.params.token);
      if (!userId) return reply.code(404).send({ code: 'NOT_FOUND', message: 'No such feed.' });
      const origin = originOf(request, publicUrl);
      const entries = await feedEntries(request.em, userId);
      const body = calendarOf('Events', entries, (id) => `${origin}/events/${id}`, request.host);
      return sendCalendar(reply, body, null);
    },
  );

  app.post('/api/calendar/feed', { config: { access: ANY_MEMBER } }, async (request, reply) => {
    const token = await regenerateFeedToken(request.em, viewerOf(request).id);
    reply.code(201);
    return { url: `${originOf(request, publicUrl)}${feedPath(token)}` };
  });

  app.delete('/api/calendar/feed', { config: { access: ANY_MEMBER } }, async (request, reply) => {
    await revokeFeedToken(request.em, viewerOf(request).id);
    return reply.code(204).send();
  });

  app.get<{ Params: { id: string } }>(
    '/api/events/:id/attendees',
    { config: { access: STAFF }, schema: { params: idParams } },
    async (request) =>
      (await listAttendees(request.em, request.params.id)).map((row) => ({
        ...row,
        answeredAt: row.answeredAt.toISOString(),
      })),
  );

  app.get<{ Params: { id: string } }>(
    '/api/events/:id/attendees.csv',
    { config: { access: STAFF }, schema: { params: idParams } },
    async (request, reply) => {
      const rows = await listAttendees(request.em, request.params.id);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header(
        'content-disposition',
        `attachment; filename="attendees-${request.params.id}.csv"`,
      );
      reply.header('cache-control', 'private, no-store');
      return reply.send(attendeesCsv(rows));
    },
  );

  app.patch<{ Params: { id: string } }>(
    '/api/events/:id',
    { config: { access: STAFF }, schema: { params: idParams } },
    async (request) => {
      const staffId = viewerOf(request).id;
      const changes = parseEventChanges(request.body);
      await updateEvent(request.em, wakeups, staffId, request.params.id, changes);
      return toRestEvent(await getEvent(request.em, staffId, request.params.id));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/events/:id/cancel',
    { config: { access: STAFF }, schema: { params: idParams } },
    async (request) => {
      const staffId = viewerOf(request).id;
      await cancelEvent(request.em, staffId, request.params.id);
      return toRestEvent(await getEvent(request.em, staffId, request.params.id));
    },
  );

  app.post<{ Params: { id: string }; Body: { userId: string; attended: boolean } }>(
    '/api/events/:id/attendance',
    {
      config: { access: STAFF },
      schema: {
        params: idParams,
        body: {
          type: 'object',
          required: ['userId', 'attended'],
          properties: {
            userId: { type: 'string', format: 'uuid' },
            attended: { type: 'boolean' },
          },
        },
      },
    },
    async (request, reply) => {
      await markAttendance(
        request.em,
        request.params.id,
        request.body.userId,
        request.body.attended,
      );
      return reply.code(204).send();
    },
  );
}
