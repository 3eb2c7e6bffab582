import { Type } from 'typebox';
import { Instant, Nullable, OneOf, Shape, Uuid } from '../../http/api-schema.js';
import { InsightPeriod } from './insight-period.js';

// The one declaration of what the API tells of the association's activity: GET
// /api/admin/insight answers these schemas, GraphQL's Insight types are made from them
// (dto/insight.type.ts), and insight.service.ts returns their values.

export const SubmissionWeekSchema = Shape(
  {
    week: Instant({ description: 'The week’s Monday, 00:00 UTC.' }),
    submitted: Type.Integer({
      description: 'Members’ news, events and posts submitted that week.',
    }),
    approved: Type.Integer({ description: 'Submissions approved that week.' }),
    rejected: Type.Integer({ description: 'Submissions rejected that week.' }),
  },
  { description: 'One week of members’ submissions and their decisions.' },
);

export const SubmissionInsightSchema = Shape(
  {
    weeks: Type.Array(SubmissionWeekSchema, {
      description: 'Every week of the period, oldest first.',
    }),
    pending: Type.Integer({ description: 'Submissions waiting for a decision now.' }),
    oldestPendingAt: Nullable(
      Instant({ description: 'When the oldest waiting submission was sent; null: none waits.' }),
    ),
  },
  { description: 'Submissions and decisions per week, and the queue now.' },
);

export const ConsultationAreaSchema = Shape(
  {
    area: Type.String({ description: 'The lawyers’ practice area (their specialization).' }),
    requests: Type.Integer({ description: 'Consultation requests received in the period.' }),
    answered: Type.Integer({ description: 'Of those, the ones the lawyer accepted or declined.' }),
    medianResponseHours: Nullable(
      Type.Number({ description: 'Median hours from request to answer; null: none answered.' }),
    ),
  },
  { description: 'Consultation requests to the lawyers of one practice area.' },
);

export const ConsultationInsightSchema = Shape(
  {
    areas: Type.Array(ConsultationAreaSchema, { description: 'Most requested first.' }),
    requests: Type.Integer({ description: 'Every request of the period.' }),
    medianResponseHours: Nullable(
      Type.Number({ description: 'Median hours to answer, every area; null: none answered.' }),
    ),
  },
  { description: 'Consultation requests per practice area and how fast lawyers answered.' },
);

export const MemberMonthSchema = Shape(
  {
    month: Instant({ description: 'The month’s first day, 00:00 UTC.' }),
    joined: Type.Integer({ description: 'Accounts created that month.' }),
    active: Type.Integer({
      description: 'Members who signed in or posted (discussion, reply, submission) that month.',
    }),
  },
  { description: 'One month of members joining and taking part.' },
);

export const EventAttendanceSchema = Shape(
  {
    id: Uuid({ description: 'The event’s id.' }),
    title: Type.String({ description: 'The event’s title.' }),
    eventDate: Instant({ description: 'When it starts.' }),
    capacity: Nullable(Type.Integer({ description: 'Places; null: no limit.' })),
    going: Type.Integer({ description: 'Members with a place.' }),
    waitlisted: Type.Integer({ description: 'Members on the waitlist.' }),
    attended: Type.Integer({ description: 'Members staff marked as present.' }),
    cancelled: Type.Boolean({ description: 'Staff cancelled it.' }),
  },
  { description: 'One approved event’s answers against its places.' },
);

export const InsightSchema = Shape(
  {
    period: OneOf(Object.values(InsightPeriod), {
      description: 'The period asked for: 4-weeks, quarter (13 weeks) or year (52 weeks).',
    }),
    from: Instant({ description: 'The period’s start: a Monday, 00:00 UTC.' }),
    to: Instant({ description: 'When the figures were computed (the period’s end).' }),
    submissions: SubmissionInsightSchema,
    consultations: ConsultationInsightSchema,
    members: Type.Array(MemberMonthSchema, {
      description: 'Every month the period touches, oldest first.',
    }),
    events: Type.Array(EventAttendanceSchema, {
      description:
        'Approved events dated from the period’s start (upcoming ones too): the 30 nearest today, by date.',
    }),
  },
  { description: 'The association’s activity over a period, for staff.' },
);
