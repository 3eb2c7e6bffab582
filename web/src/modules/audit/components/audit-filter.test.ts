import { describe, expect, it } from 'vitest';
import { auditCsvHref, auditHref, readAuditSearch, toAuditFilter } from './audit-filter.js';

describe('the audit page address', () => {
  it('reads what the GET form sends and drops what is not a filter', () => {
    const search = readAuditSearch(
      new URLSearchParams(
        'actor=+Amina+&kind=MODERATION_REJECTED&item=abc&from=2026-01-02&to=nope',
      ),
    );
    expect(search).toEqual({
      actor: 'Amina',
      kind: 'MODERATION_REJECTED',
      item: 'abc',
      from: '2026-01-02',
      to: '',
      after: '',
    });
    expect(readAuditSearch(new URLSearchParams('kind=DROP_TABLE')).kind).toBe('');
  });

  it('turns days into UTC instants, the "to" day included whole', () => {
    const filter = toAuditFilter(
      readAuditSearch(new URLSearchParams('from=2026-01-02&to=2026-01-05')),
    );
    expect(filter.from).toBe('2026-01-02T00:00:00.000Z');
    expect(filter.to).toBe('2026-01-06T00:00:00.000Z');
  });

  it('links the next page and the CSV of the same view', () => {
    const search = readAuditSearch(new URLSearchParams('kind=API_TOKEN_REVOKED&item=x1'));
    expect(auditHref({ ...search, after: 'e9' })).toBe(
      '/admin/audit?kind=API_TOKEN_REVOKED&item=x1&after=e9',
    );
    expect(auditHref({})).toBe('/admin/audit');
    expect(auditCsvHref(search)).toBe('/api/admin/audit.csv?action=api_token.revoked&subject=x1');
  });
});
