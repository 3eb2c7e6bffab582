import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import {
  descriptionOf,
  GraphqlFieldsOf,
  SchemaValue,
} from '../../../graphql/fields-from-schema.js';
import { storedEnum } from '../../../graphql/stored-enum.js';
import { EventPeriod, RsvpAnswer, RsvpStatus } from '../../../values/event-values.js';
import { EventCategory, SubmissionAuthorType } from '../../submissions/index.js';
import { AttendeeSchema, EventChangesSchema, EventSchema } from '../event.schema.js';
import type { AttendeeView, EventView } from '../events.service.js';

registerEnumType(RsvpStatus, {
  valuesConfig: {
    GOING: { description: 'Has a place.' },
    NOT_GOING: { description: 'Answered that they will not come.' },
    WAITLISTED: {
      description: 'Answered GOING when the event was full: waits for a place, in answer order.',
    },
    CANCELLED: { description: 'Withdrew a GOING or waitlisted answer.' },
  },
  name: 'RsvpStatus',
  description: "A member's answer: GOING, NOT_GOING, WAITLISTED (full: waiting) or CANCELLED.",
});
registerEnumType(RsvpAnswer, {
  valuesConfig: {
    GOING: { description: 'Takes a place, or joins the waitlist when the event is full.' },
    NOT_GOING: { description: 'Will not come (gives up any place or waitlist spot).' },
    CANCEL: { description: 'Withdraws the answer (gives up any place or waitlist spot).' },
  },
  name: 'RsvpAnswer',
  description: 'What a member answers: GOING, NOT_GOING, or CANCEL (withdraw the answer).',
});
registerEnumType(EventPeriod, {
  valuesConfig: {
    UPCOMING: { description: 'Events not yet started, soonest first.' },
    PAST: { description: 'Events already started, most recent first.' },
  },
  name: 'EventPeriod',
  description: 'UPCOMING (soonest first) or PAST (most recent first).',
});

@ObjectType('PortalEvent', { description: descriptionOf(EventSchema) })
@GraphqlFieldsOf(EventSchema, {
  category: () => EventCategory,
  myRsvp: () => RsvpStatus,
  organizer: () => SubmissionAuthorType,
})
export class PortalEventType extends SchemaValue(EventSchema) {
  @Field(() => Boolean, { description: 'The viewer has a place (myRsvp is GOING).' })
  attendingByMe!: boolean;

  static from(event: EventView): PortalEventType {
    return Object.assign(new PortalEventType(), {
      ...event,
      category: storedEnum(EventCategory, event.category),
      attendingByMe: event.myRsvp === RsvpStatus.GOING,
      organizer: Object.assign(new SubmissionAuthorType(), event.organizer),
    });
  }
}

@ObjectType('EventAttendee', { description: descriptionOf(AttendeeSchema) })
@GraphqlFieldsOf(AttendeeSchema, { status: () => RsvpStatus })
export class EventAttendeeType extends SchemaValue(AttendeeSchema) {
  static from(attendee: AttendeeView): EventAttendeeType {
    return Object.assign(new EventAttendeeType(), attendee);
  }
}

@ObjectType('CalendarFeed', { description: "The viewer's personal calendar feed." })
export class CalendarFeedType {
  @Field(() => Boolean, { description: 'Whether the viewer has a working feed URL.' })
  active!: boolean;

  @Field(() => Date, {
    nullable: true,
    description: 'When the current feed URL was made; null when the feed is off.',
  })
  createdAt!: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'Only when just made: the path of the feed, with its secret (shown once).',
  })
  path!: string | null;
}

@InputType('UpdateEventInput', { description: descriptionOf(EventChangesSchema) })
@GraphqlFieldsOf(EventChangesSchema, { eventDate: () => Date, practiceAreaId: () => ID })
export class UpdateEventInput extends SchemaValue(EventChangesSchema) {}
