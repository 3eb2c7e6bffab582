// What other features use of stats: they import it from here only (the worker's entry is
// worker.ts).
export { STAT_COUNTERS, type StatCounter, type StatName } from './stat-counters.js';
export { readStats, recountStats, type StatsCounts } from './stats.service.js';
export { StatsSnapshot } from './stats-snapshot.entity.js';
