import type { Feature } from '../../shared/feature.js';
import { SecurityEventsResolver } from './security-events.resolver.js';
import { registerSecurityEventRoutes } from './security-events.routes.js';

/** The security log that staff read. */
export const securityLogFeature: Feature = {
  name: 'security-log',
  resolvers: [SecurityEventsResolver],
  register(app) {
    registerSecurityEventRoutes(app);
    return [new SecurityEventsResolver()];
  },
};
