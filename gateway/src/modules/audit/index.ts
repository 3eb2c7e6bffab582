// The audit trail: what other folders use of it. Acts are recorded with recordAudit
// (gateway/src/shared/record-audit.ts) in the act's own transaction; this feature reads them
// (GraphQL auditEntries, GET /api/admin/audit and /api/admin/audit.csv, the page /admin/audit).
export { AuditEntry } from './audit-entry.entity.js';
