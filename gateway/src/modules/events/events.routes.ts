import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { notFound } from '../../errors/domain-error.js';
import type { PageSize } from '../../errors/input-checks.js';
import { Limit, NoBody, NoContent, Offset, OneOf, Shape, Uuid } from '../../http/api-schema.js';
import { viewerOf } from '../../http/authentication.js';
import type { EventWakeups } from '../../queues/event-wakeups.js';
import { EventPeriod, RsvpAnswer } from '../../values/event-values.js';
import { ANY_MEMBER, STAFF } from '../../values/role.js';
import { EVENT_CATEGORIES } from '../../values/submission-values.js';
import { attendeesCsv } from './attendees-csv.js';
import { AttendeeSchema, EventChangesSchema, EventSchema } from './event.schema.js';
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
import { getEvent, listAttendees, listEvents } from './events.service.js';
import { publicEvents } from './public-events.js';

/** A page of events: 20 by default, 50 at most. */
export const EVENTS_PAGE: PageSize = { default: 20, max: 50 };

/** Where a member's personal calendar feed answers (the token is the only key). */
export const feedPath = (token: string) => `/api/calendar/${token}.ics`;

// api-docs.ts tags routes by path prefix; these paths are not among its prefixes, so each route
// names its tag (the same names) here.
const MEMBERS_TAG = 'Members';
const PUBLIC_TAG = 'Public';
const MODERATION_TAG = 'Moderation';

const IdParams = Type.Object({ id: Uuid({ description: "The event's id." }) });

/**
 * The body of the actions that take none: nothing to validate (a schema with a `type` would
 * refuse the absent body); whatever is sent is ignored.
 */

/** A text answer (a file), documented with its media type rather than a JSON schema. */
const textFile = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: { type: 'string' } } },
});

