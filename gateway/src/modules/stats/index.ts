// What the worker imports (package export "@portal/gateway/stats").
export { STAT_COUNTERS, type StatCounter, type StatName } from './stat-counters.js';
export { readStats, recountStats, type StatsCounts } from './stats.service.js';
export { StatsSnapshot } from './stats-snapshot.entity.js';
