import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { readPage, throwIfProblems } from '../../errors/input-checks.js';
import { Public } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { ListSize } from '../../graphql/list-size.js';
import { UUIDScalar } from '../../graphql/uuid-scalar.js';
import { viewerIdOf } from '../../graphql/viewer-of-context.js';
import type { EventWakeups } from '../../queues/event-wakeups.js';
import { EventPeriod, RsvpAnswer } from '../../values/event-values.js';
import { ANY_MEMBER, STAFF } from '../../values/role.js';
import { EventCategory } from '../submissions/index.js';
import {
  CalendarFeedType,
  EventAttendeeType,
  PortalEventType,
  UpdateEventInput,
} from './dto/event.type.js';
import { answerEvent } from './event-answers.js';
import { feedCreatedAt, regenerateFeedToken, revokeFeedToken } from './event-calendar.js';
import { cancelEvent, markAttendance, parseEventChanges, updateEvent } from './event-staff.js';
import { EVENTS_PAGE, feedPath } from './events.routes.js';
import { getEvent, listAttendees, listEvents, listPublicEvents } from './events.service.js';

/** Events for members (list, page, answers, calendar feed) and their staff tools. */

/** The most events the landing page's public list answers. */
const PUBLIC_EVENTS_MAX = 10;
@Resolver()
export class EventsResolver {
  constructor(private readonly wakeups: EventWakeups) {}

  @Authorized(ANY_MEMBER)
  @Query(() => [PortalEventType], {
    description:
      'A page of approved events: UPCOMING soonest first (default) or PAST most recent first; ' +
      'at most 3 SQL statements whatever the page size.',
  })
  async events(
    @Ctx() context: GraphQLContext,
    @Arg('period', () => EventPeriod, {
      nullable: true,
      defaultValue: EventPeriod.UPCOMING,
      description: 'UPCOMING (not yet started) or PAST (already started).',
    })
    period: EventPeriod | null,
    @Arg('category', () => EventCategory, {
      nullable: true,
      description: 'Only events of this category; all when omitted.',
    })
    category: EventCategory | null,
    @Arg('practiceAreaId', () => UUIDScalar, {
      nullable: true,
      description: 'Only events of this practice area (PracticeArea.id); all when omitted.',
    })
    practiceAreaId: string | null,
    @Arg('limit', () => Int, {
      nullable: true,
      description: `How many events to answer, 1 to ${EVENTS_PAGE.max}; ${EVENTS_PAGE.default} when omitted.`,
    })
    limit: number | null,
    @Arg('offset', () => Int, {
      nullable: true,
      description:
        'How many events to skip (0 when omitted): the next page starts at offset + limit.',
    })
    offset: number | null,
  ): Promise<PortalEventType[]> {
    const problems = {};
    const page = readPage(problems, { limit, offset }, EVENTS_PAGE);
    throwIfProblems(problems);
    const rows = await listEvents(context.em, viewerIdOf(context), {
      period: period ?? EventPeriod.UPCOMING,
      category: category ?? null,
      practiceAreaId: practiceAreaId ?? null,
      ...page,
    });
    return rows.map((row) => PortalEventType.from(row));
  }

  @Public()
  @ListSize(PUBLIC_EVENTS_MAX)
  @Query(() => [PortalEventType], {
    description: 'The next approved events staff marked public (the landing page), not cancelled.',
  })
  async publicEvents(
    @Ctx() context: GraphQLContext,
    @Arg('limit', () => Int, {
      nullable: true,
      defaultValue: 3,
      description: 'How many events to answer; kept within 1 to 10.',
    })
    limit: number | null,
  ): Promise<PortalEventType[]> {
    const rows = await listPublicEvents(
      context.em,
      Math.min(Math.max(limit ?? 3, 1), PUBLIC_EVENTS_MAX),
    );
    return rows.map((row) => PortalEventType.from(row));
  }

  @Authorized(ANY_MEMBER)
  @Query(() => PortalEventType, { description: 'One approved event; NOT_FOUND otherwise.' })
  async event(
    @Ctx() context: GraphQLContext,
    @Arg('id', () => UUIDScalar, { description: 'The event (PortalEvent.id).' }) id: string,
  ): Promise<PortalEventType> {
    return PortalEventType.from(await getEvent(context.em, viewerIdOf(context), id));
  }

