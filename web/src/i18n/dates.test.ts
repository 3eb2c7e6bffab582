import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  formatDate,
  formatRelativeTime,
  timeZoneName,
  useDateFormat,
  useDayRange,
  useMonthYear,
} from './dates.js';
import { i18n, initI18n } from './i18n.js';

beforeAll(async () => {
  await initI18n();
});

const NOW = Date.parse('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('formatRelativeTime', () => {
  it('writes Somali from CLDR whatever the runtime knows of Somali', () => {
    // As in Chromium, which has no Somali data: an `so` formatter writes English.
    const Platform = Intl.RelativeTimeFormat;
    const englishOnly = vi
      .spyOn(Intl, 'RelativeTimeFormat')
      .mockImplementation((_locale, options) => new Platform('en', options));
    onTestFinished(() => englishOnly.mockRestore());
    expect(formatRelativeTime(ago(5_000), NOW, 'so')).toBe('Imika');
    expect(formatRelativeTime(ago(60_000), NOW, 'so')).toBe('1 daqiiqad kahor');
    expect(formatRelativeTime(ago(5 * 60_000), NOW, 'so')).toBe('5 daqiiqadood kahor');
    expect(formatRelativeTime(ago(3 * 3_600_000), NOW, 'so')).toBe('3 saacadood kahor');
    expect(formatRelativeTime(ago(30 * 3_600_000), NOW, 'so')).toBe('Shalay');
    expect(formatRelativeTime(ago(3 * 86_400_000), NOW, 'so')).toBe('3 maalmood kahor');
    expect(formatRelativeTime(ago(8 * 86_400_000), NOW, 'so')).toBe('Toddobaadkii hore');
  });

  it('words recent times relative to now', () => {
    expect(formatRelativeTime(ago(5_000), NOW, 'en')).toBe('now');
    expect(formatRelativeTime(ago(5 * 60_000), NOW, 'en')).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3_600_000), NOW, 'en')).toBe('3 hours ago');
    expect(formatRelativeTime(ago(26 * 3_600_000), NOW, 'en')).toBe('yesterday');
    expect(formatRelativeTime(ago(15 * 86_400_000), NOW, 'en')).toBe('2 weeks ago');
  });

  it('gives a short date past four weeks, and a future time (clock skew) reads as now', () => {
    expect(formatRelativeTime('2026-09-03T08:00:00Z', NOW, 'en')).toBe('Sep 3, 2026');
    expect(formatRelativeTime(ago(-30_000), NOW, 'en')).toBe('now');
  });

  it('speaks the reader’s language', () => {
    expect(formatRelativeTime(ago(5 * 60_000), NOW, 'fr')).toBe('il y a 5 minutes');
    expect(formatRelativeTime(ago(5 * 60_000), NOW, 'ar')).not.toContain('minutes');
  });
});

const START = new Date('2026-12-03T06:30:00.000Z');

describe("useDateFormat('fullDateTime', timeZone) (an event's date)", () => {
  it("shows the time on the event's own clock, whatever the reader's zone", () => {
    const mogadishu = renderHook(() => useDateFormat('fullDateTime', 'Africa/Mogadishu'));
    expect(mogadishu.result.current(START)).toBe('Thursday, December 3, 2026 at 9:30 AM');
    const paris = renderHook(() => useDateFormat('fullDateTime', 'Europe/Paris'));
    expect(paris.result.current(START)).toBe('Thursday, December 3, 2026 at 7:30 AM');
  });

  it("words the date in the reader's language", async () => {
    await i18n.changeLanguage('fr');
    const french = renderHook(() => useDateFormat('fullDateTime', 'Africa/Mogadishu'));
    expect(french.result.current(START)).toBe('jeudi 3 décembre 2026 à 09:30');
    await i18n.changeLanguage('en');
  });

  it('falls back to the reader’s clock for a zone the browser does not know', () => {
    const unknown = renderHook(() => useDateFormat('fullDateTime', 'Mars/Olympus'));
    expect(unknown.result.current(START)).toContain('2026');
  });
});

describe('timeZoneName (an event’s zone)', () => {
  it('names the zone readably in the reader’s language, never by its IANA id', () => {
    const at = '2026-12-03T06:30:00Z';
    expect(timeZoneName(at, 'en', 'Africa/Mogadishu')).toBe('East Africa Time');
    expect(timeZoneName(at, 'fr', 'Africa/Mogadishu')).toBe('heure normale d’Afrique de l’Est');
    expect(timeZoneName(at, 'ar', 'Africa/Mogadishu')).toBe('توقيت شرق أفريقيا');
    // Summer and winter have their own names.
    expect(timeZoneName('2026-07-01T12:00:00Z', 'en', 'Europe/Paris')).toBe(
      'Central European Summer Time',
    );
    expect(timeZoneName(at, 'en', 'Mars/Olympus')).toBe('Mars/Olympus');
  });
});

describe('Somali dates (CLDR names, the same on the server and in Chromium, which lacks `so`)', () => {
  const at = new Date('2026-12-03T06:30:00.000Z');

  it('writes months, weekdays and the day periods in Somali', () => {
    expect(formatDate(at, 'so', 'longDate', 'Africa/Mogadishu')).toBe('Diseembar 3, 2026');
    expect(formatDate(at, 'so', 'fullDateTime', 'Africa/Mogadishu')).toBe(
      'Khamiis, Diseembar 3, 2026 9:30\u202fGH',
    );
    expect(formatDate(at, 'so', 'mediumDate', 'UTC')).toBe('Dis 3, 2026');
    expect(formatDate(new Date('2026-05-04T15:00:00Z'), 'so', 'longDateTime', 'UTC')).toBe(
      'Maayo 4, 2026 3:00\u202fGD',
    );
  });

  it('names the time zone in Somali where CLDR does', () => {
    expect(timeZoneName(at, 'so', 'Africa/Mogadishu')).toBe('Waqtiga Bariga Afrika');
  });

  it('writes a founding month and a range of days in Somali', async () => {
    await i18n.changeLanguage('so');
    try {
      const monthYear = renderHook(() => useMonthYear());
      expect(monthYear.result.current('2004-06')).toBe('Juun 2004');
      const range = renderHook(() => useDayRange());
      expect(range.result.current('2021-03-10', '2021-03-11')).toBe('Maarso 10 – 11, 2021');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
