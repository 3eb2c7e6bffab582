import { describe, expect, it } from 'vitest';
import { InsightPeriod, insightWindow } from './insight-period.js';

const iso = (dates: Date[]) => dates.map((date) => date.toISOString().slice(0, 10));

describe('the insight periods', () => {
  // A Thursday, late in the day in UTC (already Friday east of Mogadishu).
  const now = new Date('2026-12-03T22:30:00Z');

  it('starts on a Monday in UTC and counts the current week among its weeks', () => {
    const window = insightWindow(InsightPeriod.FOUR_WEEKS, now);
    expect(iso(window.weeks)).toEqual(['2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30']);
    expect(window.from.toISOString()).toBe('2026-11-09T00:00:00.000Z');
    expect(window.to).toBe(now);
    expect(iso(window.months)).toEqual(['2026-11-01', '2026-12-01']);
  });

  it('spans 13 weeks for a quarter and 52 for a year, with every month they touch', () => {
    const quarter = insightWindow(InsightPeriod.QUARTER, now);
    expect(quarter.weeks).toHaveLength(13);
    expect(iso(quarter.weeks)[0]).toBe('2026-09-07');
    expect(iso(quarter.months)).toEqual(['2026-09-01', '2026-10-01', '2026-11-01', '2026-12-01']);
    const year = insightWindow(InsightPeriod.YEAR, now);
    expect(year.weeks).toHaveLength(52);
    expect(iso(year.weeks)[0]).toBe('2025-12-08');
    expect(year.months).toHaveLength(13);
  });

  it('takes a Monday itself as the start of the current week', () => {
    const monday = new Date('2026-11-30T00:00:00Z');
    expect(iso(insightWindow(InsightPeriod.FOUR_WEEKS, monday).weeks).at(-1)).toBe('2026-11-30');
    const sunday = new Date('2026-11-29T23:59:59Z');
    expect(iso(insightWindow(InsightPeriod.FOUR_WEEKS, sunday).weeks).at(-1)).toBe('2026-11-23');
  });
});
