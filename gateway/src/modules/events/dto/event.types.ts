import { IsBoolean, IsDate, IsInt, IsOptional, IsString } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SubmissionAuthorType } from '../../submissions/dto/submission.type.js';
import { EventPeriod, RsvpAnswer, RsvpStatus } from '../event-values.js';
import {
  type AttendeeRow,
  type EventRow,
  placesLeft,
  registrationOpen,
} from '../events.service.js';

registerEnumType(RsvpStatus, {
  name: 'RsvpStatus',
  description: "A member's answer: GOING, NOT_GOING, WAITLISTED (full: waiting) or CANCELLED.",
});
registerEnumType(RsvpAnswer, {
  name: 'RsvpAnswer',
  description: 'What a member answers: GOING, NOT_GOING, or CANCEL (withdraw the answer).',
});
registerEnumType(EventPeriod, {
  name: 'EventPeriod',
  description: 'UPCOMING (soonest first) or PAST (most recent first).',
});

@ObjectType('PortalEvent', { description: 'An approved event, with its answers.' })
export class PortalEventType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  description!: string;

  @Field(() => Date, { description: 'When it starts (an instant; see timeZone).' })
  eventDate!: Date;

  @Field(() => String, { description: 'The IANA time zone the event is held in.' })
  timeZone!: string;

  @Field(() => String, { nullable: true, description: 'Null: online or not given.' })
  location!: string | null;

  @Field(() => String, { nullable: true, description: 'conference, workshop, seminar…' })
  category!: string | null;

  @Field(() => ID, { nullable: true })
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

  @Field(() => SubmissionAuthorType)
  organizer!: SubmissionAuthorType;

  @Field(() => Date)
  createdAt!: Date;

  static from(row: EventRow): PortalEventType {
    return Object.assign(new PortalEventType(), {
      ...row,
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
  @Field(() => ID)
  userId!: string;

  @Field(() => String)
  fullName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => RsvpStatus)
  status!: RsvpStatus;

  @Field(() => Int, { nullable: true })
  waitlistPosition!: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Marked after the event; null until then.' })
  attended!: boolean | null;

  @Field(() => Date)
  answeredAt!: Date;

  static from(row: AttendeeRow): EventAttendeeType {
    return Object.assign(new EventAttendeeType(), row);
  }
}

@ObjectType('CalendarFeed', { description: "The viewer's personal calendar feed." })
export class CalendarFeedType {
  @Field(() => Boolean)
  active!: boolean;

  @Field(() => Date, { nullable: true })
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
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  title?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  description?: string | null;

  @Field(() => Date, { nullable: true })
  @IsOptional()
  @IsDate()
  eventDate?: Date | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  timeZone?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  location?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  category?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  maxAttendees?: number | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean()
  isPublic?: boolean | null;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsString()
  practiceAreaId?: string | null;
}
