const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * "5 minutes ago", "yesterday", in the given language; past four weeks, a short date instead
 * (a relative "7 months ago" says less than the date).
 */
export function formatRelativeTime(iso: string, now: number, language: string): string {
  const at = Date.parse(iso);
  const elapsed = Math.max(0, now - at);
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (elapsed < MINUTE) return relative.format(0, 'second');
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < WEEK) return relative.format(-Math.floor(elapsed / DAY), 'day');
  if (elapsed < 4 * WEEK) return relative.format(-Math.floor(elapsed / WEEK), 'week');
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(at);
}
