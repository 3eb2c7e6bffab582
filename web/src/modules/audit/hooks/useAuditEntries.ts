import { useQuery } from '@apollo/client/react';
import {
  AuditEntriesDocument,
  type AuditEntriesQuery,
  type AuditFilter,
} from '../../../generated/graphql.js';
import { AUDIT_PAGE_SIZE } from '../components/audit-filter.js';

export type AuditEntryItem = AuditEntriesQuery['auditEntries']['entries'][number];

/**
 * One page of the audit trail under `filter`, after the entry `after`: each page is an address
 * of its own (the server renders it with its data), so pages are not added up in the cache.
 */
export function useAuditEntries(filter: AuditFilter, after: string | null) {
  const { data, error, loading } = useQuery(AuditEntriesDocument, {
    variables: { filter, first: AUDIT_PAGE_SIZE, after },
  });
  return {
    entries: data?.auditEntries.entries,
    hasMore: data?.auditEntries.hasMore ?? false,
    failed: Boolean(error) && !data,
    loading: loading && !data,
  };
}
