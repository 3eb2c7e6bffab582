import { AuditAction, type AuditFilter } from '../../../generated/graphql.js';

/** The page's filter as its address holds it: what the GET form sends, one field each. */
export interface AuditSearch {
  /** The actor's name, e-mail address or id. */
  actor: string;
  /** An AuditAction, or '' for all. */
  kind: string;
  /** The item's id. */
  item: string;
  /** YYYY-MM-DD, a day in UTC (the server's first HTML and the browser read it alike). */
  from: string;
  to: string;
  /** The last entry of the previous page. */
  after: string;
}

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PATH = '/admin/audit';
const FIELDS = ['actor', 'kind', 'item', 'from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const AUDIT_ACTIONS: readonly AuditAction[] = Object.values(AuditAction);

/** The search an address names; what it does not name, or names wrongly, is empty. */
export function readAuditSearch(params: URLSearchParams): AuditSearch {
  const text = (name: string) => (params.get(name) ?? '').trim();
  const kind = text('kind');
  const day = (name: string) => (DAY.test(text(name)) ? text(name) : '');
  return {
    actor: text('actor').slice(0, 200),
    kind: (AUDIT_ACTIONS as readonly string[]).includes(kind) ? kind : '',
    item: text('item'),
    from: day('from'),
    to: day('to'),
    after: text('after'),
  };
}

/** The page's address for a search (empty fields left out), e.g. the next page's. */
export function auditHref(search: Partial<AuditSearch>): string {
  const params = new URLSearchParams();
  for (const field of [...FIELDS, 'after'] as const) {
    const value = search[field];
    if (value) params.set(field, value);
  }
  const query = params.toString();
  return query ? `${AUDIT_PATH}?${query}` : AUDIT_PATH;
}

const startOfDay = (day: string, plusDays = 0) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (date ?? 1) + plusDays)).toISOString();
};

/** The filter the API takes: days become instants (the "to" day is included whole). */
export function toAuditFilter(search: AuditSearch): AuditFilter {
  return {
    actor: search.actor || null,
    action: (search.kind || null) as AuditAction | null,
    subject: search.item || null,
    from: search.from ? startOfDay(search.from) : null,
    to: search.to ? startOfDay(search.to, 1) : null,
  };
}

/** The CSV export of the same view (REST names an action as e.g. moderation.rejected). */
export function auditCsvHref(search: AuditSearch): string {
  const filter = toAuditFilter(search);
  const params = new URLSearchParams();
  if (filter.actor) params.set('actor', filter.actor);
  if (filter.action) params.set('action', filter.action.toLowerCase().replace(/_([a-z]+)$/, '.$1'));
  if (filter.subject) params.set('subject', filter.subject);
  if (filter.from) params.set('from', String(filter.from));
  if (filter.to) params.set('to', String(filter.to));
  const query = params.toString();
  return query ? `/api/admin/audit.csv?${query}` : '/api/admin/audit.csv';
}
