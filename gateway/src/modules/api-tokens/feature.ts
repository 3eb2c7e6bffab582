import type { Feature } from '../../shared/feature.js';
import { ApiTokensResolver } from './api-tokens.resolver.js';
import { registerApiTokenRoutes } from './api-tokens.routes.js';

/** Members' API tokens for integrations. */
export const apiTokensFeature: Feature = {
  name: 'api-tokens',
  resolvers: [ApiTokensResolver],
  register(app) {
    registerApiTokenRoutes(app);
    return [new ApiTokensResolver()];
  },
};
