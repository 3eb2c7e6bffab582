import { stringify } from 'csv-stringify/sync';
import type { AttendeeView } from './events.service.js';

/**
 * A cell a spreadsheet could read as a formula (=, +, -, @, or a tab or carriage return first)
 * is prefixed with a quote, as OWASP advises against CSV injection: a member's name such as
 * `=HYPERLINK(...)` stays text when staff open the export.
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The attendees list as CSV (RFC 4180 quoting by csv-stringify), with a header row. */
export function attendeesCsv(rows: readonly AttendeeView[]): string {
  return stringify(
    rows.map((row) => [
      neutralizeFormula(row.fullName),
      neutralizeFormula(row.email),
      row.status,
      row.waitlistPosition ?? '',
      row.attended === null ? '' : row.attended ? 'yes' : 'no',
      row.answeredAt.toISOString(),
    ]),
    {
      header: true,
      columns: ['name', 'email', 'status', 'waitlist_position', 'attended', 'answered_at'],
      record_delimiter: '\r\n',
    },
  );
}