  @Authorized(ANY_MEMBER)
  @Mutation(() => PortalEventType, {
    description:
      'Answers an event for the viewer. GOING takes a place, or joins the waitlist when it is full; NOT_GOING or CANCEL give the place up. CONFLICT when registration is closed (started, cancelled, or none).',
  })
  async rsvpEvent(
    @Ctx() context: GraphQLContext,
    @Arg('eventId', () => UUIDScalar, { description: 'The event to answer (PortalEvent.id).' })
    eventId: string,
    @Arg('answer', () => RsvpAnswer, {
      nullable: true,
      defaultValue: RsvpAnswer.GOING,
      description: 'The viewer’s answer; GOING when omitted.',
    })
    answer: RsvpAnswer | null,
  ): Promise<PortalEventType> {
    const viewerId = viewerIdOf(context);
    await answerEvent(context.em, this.wakeups, viewerId, eventId, answer ?? RsvpAnswer.GOING);
    return PortalEventType.from(await getEvent(context.em, viewerId, eventId));
  }

  @Authorized(STAFF)
  @Query(() => [EventAttendeeType], {
    description:
      'Everyone who answered an event: going, then the waitlist in order, then the rest.',
  })
  async eventAttendees(
    @Ctx() context: GraphQLContext,
    @Arg('eventId', () => UUIDScalar, { description: 'The event (PortalEvent.id).' })
    eventId: string,
  ): Promise<EventAttendeeType[]> {
    return (await listAttendees(context.em, eventId)).map((row) => EventAttendeeType.from(row));
  }

  @Authorized(STAFF)
  @Mutation(() => PortalEventType, {
    description: 'Staff edit an approved event; holders are notified.',
  })
  async updateEvent(
    @Ctx() context: GraphQLContext,
    @Arg('id', () => UUIDScalar, { description: 'The approved event to edit (PortalEvent.id).' })
    id: string,
    @Arg('input', () => UpdateEventInput, {
      description: 'The fields to change; those omitted or null stay as they are.',
    })
    input: UpdateEventInput,
  ): Promise<PortalEventType> {
    const staffId = viewerIdOf(context);
    await updateEvent(context.em, this.wakeups, staffId, id, parseEventChanges({ ...input }));
    return PortalEventType.from(await getEvent(context.em, staffId, id));
  }

  @Authorized(STAFF)
  @Mutation(() => PortalEventType, {
    description: 'Staff cancel an approved event; holders are notified.',
  })
  async cancelEvent(
    @Ctx() context: GraphQLContext,
    @Arg('id', () => UUIDScalar, {
      description: 'The approved event to cancel (PortalEvent.id).',
    })
    id: string,
  ): Promise<PortalEventType> {
    const staffId = viewerIdOf(context);
    await cancelEvent(context.em, staffId, id);
    return PortalEventType.from(await getEvent(context.em, staffId, id));
  }

  @Authorized(STAFF)
  @Mutation(() => EventAttendeeType, { description: 'Staff mark, after the start, who attended.' })
  async markEventAttendance(
    @Ctx() context: GraphQLContext,
    @Arg('eventId', () => UUIDScalar, {
      description: 'The event, once started (CONFLICT before its start).',
    })
    eventId: string,
    @Arg('userId', () => UUIDScalar, {
      description: 'A member with a place (GOING); NOT_FOUND otherwise.',
    })
    userId: string,
    @Arg('attended', () => Boolean, { description: 'true: came; false: did not come.' })
    attended: boolean,
  ): Promise<EventAttendeeType> {
    await markAttendance(context.em, eventId, userId, attended);
    const row = (await listAttendees(context.em, eventId)).find((a) => a.userId === userId);
    return EventAttendeeType.from(row as NonNullable<typeof row>);
  }

  @Authorized(ANY_MEMBER)
  @Query(() => CalendarFeedType, { description: "Whether the viewer's calendar feed is on." })
  async calendarFeed(@Ctx() context: GraphQLContext): Promise<CalendarFeedType> {
    const createdAt = await feedCreatedAt(context.em, viewerIdOf(context));
    return Object.assign(new CalendarFeedType(), {
      active: createdAt !== null,
      createdAt,
      path: null,
    });
  }

  @Authorized(ANY_MEMBER)
  @Mutation(() => CalendarFeedType, {
    description: 'Makes a new secret feed URL for the viewer (the previous one stops working).',
  })
  async regenerateCalendarFeed(@Ctx() context: GraphQLContext): Promise<CalendarFeedType> {
    const token = await regenerateFeedToken(
      context.em,
      viewerIdOf(context),
      context.token?.id ?? null,
    );
    return Object.assign(new CalendarFeedType(), {
      active: true,
      createdAt: new Date(),
      path: feedPath(token),
    });
  }

  @Authorized(ANY_MEMBER)
  @Mutation(() => CalendarFeedType, { description: "Turns the viewer's calendar feed off." })
  async revokeCalendarFeed(@Ctx() context: GraphQLContext): Promise<CalendarFeedType> {
    await revokeFeedToken(context.em, viewerIdOf(context));
    return Object.assign(new CalendarFeedType(), { active: false, createdAt: null, path: null });
  }
}
