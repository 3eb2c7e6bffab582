import type { AppConfig } from '../../settings/config.js';
import type { Feature } from '../../shared/feature.js';
import { registerSeoRoutes } from './seo.routes.js';

/** robots.txt and the sitemap of the public pages. */
export const seoFeature: Feature<{ config: Pick<AppConfig, 'publicUrl'> }> = {
  name: 'seo',
  resolvers: [],
  register(app, { config }) {
    registerSeoRoutes(app, { publicUrl: config.publicUrl });
    return [];
  },
};
