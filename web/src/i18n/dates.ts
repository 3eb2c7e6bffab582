import { useMemo } from 'react';
import { useTranslation } from './react.js';

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
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;
export type DateValue = string | number | Date;

const formats = new Map<string, Intl.DateTimeFormat>();

/** One Intl formatter per language, style and zone (they are costly to build). */
function formatterOf(language: string, style: DateStyle, timeZone?: string): Intl.DateTimeFormat {
  const key = `${language}|${style}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(language, { ...DATE_STYLES[style], timeZone });
    } catch {
      // A zone this browser does not know: the reader's own clock rather than nothing.
      format = new Intl.DateTimeFormat(language, DATE_STYLES[style]);
    }
    formats.set(key, format);
  }
  return format;
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

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** One relative-time formatter per language: a list of cards asks for many. */
function relativeFormatOf(language: string): Intl.RelativeTimeFormat {
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
    const format = new Intl.DateTimeFormat(i18n.language, {
      year: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
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
    const format = new Intl.DateTimeFormat(i18n.language, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    return (start: string, end: string) =>
      format
        .formatRange(new Date(`${start}T00:00:00Z`), new Date(`${end}T00:00:00Z`))
        .replace(ICU_SPACES, ' ');
  }, [i18n.language]);
}
