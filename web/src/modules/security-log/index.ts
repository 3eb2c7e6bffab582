// The security-log feature's public entry: what other features, pages and the app use of it.
export { SecurityEventFilters } from './components/SecurityEventFilters.js';
export { SecurityEventTable } from './components/SecurityEventTable.js';
export * as securityLogStyles from './components/SecurityLog.css.js';
export { useSecurityEvents } from './hooks/useSecurityEvents.js';
