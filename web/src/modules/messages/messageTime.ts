import { formatDate } from '../../i18n/dates.js';

/** Hour and minute in the reader's language (spec §2: a bubble's time). */
export function formatMessageTime(iso: string, language: string): string {
  return formatDate(iso, language, 'time');
}

/** The full date and time, for the `title` and `dateTime` of a message's time. */
export function formatMessageDateTime(iso: string, language: string): string {
  return formatDate(iso, language, 'dateTime');
}

/** The list shows today's messages by time, older ones by date. */
export function formatListTime(iso: string, now: number, language: string): string {
  const at = new Date(Date.parse(iso));
  const today = new Date(now);
  const sameDay =
    at.getFullYear() === today.getFullYear() &&
    at.getMonth() === today.getMonth() &&
    at.getDate() === today.getDate();
  return sameDay ? formatMessageTime(iso, language) : formatDate(at, language, 'dayMonth');
}
