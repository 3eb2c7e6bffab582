import type { EntityManager } from '@mikro-orm/postgresql';
import { stringify } from 'csv-stringify/sync';
import { neutralizeFormula } from '../../shared/csv-cell.js';
import {
  type AuditEntryRow,
  type AuditFilter,
  type AuditReader,
  checkRequest,
  queryAuditEntries,
} from './audit.service.js';

/** An export holds at most this many entries (the newest): narrow the filter for older ones. */
export const AUDIT_CSV_MAX_ROWS = 10_000;
const CSV_PAGE = 500;

const COLUMNS = [
  'created_at',
  'actor_name',
  'actor_email',
  'action',
  'subject_kind',
  'subject_id',
  'subject_title',
  'reason',
  'before',
  'after',
];

function line(row: AuditEntryRow): string[] {
  return [
    row.createdAt.toISOString(),
    row.actor?.fullName ?? '',
    row.actor?.email ?? '',
    row.action,
    row.subjectKind,
    row.subjectId,
    row.subjectTitle ?? '',
    row.reason ?? '',
    row.before ? JSON.stringify(row.before) : '',
    row.after ? JSON.stringify(row.after) : '',
  ].map(neutralizeFormula);
}

const csv = (rows: string[][], header: boolean) =>
  stringify(rows, { header, columns: COLUMNS, record_delimiter: '\r\n' });

/**
 * The filtered trail as CSV (RFC 4180 quoting by csv-stringify, CRLF lines, a header row),
 * newest first, streamed page by page so that a large export never sits in memory; the filter
 * is checked (and the first page read) before the answer starts, so a bad one is a 400.
 */
export async function auditCsv(
  em: EntityManager,
  reader: AuditReader,
  filter: AuditFilter,
): Promise<AsyncGenerator<string>> {
  const { actor } = checkRequest(filter, {});
  const checked = { ...filter, actor };
  const first = await queryAuditEntries(em, reader, checked, { limit: CSV_PAGE, after: null });
  return (async function* pages() {
    let page = first;
    let written = 0;
    yield csv(page.entries.map(line), true);
    written += page.entries.length;
    while (page.hasMore && written < AUDIT_CSV_MAX_ROWS) {
      const after = page.entries.at(-1)?.id ?? null;
      const limit = Math.min(CSV_PAGE, AUDIT_CSV_MAX_ROWS - written);
      page = await queryAuditEntries(em, reader, checked, { limit, after });
      yield csv(page.entries.map(line), false);
      written += page.entries.length;
    }
  })();
}
