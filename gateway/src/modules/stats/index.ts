// What other features use of stats: they import it from here only (the worker's entry is
// worker.ts, whose exports are re-exported here).

export { StatsSnapshot } from './stats-snapshot.entity.js';
export * from './worker.js';
