import { IsBoolean, IsDate, IsInt, IsOptional, IsString } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { storedEnum } from '../../../graphql/stored-enum.js';
import { EventPeriod, RsvpAnswer, RsvpStatus } from '../../../values/event-values.js';
import { EVENT_CATEGORIES } from '../../../values/submission-values.js';
import { EventCategory, SUBMISSION_LIMITS, SubmissionAuthorType } from '../../submissions/index.js';
import {
  type AttendeeRow,
  type EventRow,
  placesLeft,
  registrationOpen,
} from '../events.service.js';

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

@ObjectType('PortalEvent', { description: 'An approved event, with its answers.' })
export class PortalEventType {
  @Field(() => ID, { description: 'The event’s id (that of its approved submission).' })
  id!: string;

  @Field(() => String, { description: 'The event’s title.' })
  title!: string;

  @Field(() => String, { description: 'What the event is about, as submitted.' })
  description!: string;

  @Field(() => Date, { description: 'When it starts (an instant; see timeZone).' })
  eventDate!: Date;

  @Field(() => String, { description: 'The IANA time zone the event is held in.' })
  timeZone!: string;

  @Field(() => String, { nullable: true, description: 'Null: online or not given.' })
  location!: string | null;

  @Field(() => EventCategory, { nullable: true, description: 'The kind of event, if given.' })
  category!: EventCategory | null;

  @Field(() => ID, {
    nullable: true,
    description: 'The practice area it concerns (PracticeArea.id); null if none.',
  })
  practiceAreaId!: string | null;

  @Field(() => Boolean, { description: 'False: details only, no answers.' })
  registrationRequired!: boolean;

  @Field(() => Boolean, {
    description: 'Answers accepted: registration, not cancelled, not started.',
  })
  registrationOpen!: boolean;

  @Field(() => Int, { nullable: true, description: 'Null: no limit.' })
  maxAttendees!: number | null;

  @Field(() => Int, { description: 'Members going.' })
  attendees!: number;

  @Field(() => Int, { description: 'Members on the waitlist.' })
  waitlisted!: number;

  @Field(() => Int, { nullable: true, description: 'Null: no limit.' })
  placesLeft!: number | null;

  @Field(() => Boolean, { description: 'Shown to visitors on the landing page.' })
  isPublic!: boolean;

  @Field(() => Date, { nullable: true, description: 'Set when staff cancelled it.' })
  cancelledAt!: Date | null;

  @Field(() => RsvpStatus, { nullable: true, description: "The viewer's answer, if any." })
  myRsvp!: RsvpStatus | null;

  @Field(() => Int, {
    nullable: true,
    description: "The viewer's place on the waitlist (1 = next).",
  })
  myWaitlistPosition!: number | null;

  @Field(() => Boolean, { description: 'The viewer has a place (myRsvp is GOING).' })
  attendingByMe!: boolean;

  @Field(() => SubmissionAuthorType, { description: 'The member who submitted the event.' })
  organizer!: SubmissionAuthorType;

  @Field(() => Date, { description: 'When the event was submitted.' })
  createdAt!: Date;

  static from(row: EventRow): PortalEventType {
    return Object.assign(new PortalEventType(), {
      ...row,
      category: storedEnum(EventCategory, row.category),
      registrationOpen: registrationOpen(row),
      placesLeft: placesLeft(row),
      myRsvp: row.myStatus,
      myWaitlistPosition: row.myWaitlistPosition,
      attendingByMe: row.myStatus === RsvpStatus.GOING,
      organizer: Object.assign(new SubmissionAuthorType(), row.organizer),
    });
  }
}

@ObjectType('EventAttendee', { description: "A member's answer to an event (staff)." })
export class EventAttendeeType {
  @Field(() => ID, { description: 'The member’s user id.' })
  userId!: string;

  @Field(() => String, { description: 'The member’s full name.' })
  fullName!: string;

  @Field(() => String, { description: 'The member’s e-mail address.' })
  email!: string;

  @Field(() => RsvpStatus, { description: 'The member’s current answer.' })
  status!: RsvpStatus;

  @Field(() => Int, {
    nullable: true,
    description: 'Place on the waitlist (1 = next) when WAITLISTED; null otherwise.',
  })
  waitlistPosition!: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Marked after the event; null until then.' })
  attended!: boolean | null;

  @Field(() => Date, { description: 'When the member last answered.' })
  answeredAt!: Date;

  static from(row: AttendeeRow): EventAttendeeType {
    return Object.assign(new EventAttendeeType(), row);
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

@InputType('UpdateEventInput', {
  description: 'Staff changes to an approved event; null: unchanged.',
})
export class UpdateEventInput {
  @Field(() => String, {
    nullable: true,
    description: `The new title, at most ${SUBMISSION_LIMITS.title} characters.`,
  })
  @IsOptional()
  @IsString()
  title?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `The new description, at most ${SUBMISSION_LIMITS.content} characters.`,
  })
  @IsOptional()
  @IsString()
  description?: string | null;

  @Field(() => Date, {
    nullable: true,
    description: 'The new start (an instant); moves the reminders not yet sent.',
  })
  @IsOptional()
  @IsDate()
  eventDate?: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'The new IANA time zone, e.g. "Africa/Mogadishu".',
  })
  @IsOptional()
  @IsString()
  timeZone?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `The new place, at most ${SUBMISSION_LIMITS.location} characters.`,
  })
  @IsOptional()
  @IsString()
  location?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `The new category: ${EVENT_CATEGORIES.join(', ')}.`,
  })
  @IsOptional()
  @IsString()
  category?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: `The new number of places, 1 to ${SUBMISSION_LIMITS.maxAttendees}; not fewer than the members going (more places promote the waitlist).`,
  })
  @IsOptional()
  @IsInt()
  maxAttendees?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'true shows it to visitors on the landing page; false hides it.',
  })
  @IsOptional()
  @IsBoolean()
  isPublic?: boolean | null;

  @Field(() => ID, {
    nullable: true,
    description: 'The new practice area (PracticeArea.id).',
  })
  @IsOptional()
  @IsString()
  practiceAreaId?: string | null;
}