/** The portal's address for links in calendar files: PUBLIC_URL, never the request's Host. */
function originOf(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

function sendCalendar(reply: FastifyReply, body: string, fileName: string | null) {
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
  fastify: FastifyInstance,
  { wakeups, publicUrl }: { wakeups: EventWakeups; publicUrl: string },
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/events',
    {
      config: { access: ANY_MEMBER },
      schema: {
        tags: [MEMBERS_TAG],
        summary: 'A page of approved events',
        description: 'Upcoming (soonest first, the default) or past (most recent first).',
        querystring: Type.Object({
          period: Type.Optional(OneOf(Object.values(EventPeriod))),
          category: Type.Optional(OneOf(EVENT_CATEGORIES)),
          practiceAreaId: Type.Optional(Uuid({ description: 'Only this practice area.' })),
          limit: Type.Optional(Limit(EVENTS_PAGE.max, EVENTS_PAGE.default)),
          offset: Type.Optional(Offset()),
        }),
        response: { 200: Type.Array(EventSchema) },
      },
    },
    async (request) => {
      const rows = await listEvents(request.em, viewerOf(request).id, {
        period: request.query.period ?? EventPeriod.UPCOMING,
        category: request.query.category ?? null,
        practiceAreaId: request.query.practiceAreaId ?? null,
        limit: request.query.limit ?? EVENTS_PAGE.default,
        offset: request.query.offset ?? 0,
      });
      return rows;
    },
  );

  app.get(
    '/api/events/public',
    {
      config: { access: 'public' },
      schema: {
        tags: [PUBLIC_TAG],
        summary: 'The next public events (the landing page)',
        description: 'At most three upcoming events marked public; no caller answer (myRsvp null).',
        response: { 200: Type.Array(EventSchema) },
      },
    },
    async (request) => publicEvents(request.em),
  );

  app.get(
    '/api/events/:id',
    {
      config: { access: ANY_MEMBER },
      schema: {
        tags: [MEMBERS_TAG],
        summary: 'One approved event',
        params: IdParams,
        response: { 200: EventSchema },
      },
    },
    async (request) => getEvent(request.em, viewerOf(request).id, request.params.id),
  );

  app.post(
    '/api/events/:id/rsvp',
    {
      config: { access: ANY_MEMBER },
      schema: {
        tags: [MEMBERS_TAG],
        summary: 'Answer an event (going, not going, or withdraw)',
        description:
          'Going when the event is full puts the member on the waitlist (myRsvp waitlisted). 409 when registration is closed: not required, the event cancelled or started.',
        params: IdParams,
        body: Type.Object({
          answer: OneOf(Object.values(RsvpAnswer), {
            description: 'cancel withdraws a going or waitlisted answer.',
          }),
        }),
        response: { 200: EventSchema },
      },
    },
    async (request) => {
      const viewerId = viewerOf(request).id;
      await answerEvent(request.em, wakeups, viewerId, request.params.id, request.body.answer);
      return await getEvent(request.em, viewerId, request.params.id);
    },
  );

  app.get(
    '/api/events/:id/event.ics',
    {
      config: { access: ANY_MEMBER },
      schema: {
        tags: [MEMBERS_TAG],
        summary: 'The event as a calendar file (.ics)',
        params: IdParams,
        response: { 200: textFile('text/calendar', 'An iCalendar (RFC 5545) attachment.') },
      },
    },
    async (request, reply) => {
      const row = await getEvent(request.em, viewerOf(request).id, request.params.id);
      const origin = originOf(publicUrl);
      const entry: CalendarEntry = row;
      const body = calendarOf(
        row.title,
        [entry],
        (id) => `${origin}/events/${id}`,
        new URL(origin).host,
      );
      return sendCalendar(reply, body, `event-${row.id}.ics`);
    },
  );

  app.get(
    '/api/calendar/:token.ics',
    {
      config: { access: 'public' },
      schema: {
        tags: [PUBLIC_TAG],
        summary: "A member's personal calendar feed",
        description:
          'The events the member goes to, for calendar applications to subscribe to. The token (from POST /api/calendar/feed) is the only key: 404 when unknown or revoked.',
        params: Type.Object({ token: Type.String({ description: 'The feed token.' }) }),
        response: { 200: textFile('text/calendar', 'An iCalendar (RFC 5545) feed.') },
      },
    },
    async (request, reply) => {
      const userId = await userOfFeedToken(request.em, request.params.token);
      if (!userId) throw notFound('No such feed.');
      const origin = originOf(publicUrl);
      const entries = await feedEntries(request.em, userId);
      const body = calendarOf(
        'Events',
        entries,
        (id) => `${origin}/events/${id}`,
        new URL(origin).host,
      );
      return sendCalendar(reply, body, null);
    },
  );

  app.post(
    '/api/calendar/feed',
    {
      config: { access: ANY_MEMBER },
      schema: {
        tags: [MEMBERS_TAG],
        summary: 'Create or replace my calendar feed address',
        description: 'A new secret address; the previous one stops working at once.',
        body: NoBody,
        response: {
          201: Shape({ url: Type.String({ description: 'The feed to subscribe to.' }) }),
        },
      },
    },
    async (request, reply) => {
      const token = await regenerateFeedToken(
        request.em,
        viewerOf(request).id,
        request.auth?.token?.id ?? null,
      );
      reply.code(201);
      return { url: `${originOf(publicUrl)}${feedPath(token)}` };
    },
  );

  app.delete(
    '/api/calendar/feed',
    {
      config: { access: ANY_MEMBER },
      schema: {
        tags: [MEMBERS_TAG],
        summary: 'Turn off my calendar feed',
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await revokeFeedToken(request.em, viewerOf(request).id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/events/:id/attendees',
    {
      config: { access: STAFF },
      schema: {
        tags: [MODERATION_TAG],
        summary: "An event's attendees",
        description: 'Going first in answer order, then the waitlist in order, then the others.',
        params: IdParams,
        response: { 200: Type.Array(AttendeeSchema) },
      },
    },
    async (request) => listAttendees(request.em, request.params.id),
  );

  app.get(
    '/api/events/:id/attendees.csv',
    {
      config: { access: STAFF },
      schema: {
        tags: [MODERATION_TAG],
        summary: "An event's attendees as CSV",
        params: IdParams,
        response: { 200: textFile('text/csv', 'A CSV attachment, one line per answer.') },
      },
    },
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

  app.patch(
    '/api/events/:id',
    {
      config: { access: STAFF },
      schema: {
        tags: [MODERATION_TAG],
        summary: 'Edit an approved event',
        description:
          'Those going or waitlisted are told. More places promote the waitlist; fewer than the members going is refused (400). 409 for a cancelled event.',
        params: IdParams,
        body: EventChangesSchema,
        response: { 200: EventSchema },
      },
    },
    async (request) => {
      const staffId = viewerOf(request).id;
      const changes = parseEventChanges(request.body);
      await updateEvent(request.em, wakeups, staffId, request.params.id, changes);
      return await getEvent(request.em, staffId, request.params.id);
    },
  );

  app.post(
    '/api/events/:id/cancel',
    {
      config: { access: STAFF },
      schema: {
        tags: [MODERATION_TAG],
        summary: 'Cancel an event',
        description: 'Those going or waitlisted are told; their reminders are dropped.',
        params: IdParams,
        body: NoBody,
        response: { 200: EventSchema },
      },
    },
    async (request) => {
      const staffId = viewerOf(request).id;
      await cancelEvent(request.em, staffId, request.params.id);
      return await getEvent(request.em, staffId, request.params.id);
    },
  );

  app.post(
    '/api/events/:id/attendance',
    {
      config: { access: STAFF },
      schema: {
        tags: [MODERATION_TAG],
        summary: 'Mark whether a member attended',
        description:
          'For members who had a place (404 otherwise), once the event has started (409 before).',
        params: IdParams,
        body: Type.Object({
          userId: Uuid({ description: 'The member.' }),
          attended: Type.Boolean(),
        }),
        response: { 204: NoContent },
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
