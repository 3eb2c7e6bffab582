import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { Static } from 'typebox';
import { tablesOf } from '../../db/tables.js';
import type { FieldErrors } from '../../errors/domain-error.js';
import { checkOneOf, throwIfProblems } from '../../errors/input-checks.js';
import type {
  ConsultationInsightSchema,
  EventAttendanceSchema,
  InsightSchema,
  MemberMonthSchema,
  SubmissionInsightSchema,
} from './insight.schema.js';
import { InsightPeriod, type InsightWindow, insightWindow } from './insight-period.js';

export type Insight = Static<typeof InsightSchema>;
type SubmissionInsight = Static<typeof SubmissionInsightSchema>;
type ConsultationInsight = Static<typeof ConsultationInsightSchema>;
type MemberMonth = Static<typeof MemberMonthSchema>;
type EventAttendance = Static<typeof EventAttendanceSchema>;

/** The events chart's bars: beyond this many the chart is no longer readable. */
export const INSIGHT_MAX_EVENTS = 30;

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
const key = (value: Date | string) => asDate(value).getTime();

/**
 * The association's activity over `period` (staff): one grouped statement per chart, each
 * reading only the period's rows through an index (bench/insight.ts checks the plans at scale).
 * Buckets are weeks and months in UTC; the empty ones are filled here.
 */
export async function readInsight(
  em: EntityManager,
  period: InsightPeriod,
  now: Date = new Date(),
): Promise<Insight> {
  const problems: FieldErrors = {};
  checkOneOf(problems, 'period', period, Object.values(InsightPeriod));
  throwIfProblems(problems);
  const window = insightWindow(period, now);
  // One after the other: an EntityManager runs one query at a time.
  const submissions = await submissionInsight(em, window);
  const consultations = await consultationInsight(em, window);
  const members = await memberMonths(em, window);
  const events = await eventAttendance(em, window);
  return { period, from: window.from, to: window.to, submissions, consultations, members, events };
}

/** Submitted (by creation) and decided (by decision) per week, and the queue as it is now. */
async function submissionInsight(
  em: EntityManager,
  { from, weeks }: InsightWindow,
): Promise<SubmissionInsight> {
  const { rows } = await sql<{
    week: Date | null;
    submitted: number | null;
    approved: number | null;
    rejected: number | null;
    pending: number;
    oldest: Date | null;
  }>`
    with activity as (
      select created_at as at, 'submitted' as kind from content_submissions
      where created_at >= ${from}
      union all
      select decided_at, status::text from content_submissions
      where decided_at >= ${from} and status in ('approved', 'rejected')
    ), weekly as (
      select date_trunc('week', at, 'UTC') as week,
        (count(*) filter (where kind = 'submitted'))::int as submitted,
        (count(*) filter (where kind = 'approved'))::int as approved,
        (count(*) filter (where kind = 'rejected'))::int as rejected
      from activity group by 1
    )
    select w.week, w.submitted, w.approved, w.rejected, q.pending, q.oldest
    from (
      select count(*)::int as pending, min(created_at) as oldest
      from content_submissions where status = 'pending'
    ) q
    left join weekly w on true`.execute(tablesOf(em));
  const byWeek = new Map(rows.filter((row) => row.week).map((row) => [key(row.week as Date), row]));
  const first = rows[0];
  return {
    weeks: weeks.map((week) => {
      const row = byWeek.get(week.getTime());
      return {
        week,
        submitted: row?.submitted ?? 0,
        approved: row?.approved ?? 0,
        rejected: row?.rejected ?? 0,
      };
    }),
    pending: first?.pending ?? 0,
    oldestPendingAt: first?.oldest ? asDate(first.oldest) : null,
  };
}

/**
 * Requests of the period per practice area (the lawyer's specialization) and the median time
 * to an answer, with the all-areas line from the same statement (grouping sets).
 */
