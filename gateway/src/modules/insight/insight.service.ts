import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery } from 'kysely';
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
import { CONSULTATIONS_SQL, EVENTS_SQL, MEMBERS_SQL, SUBMISSIONS_SQL } from './insight-sql.js';

export type Insight = Static<typeof InsightSchema>;
type SubmissionInsight = Static<typeof SubmissionInsightSchema>;
type ConsultationInsight = Static<typeof ConsultationInsightSchema>;
type MemberMonth = Static<typeof MemberMonthSchema>;
type EventAttendance = Static<typeof EventAttendanceSchema>;

/** The events chart's bars: beyond this many the chart is no longer readable. */
export const INSIGHT_MAX_EVENTS = 30;

/** One of insight-sql.ts's statements with its parameters, through the request's connection. */
async function run<Row>(em: EntityManager, text: string, parameters: unknown[]): Promise<Row[]> {
  const { rows } = await tablesOf(em).executeQuery<Row>(CompiledQuery.raw(text, parameters));
  return rows;
}

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
const key = (value: Date | string) => asDate(value).getTime();

/**
 * The association's activity over `period` (staff): one grouped statement per chart, each
 * reading only the period's rows through an index (insight-sql.ts; scripts/bench/insight.ts
 * checks the plans at scale).
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
  const rows = await run<{
    week: Date | null;
    submitted: number | null;
    approved: number | null;
    rejected: number | null;
    pending: number;
    oldest: Date | null;
  }>(em, SUBMISSIONS_SQL, [from.toISOString()]);
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
  const rows = await run<{
    area: string | null;
    requests: number;
    answered: number;
    median: number | null;
    everyArea: number;
  }>(em, CONSULTATIONS_SQL, [from.toISOString()]);
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
  const rows = await run<{ month: Date; joined: number; active: number }>(em, MEMBERS_SQL, [
    since.toISOString(),
  ]);
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
  const rows = await run<{
    id: string;
    title: string | null;
    eventDate: Date;
    capacity: number | null;
    going: number;
    waitlisted: number;
    attended: number;
    cancelled: boolean;
  }>(em, EVENTS_SQL, [from.toISOString(), INSIGHT_MAX_EVENTS]);
  return rows.map((row) => ({ ...row, title: row.title ?? '', eventDate: asDate(row.eventDate) }));
}
