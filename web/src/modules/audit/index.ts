// The audit trail's web feature: what pages use of it.
export * as auditStyles from './components/Audit.css.js';
export { AuditFilters } from './components/AuditFilters.js';
export { AuditTable } from './components/AuditTable.js';
export {
  AUDIT_PATH,
  auditCsvHref,
  auditHref,
  readAuditSearch,
  toAuditFilter,
} from './components/audit-filter.js';
export { useAuditEntries } from './hooks/useAuditEntries.js';
