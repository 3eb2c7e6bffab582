import type { Feature } from '../../shared/feature.js';
import { NewsResolver } from './news.resolver.js';
import { registerNewsRoutes } from './news.routes.js';

/** News and announcements. */
export const newsFeature: Feature = {
  name: 'news',
  resolvers: [NewsResolver],
  register(app) {
    registerNewsRoutes(app);
    return [new NewsResolver()];
  },
};
