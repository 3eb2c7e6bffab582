import { type TSchema, Type } from 'typebox';
import { Instant, Nullable, OneOf, Shape, Uuid } from '../../http/api-schema.js';
import { RsvpStatus } from '../../values/event-values.js';
import { EVENT_CATEGORIES } from '../../values/submission-values.js';
import { SUBMISSION_LIMITS } from '../submissions/index.js';

// The one declaration of what the API tells of an event and of an answer to it. The REST routes
// answer these schemas (and the OpenAPI document shows them), GraphQL's PortalEvent and
// EventAttendee are made from them (dto/event.type.ts), and the service returns their values.

export const EventSchema = Shape(
  {
    id: Uuid({ description: 'The event’s id (that of its approved submission).' }),
    title: Type.String({ description: 'The event’s title.' }),
    description: Type.String({ description: 'What the event is about, as submitted.' }),
    eventDate: Instant({ description: 'When it starts (an instant; see timeZone).' }),
    timeZone: Type.String({ description: 'The IANA time zone the event is held in.' }),
    location: Nullable(
      Type.String({ description: 'Where it is held; null: online or not given.' }),
    ),
    category: Nullable(
      Type.String({ description: `The kind of event, if given: ${EVENT_CATEGORIES.join(', ')}.` }),
    ),
    practiceAreaId: Nullable(
      Uuid({ description: 'The practice area it concerns (PracticeArea.id); null if none.' }),
    ),
    registrationRequired: Type.Boolean({ description: 'False: details only, no answers.' }),
    registrationOpen: Type.Boolean({
      description: 'Whether members can still answer: registration on, not cancelled, not started.',
    }),
    maxAttendees: Nullable(Type.Integer({ description: 'Places; null: no limit.' })),
    attendees: Type.Integer({ description: 'Members going.' }),
    waitlisted: Type.Integer({ description: 'Members on the waitlist.' }),
    placesLeft: Nullable(Type.Integer({ description: 'Places left; null: no limit.' })),
    isPublic: Type.Boolean({ description: 'Shown to visitors on the landing page.' }),
    cancelledAt: Nullable(
      Instant({ description: 'When staff cancelled it; null if they did not.' }),
    ),
    // A union, not Nullable: null must pass the enum too.
    myRsvp: Type.Union([OneOf(Object.values(RsvpStatus)), Type.Null()], {
      description: "The viewer's answer; null when none (or not signed in).",
    }),
    myWaitlistPosition: Nullable(
      Type.Integer({ description: "The viewer's place on the waitlist (1 = next)." }),
    ),
    organizer: Shape(
      { id: Uuid({ description: "The member's id." }), fullName: Type.String() },
      { description: 'The member who submitted the event.' },
    ),
    createdAt: Instant({ description: 'When the event was submitted.' }),
  },
  { description: 'An approved event, with its answers.' },
);

export const AttendeeSchema = Shape(
  {
    userId: Uuid({ description: 'The member’s user id.' }),
    fullName: Type.String({ description: 'The member’s full name.' }),
    email: Type.String({ description: 'The member’s e-mail address.' }),
    status: OneOf(Object.values(RsvpStatus), { description: 'The member’s current answer.' }),
    waitlistPosition: Nullable(
      Type.Integer({
        description: 'Place on the waitlist (1 = next) when WAITLISTED; null otherwise.',
      }),
    ),
    attended: Nullable(Type.Boolean({ description: 'Marked after the event; null until then.' })),
    answeredAt: Instant({ description: 'When the member last answered.' }),
  },
  { description: "A member's answer to an event (staff)." },
);

// What staff may change (PATCH /api/events/:id, GraphQL's UpdateEventInput): absent or null
// leaves a field as it is. The types are checked here; parseEventChanges (event-staff.ts, for
// both APIs) checks lengths, the date, the time zone, the category and the places, naming the
// field.
const change = <T extends TSchema>(schema: T) => Type.Optional(Nullable(schema));

export const EventChangesSchema = Type.Object(
  {
    title: change(
      Type.String({ description: `The new title, at most ${SUBMISSION_LIMITS.title} characters.` }),
    ),
    description: change(
      Type.String({
        description: `The new description, at most ${SUBMISSION_LIMITS.content} characters.`,
      }),
    ),
    eventDate: change(
      Type.String({
        description: 'The new start (an instant, ISO 8601); moves the reminders not yet sent.',
      }),
    ),
    timeZone: change(
      Type.String({ description: 'The new IANA time zone, e.g. "Africa/Mogadishu".' }),
    ),
    location: change(
      Type.String({
        description: `The new place, at most ${SUBMISSION_LIMITS.location} characters.`,
      }),
    ),
    category: change(
      Type.String({ description: `The new category: ${EVENT_CATEGORIES.join(', ')}.` }),
    ),
    maxAttendees: change(
      Type.Integer({
        description: `The new number of places, 1 to ${SUBMISSION_LIMITS.maxAttendees}; not fewer than the members going (more places promote the waitlist).`,
      }),
    ),
    isPublic: change(
      Type.Boolean({
        description: 'true shows it to visitors on the landing page; false hides it.',
      }),
    ),
    practiceAreaId: change(
      Type.String({ description: 'The new practice area (PracticeArea.id, a UUID).' }),
    ),
  },
  { description: 'Staff changes to an approved event; null: unchanged.' },
);
