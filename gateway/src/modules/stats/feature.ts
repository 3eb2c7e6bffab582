import type { Feature } from '../../shared/feature.js';
import { StatsResolver } from './stats.resolver.js';
import { registerStatsRoutes } from './stats.routes.js';

/** The portal's figures (members, discussions, documents). */
export const statsFeature: Feature = {
  name: 'stats',
  resolvers: [StatsResolver],
  register(app) {
    registerStatsRoutes(app);
    return [new StatsResolver()];
  },
};
