import { stringify } from 'csv-stringify/sync';
import { neutralizeFormula } from '../../shared/csv-cell.js';
import type { AttendeeView } from './events.service.js';

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
