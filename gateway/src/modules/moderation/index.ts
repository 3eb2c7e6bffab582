// What other features use of moderation: they import it from here only (the worker's entry is
// worker.ts, whose exports are re-exported here).

export { ModerationAuditEntry } from './moderation-audit-entry.entity.js';
export { ModerationDecisionRecord } from './moderation-decision.entity.js';
export { countPendingModeration } from './pending-count.js';
export * from './worker.js';
