import type { Feature } from '../../shared/feature.js';
import { SearchResolver } from './search.resolver.js';
import { registerSearchRoutes } from './search.routes.js';

/** One search over discussions, news, documents, events and members. */
export const searchFeature: Feature = {
  name: 'search',
  resolvers: [SearchResolver],
  register(app) {
    registerSearchRoutes(app);
    return [new SearchResolver()];
  },
};
