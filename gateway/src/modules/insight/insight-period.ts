/** The periods the insight page offers; each ends now and starts on a Monday (UTC). */
export enum InsightPeriod {
  FOUR_WEEKS = '4-weeks',
  QUARTER = 'quarter',
  YEAR = 'year',
}

/** How many weeks each period spans, the current one included. */
export const PERIOD_WEEKS: Readonly<Record<InsightPeriod, number>> = {
  [InsightPeriod.FOUR_WEEKS]: 4,
  [InsightPeriod.QUARTER]: 13,
  [InsightPeriod.YEAR]: 52,
};

const DAY_MS = 24 * 60 * 60 * 1000;

export interface InsightWindow {
  from: Date;
  to: Date;
  /** Each week's Monday, oldest first (the period's weekly buckets). */
  weeks: Date[];
  /** The first day of each month the period touches, oldest first. */
  months: Date[];
}

/** The period's bounds and buckets, in UTC so that every viewer reads the same weeks. */
export function insightWindow(period: InsightPeriod, now: Date): InsightWindow {
  const count = PERIOD_WEEKS[period];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  const weeks = Array.from(
    { length: count },
    (_, index) => new Date(monday - (count - 1 - index) * 7 * DAY_MS),
  );
  const from = weeks[0] ?? new Date(monday);
  const months: Date[] = [];
  for (
    let month = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1));
    month <= now;
    month = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1))
  ) {
    months.push(month);
  }
  return { from, to: now, weeks, months };
}
