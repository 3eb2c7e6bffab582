// What the worker imports (@portal/gateway/modules/stats/worker). Apart from index.ts (what other
// features use) so that the worker loads none of the feature's GraphQL or HTTP code.
export { STAT_COUNTERS, type StatCounter, type StatName } from './stat-counters.js';
export { readStats, recountStats, type StatsCounts } from './stats.service.js';