async function consultationInsight(
  em: EntityManager,
  { from }: InsightWindow,
): Promise<ConsultationInsight> {
  const { rows } = await sql<{
    area: string | null;
    requests: number;
    answered: number;
    median: number | null;
    everyArea: number;
  }>`
    select l.specialization as area,
      count(*)::int as requests,
      count(r.responded_at)::int as answered,
      percentile_cont(0.5) within group (
        order by extract(epoch from r.responded_at - r.created_at) / 3600
      ) as median,
      grouping(l.specialization)::int as "everyArea"
    from consultation_requests r
    join lawyer_profiles l on l.id = r.lawyer_id
    where r.created_at >= ${from}
    group by grouping sets ((l.specialization), ())
    order by grouping(l.specialization), count(*) desc, l.specialization`.execute(tablesOf(em));
  const hours = (value: number | null) =>
    value === null ? null : Math.round(Number(value) * 10) / 10;
  const total = rows.find((row) => row.everyArea === 1);
  return {
    areas: rows
      .filter((row) => row.everyArea === 0)
      .map((row) => ({
        area: row.area ?? '',
        requests: row.requests,
        answered: row.answered,
        medianResponseHours: hours(row.median),
      })),
    requests: total?.requests ?? 0,
    medianResponseHours: hours(total?.median ?? null),
  };
}

/**
 * Accounts created per month, and the members who signed in or wrote (a discussion, a reply, a
 * submission or a private message) that month, each counted once a month.
 */
async function memberMonths(em: EntityManager, { months }: InsightWindow): Promise<MemberMonth[]> {
  const since = months[0] ?? new Date();
  const { rows } = await sql<{ month: Date; joined: number; active: number }>`
    with joined as (
      select date_trunc('month', created_at, 'UTC') as month, count(*)::int as n
      from users where created_at >= ${since} group by 1
    ), acts as (
      select occurred_at as at, actor_id as user_id from security_events
      where type = 'auth.signin.succeeded' and occurred_at >= ${since}
      union all
      select created_at, author_id from discussions where created_at >= ${since}
      union all
      select created_at, author_id from discussion_replies where created_at >= ${since}
      union all
      select created_at, author_id from content_submissions where created_at >= ${since}
      union all
      select created_at, sender_id from messages where created_at >= ${since}
    ), active as (
      select date_trunc('month', at, 'UTC') as month, count(distinct user_id)::int as n
      from acts where user_id is not null group by 1
    )
    select coalesce(j.month, a.month) as month, coalesce(j.n, 0) as joined, coalesce(a.n, 0) as active
    from joined j full join active a on a.month = j.month`.execute(tablesOf(em));
  const byMonth = new Map(rows.map((row) => [key(row.month), row]));
  return months.map((month) => {
    const row = byMonth.get(month.getTime());
    return { month, joined: row?.joined ?? 0, active: row?.active ?? 0 };
  });
}

/** The approved events dated from the period's start: their answers against their places. */
async function eventAttendance(
  em: EntityManager,
  { from }: InsightWindow,
): Promise<EventAttendance[]> {
  const { rows } = await sql<{
    id: string;
    title: string | null;
    eventDate: Date;
    capacity: number | null;
    going: number;
    waitlisted: number;
    attended: number;
    cancelled: boolean;
  }>`
    select e.id, e.title, e.event_date as "eventDate", e.max_attendees as capacity,
      e.cancelled_at is not null as cancelled,
      (count(r.id) filter (where r.status = 'going'))::int as going,
      (count(r.id) filter (where r.status = 'waitlisted'))::int as waitlisted,
      (count(r.id) filter (where r.attended))::int as attended
    from (
      select id, title, event_date, max_attendees, cancelled_at from content_submissions
      where type = 'event' and status = 'approved' and event_date >= ${from}
      order by event_date, id
      limit ${INSIGHT_MAX_EVENTS}
    ) e
    left join event_rsvps r on r.event_id = e.id
    group by e.id, e.title, e.event_date, e.max_attendees, e.cancelled_at
    order by e.event_date, e.id`.execute(tablesOf(em));
  return rows.map((row) => ({ ...row, title: row.title ?? '', eventDate: asDate(row.eventDate) }));
}
