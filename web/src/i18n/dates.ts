import { useMemo } from 'react';
import { useTranslation } from './react.js';
import { SOMALI_DATES } from './somaliDates.js';

/**
 * The ways the interface writes a date or a time. Every feature formats with one of these, in the
 * interface language, so that the same kind of date reads the same on every page.
 */
export const DATE_STYLES = {
  /** "March 5, 2026" */
  longDate: { dateStyle: 'long' },
  /** "Mar 5, 2026" */
  mediumDate: { dateStyle: 'medium' },
  /** "Mar 5, 2026, 2:05 PM" */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** "March 5, 2026 at 2:05 PM" */
  longDateTime: { dateStyle: 'long', timeStyle: 'short' },
  /** "Thursday, March 5, 2026 at 2:05 PM" (events) */
  fullDateTime: { dateStyle: 'full', timeStyle: 'short' },
  /** "Mar 5, 2026, 2:05:09 PM" (logs, where the second matters) */
  preciseDateTime: { dateStyle: 'medium', timeStyle: 'medium' },
  /** "3/5/26, 2:05:09 PM" (dense tables) */
  compactDateTime: { dateStyle: 'short', timeStyle: 'medium' },
  /** "02:05 PM" */
  time: { hour: '2-digit', minute: '2-digit' },
  /** "Mar 5" */
  dayMonth: { day: 'numeric', month: 'short' },
  /** "Mar 2026" (the insight charts' months) */
  monthYear: { month: 'short', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;
export type DateValue = string | number | Date;

/** What the portal asks of a date format: Intl.DateTimeFormat's, or the Somali one below. */
interface DateFormat {
  format(date: Date): string;
  formatRange(start: Date, end: Date): string;
}

const formats = new Map<string, DateFormat>();

/**
 * The one place a date format is made, for a language and options (cached: they are costly to
 * build). Somali is written from CLDR's names (somaliDates.ts): Chromium has no `so` data and
 * wrote it in English, and Node's would differ from it at hydration.
 */
function dateFormatOf(
  language: string,
  options: Intl.DateTimeFormatOptions,
  key: string,
): DateFormat {
  const cacheKey = `${language}|${key}|${options.timeZone ?? ''}`;
  let format = formats.get(cacheKey);
  if (!format) {
    format = language === 'so' ? somaliFormat(options) : intlFormat(language, options);
    formats.set(cacheKey, format);
  }
  return format;
}

function intlFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(language, options);
  } catch {
    // A zone this browser does not know: the reader's own clock rather than nothing.
    return new Intl.DateTimeFormat(language, { ...options, timeZone: undefined });
  }
}

/** English month and weekday names → their number, to put the Somali names in their place. */
function englishNames(
  options: Intl.DateTimeFormatOptions,
  count: number,
  dateOfIndex: (index: number) => Date,
): Map<string, number> {
  const format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  return new Map(
    Array.from({ length: count }, (_, index) => [format.format(dateOfIndex(index)), index]),
  );
}

const monthDate = (index: number) => new Date(Date.UTC(2026, index, 15));
// 2026-03-01 is a Sunday: Sunday first, as Date.getDay() and SOMALI_DATES.weekdays.
const weekdayDate = (index: number) => new Date(Date.UTC(2026, 2, 1 + index));
let english: { months: Map<string, number>[]; weekdays: Map<string, number>[] } | undefined;

function englishTables() {
  english ??= {
    months: [
      englishNames({ month: 'long' }, 12, monthDate),
      englishNames({ month: 'short' }, 12, monthDate),
    ],
    weekdays: [
      englishNames({ weekday: 'long' }, 7, weekdayDate),
      englishNames({ weekday: 'short' }, 7, weekdayDate),
    ],
  };
  return english;
}

function somaliPart(part: Intl.DateTimeFormatPart): string {
  const { months, weekdays } = englishTables();
  const names = (
    tables: Map<string, number>[],
    somali: { long: readonly string[]; short: readonly string[] },
  ) => {
    const [long, short] = tables;
    const asLong = long?.get(part.value);
    if (asLong !== undefined) return somali.long[asLong] ?? part.value;
    const asShort = short?.get(part.value);
    return asShort === undefined ? part.value : (somali.short[asShort] ?? part.value);
  };
  switch (part.type) {
    case 'month':
      return names(months, SOMALI_DATES.months);
    case 'weekday':
      return names(weekdays, SOMALI_DATES.weekdays);
    case 'dayPeriod':
      return part.value.toUpperCase() === 'PM'
        ? SOMALI_DATES.dayPeriods.pm
        : SOMALI_DATES.dayPeriods.am;
    case 'timeZoneName':
      return SOMALI_DATES.zones[part.value] ?? part.value;
    case 'literal':
      // CLDR's Somali joins a date and a time with a space ("{1} {0}"), not English "at".
      return part.value.replace(/ at /, ' ');
    default:
      return part.value;
  }
}

/** CLDR's Somali: the en-US text of the same options with the Somali names in it. */
function somaliFormat(options: Intl.DateTimeFormatOptions): DateFormat {
  const format = intlFormat('en-US', options);
  const write = (parts: Intl.DateTimeFormatPart[]) => parts.map(somaliPart).join('');
  return {
    format: (date) => write(format.formatToParts(date)),
    formatRange: (start, end) => write(format.formatRangeToParts(start, end)),
  };
}

