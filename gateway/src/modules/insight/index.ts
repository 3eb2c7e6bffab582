// The charts of the association's activity (GraphQL insight, GET /api/admin/insight, the page
// /admin/insight): what other folders use of it.

export { readInsight } from './insight.service.js';
export { InsightPeriod } from './insight-period.js';
