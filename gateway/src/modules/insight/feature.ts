import type { Feature } from '../../shared/feature.js';
import { InsightResolver } from './insight.resolver.js';
import { registerInsightRoutes } from './insight.routes.js';

/** The charts of the association's activity that staff read (/admin/insight). */
export const insightFeature: Feature = {
  name: 'insight',
  resolvers: [InsightResolver],
  register(app) {
    registerInsightRoutes(app);
    return [new InsightResolver()];
  },
};