/** One format per language, style and zone. */
function formatterOf(language: string, style: DateStyle, timeZone?: string): DateFormat {
  return dateFormatOf(language, { ...DATE_STYLES[style], timeZone }, style);
}

function dateOf(value: DateValue): Date {
  return value instanceof Date ? value : new Date(value);
}

/** A date in a style and language; on `timeZone`'s clock when given, else the reader's. */
export function formatDate(
  value: DateValue,
  language: string,
  style: DateStyle,
  timeZone?: string,
): string {
  return formatterOf(language, style, timeZone).format(dateOf(value));
}

/** `formatDate` in the interface language, following it when it changes. */
export function useDateFormat(style: DateStyle, timeZone?: string): (value: DateValue) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const format = formatterOf(language, style, timeZone);
    return (value: DateValue) => format.format(dateOf(value));
  }, [language, style, timeZone]);
}

const zoneNames = new Map<string, Intl.DateTimeFormat>();

/**
 * A time zone by its readable name in a language, at a date (summer and winter names differ):
 * "East Africa Time" for Africa/Mogadishu, never the raw IANA id unless the runtime cannot name
 * the zone at all.
 */
export function timeZoneName(value: DateValue, language: string, timeZone: string): string {
  if (language === 'so') {
    const name = timeZoneName(value, 'en-US', timeZone);
    return SOMALI_DATES.zones[name] ?? name;
  }
  const key = `${language}|${timeZone}`;
  let format = zoneNames.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'long' });
    } catch {
      return timeZone.replace(/_/g, ' ');
    }
    zoneNames.set(key, format);
  }
  return (
    format.formatToParts(dateOf(value)).find((part) => part.type === 'timeZoneName')?.value ??
    timeZone
  );
}

/** `timeZoneName` in the interface language, following it when it changes. */
export function useTimeZoneName(timeZone: string): (value: DateValue) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => (value: DateValue) => timeZoneName(value, language, timeZone),
    [language, timeZone],
  );
}

/** "March 5, 2026" in the interface language. */
export function useLongDate(): (value: DateValue) => string {
  return useDateFormat('longDate');
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

type RelativeUnit = keyof typeof SOMALI_DATES.relative;

/** What formatRelativeTime needs of Intl.RelativeTimeFormat (past values, numeric "auto"). */
interface RelativeFormat {
  format(value: number, unit: RelativeUnit): string;
}

/** Somali past times from CLDR's patterns, as for dates: Chromium has no `so` data. */
const somaliRelative: RelativeFormat = {
  format(value, unit) {
    const patterns = SOMALI_DATES.relative[unit];
    const named = patterns.named[String(value)];
    if (named !== undefined) return named;
    const count = Math.abs(value);
    return (count === 1 ? patterns.one : patterns.other).replace('{0}', String(count));
  },
};

const relativeFormats = new Map<string, RelativeFormat>();

/** One relative-time formatter per language: a list of cards asks for many. */
function relativeFormatOf(language: string): RelativeFormat {
  if (language === 'so') return somaliRelative;
  let format = relativeFormats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    relativeFormats.set(language, format);
  }
  return format;
}

/**
 * "5 minutes ago", "yesterday", in the given language; past four weeks, a medium date instead
 * (a relative "7 months ago" says less than the date).
 */
export function formatRelativeTime(iso: string, now: number, language: string): string {
  const at = Date.parse(iso);
  const elapsed = Math.max(0, now - at);
  const relative = relativeFormatOf(language);
  if (elapsed < MINUTE) return relative.format(0, 'second');
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < WEEK) return relative.format(-Math.floor(elapsed / DAY), 'day');
  if (elapsed < 4 * WEEK) return relative.format(-Math.floor(elapsed / WEEK), 'week');
  return formatDate(at, language, 'mediumDate');
}

/** "June 2004" in the interface language, from a year-month such as `2004-06`. */
export function useMonthYear(): (yearMonth: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = dateFormatOf(
      i18n.language,
      { year: 'numeric', month: 'long', timeZone: 'UTC' },
      'monthYear',
    );
    return (yearMonth: string) => format.format(new Date(`${yearMonth}-01T00:00:00Z`));
  }, [i18n.language]);
}

/**
 * Thin and narrow no-break spaces that ICU puts around a range's dash ("March 10 – 11"): their
 * use differs between ICU versions, so the gateway's Node and the visitor's browser would write
 * the same range differently and the hydrated page would not match the server's. Plain spaces.
 */
const ICU_SPACES = /[\u2009\u202f]/g;

/** "10–11 March 2021" (each language's own way of writing a range of days). */
export function useDayRange(): (start: string, end: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = dateFormatOf(
      i18n.language,
      { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' },
      'dayRange',
    );
    return (start: string, end: string) =>
      format
        .formatRange(new Date(`${start}T00:00:00Z`), new Date(`${end}T00:00:00Z`))
        .replace(ICU_SPACES, ' ');
  }, [i18n.language]);
}
